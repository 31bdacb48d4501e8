import { formatDay, formatMadridDateTime, isCalendarDay } from '@taller/domain';
import { orderDateTexts } from '../i18n/orders.es';

/**
 * An order's day (`YYYY-MM-DD`) as `22/11/2026`; a missing one reads 'No establecida' and an
 * unreadable one 'Fecha inválida' (spec §2, order detail).
 */
export function orderDayText(day: string | null | undefined): string {
  if (day == null || day === '') return orderDateTexts.notSet;
  return isCalendarDay(day) ? formatDay(day) : orderDateTexts.invalid;
}

/** An instant (ISO 8601) as `22/11/2026, 18:05` in Madrid, with the same two fallbacks. */
export function orderInstantText(instant: string | null | undefined): string {
  if (instant == null || instant === '') return orderDateTexts.notSet;
  return Number.isNaN(Date.parse(instant)) ? orderDateTexts.invalid : formatMadridDateTime(instant);
}
