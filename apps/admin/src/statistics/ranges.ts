import { addDays, madridDay } from '@taller/domain/dates';
import type { StatisticsRange } from './types';

export const RANGE_PRESETS = ['weeks12', 'days30', 'month', 'year', 'lastYear'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));

/** The days of a preset as of `today` (Madrid); 'Últimas 12 semanas' is the server's default too. */
export function presetRange(preset: RangePreset, today = madridDay(new Date())): StatisticsRange {
  const year = today.slice(0, 4);
  switch (preset) {
    case 'weeks12':
      return { from: addDays(mondayOf(today), -77), to: today };
    case 'days30':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'year':
      return { from: `${year}-01-01`, to: today };
    case 'lastYear':
      return { from: `${Number(year) - 1}-01-01`, to: `${Number(year) - 1}-12-31` };
  }
}

/** The preset a range is, if it is one (the selector shows it). */
export function presetOf(range: StatisticsRange, today = madridDay(new Date())): RangePreset | '' {
  return RANGE_PRESETS.find((preset) => {
    const days = presetRange(preset, today);
    return days.from === range.from && days.to === range.to;
  }) ?? '';
}
