import { addDays, isCalendarDay, isCleanText, madridDay, ValidationFailed } from '@taller/domain';
import { statisticsMessages as m } from './statistics.messages.js';

/** The days the figures count, both included (Madrid days, `YYYY-MM-DD`). */
export interface StatisticsRange {
  from: string;
  to: string;
}

/** Weeks the screen shows when no range is given: this one and the eleven before it. */
export const DEFAULT_WEEKS = 12;
/** The longest range asked at once: ten years of weeks is still a chart (and a bounded answer). */
export const MAX_RANGE_YEARS = 10;
const MAX_RANGE_DAYS = MAX_RANGE_YEARS * 366;

/** The Monday of the week of `day` (weeks run Monday to Sunday, as in Spain). */
export function weekOf(day: string): string {
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The default range ending on `to`: from the Monday eleven weeks before its week's Monday. */
export function defaultRange(to: string): StatisticsRange {
  return { from: addDays(weekOf(to), -7 * (DEFAULT_WEEKS - 1)), to };
}

const LABELS = { from: 'Desde', to: 'Hasta' } as const;

/**
 * `from` and `to` as the API receives them (`?from=2026-01-01&to=2026-03-31`) and the CLI
 * passes them: each a real `YYYY-MM-DD` day or absent; `to` defaults to today, `from` to twelve
 * weeks back; a reversed or too long range, a repeated or unknown parameter: a Spanish 400.
 * `extra` names the other parameters the caller takes (the CSV's `table`).
 */
export function parseStatisticsRange(query: Record<string, unknown>, today = madridDay(new Date()), extra: readonly string[] = []): StatisticsRange {
  const errors: Record<string, string> = {};
  for (const name of Object.keys(query)) {
    if (name !== 'from' && name !== 'to' && !extra.includes(name)) {
      const shown = isCleanText(name) ? name.slice(0, 100) : '?';
      errors[isCleanText(name) && name.length <= 100 ? name : 'filter'] ??= m.unknownParameter(shown);
    }
  }
  const day = (name: 'from' | 'to'): string | undefined => {
    const value = query[name];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string' || !isCalendarDay(value.trim())) {
      errors[name] = m.dayInvalid(LABELS[name]);
      return undefined;
    }
    return value.trim();
  };
  const from = day('from');
  const to = day('to') ?? today;
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  const range = from === undefined ? defaultRange(to) : { from, to };
  if (range.from > range.to) throw new ValidationFailed({ from: m.reversed });
  if (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`) > MAX_RANGE_DAYS * 86_400_000) {
    throw new ValidationFailed({ from: m.tooLong(MAX_RANGE_YEARS) });
  }
  return range;
}
