import { Query } from '@nestjs/cqrs';
import type { WorkType } from '@taller/domain';
import type { CalendarItem } from '../../calendar-sources.js';

/** One day of the grid: how many of each kind, and the items themselves. */
export interface CalendarDay {
  date: string;
  repairs: number;
  revisions: number;
  orders: number;
  total: number;
  items: CalendarItem[];
}

export interface Calendar {
  from: string;
  to: string;
  /** Today in Madrid, for the grid's highlight. */
  today: string;
  days: CalendarDay[];
}

/** The dated work of every day from `from` to `to`, of one kind or all, with one status or any. */
export class GetCalendar extends Query<Calendar> {
  constructor(
    readonly range: { from: string; to: string },
    readonly type: WorkType | undefined,
    readonly status: string | undefined,
    readonly now: Date,
  ) {
    super();
  }
}
