import type { WorkType } from '@taller/domain';

export type { Calendar, CalendarDay, CalendarItem, UrgentItem } from '@taller/domain';

/** What the screen filters by: a kind of work (or all) and a status, `open` or any. */
export interface CalendarFilters {
  type: WorkType | '';
  status: string;
}
