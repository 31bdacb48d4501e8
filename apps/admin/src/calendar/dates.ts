import { addDays } from '@taller/domain';

/**
 * es-ES names for the calendar's `YYYY-MM-DD` days. A day is read at noon UTC and formatted
 * in UTC, so it is the same day whatever the browser's zone.
 */
const at = (day: string) => new Date(`${day}T12:00:00Z`);
const spanish = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('es-ES', { timeZone: 'UTC', ...options });

const weekdayLong = spanish({ weekday: 'long' });
const weekdayShort = spanish({ weekday: 'short' });
const longDay = spanish({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const dayAndMonth = spanish({ day: 'numeric', month: 'short' });
const rangeOfDays = spanish({ day: 'numeric', month: 'long', year: 'numeric' });

/** The seven column headers from a Monday: `{ long: 'lunes', short: 'lun' }`… */
export function weekdayNames(monday: string): { long: string; short: string }[] {
  return Array.from({ length: 7 }, (_, index) => {
    const day = at(addDays(monday, index));
    return { long: weekdayLong.format(day), short: weekdayShort.format(day).replace('.', '') };
  });
}

/** 'lunes, 15 de junio de 2026'. */
export const formatLongDay = (day: string) => longDay.format(at(day));

/** '15 jun', for the first cell and the first day of a month. */
export const formatDayAndMonth = (day: string) => dayAndMonth.format(at(day)).replace('.', '');

/** '8–28 de junio de 2026' or '25 de mayo–14 de junio de 2026'. */
export const formatDayRange = (from: string, to: string) => rangeOfDays.formatRange(at(from), at(to));

/** The day of the month, '15'. */
export const dayOfMonth = (day: string) => String(Number(day.slice(8, 10)));
