import { fetchCalendar } from '../calendar/api';
import type { CalendarItem } from '../calendar/types';

/**
 * `GET /api/calendar?from=day&to=day&type=order&status=ready`: the orders ready for pickup
 * whose delivery day is `day` (the calendar dates an order by its delivery day).
 */
export async function fetchOrdersReadyOn(day: string): Promise<CalendarItem[]> {
  const calendar = await fetchCalendar({ from: day, to: day }, { type: 'order', status: 'ready' });
  return (calendar.days ?? []).flatMap((calendarDay) => calendarDay.items);
}
