/** The shop lives in Madrid: calendar dates are Madrid dates, whatever the server's zone. */
export const SHOP_TIME_ZONE = 'Europe/Madrid';

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const spanishDateTime = new Intl.DateTimeFormat('es-ES', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const spanishDate = new Intl.DateTimeFormat('es-ES', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * Madrid days by UTC hour: since 1901 Madrid's offset from UTC is whole hours, so every instant
 * of one UTC hour falls on the same Madrid day. Formatting is slow enough to matter when a
 * rebuild replays a million events; an hour's answer is worked out once.
 */
const dayOfHour = new Map<number, string>();
const HOUR_MS = 3_600_000;
const WHOLE_HOURS_SINCE = Date.UTC(1901, 1, 1);
const REMEMBERED_HOURS = 100_000;

/** The Madrid calendar day of an instant, as `YYYY-MM-DD`. */
export function madridDay(instant: Date | string): string {
  const date = new Date(instant);
  const ms = date.getTime();
  if (!(ms >= WHOLE_HOURS_SINCE)) return isoDay.format(date);
  const hour = Math.floor(ms / HOUR_MS);
  let day = dayOfHour.get(hour);
  if (day === undefined) {
    day = isoDay.format(date);
    if (dayOfHour.size >= REMEMBERED_HOURS) dayOfHour.clear();
    dayOfHour.set(hour, day);
  }
  return day;
}

/** `22/11/2026, 18:05` in Madrid time. */
export function formatMadridDateTime(instant: Date | string): string {
  return spanishDateTime.format(new Date(instant));
}

/** A `YYYY-MM-DD` day as `22/11/2026`. */
export function formatDay(day: string): string {
  return spanishDate.format(new Date(`${day}T12:00:00Z`));
}

/** A real calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** Whole calendar days from one `YYYY-MM-DD` day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The day `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The same day `months` later; when that month is shorter, its last day
 * (30 November + 3 months = 28 or 29 February).
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}
