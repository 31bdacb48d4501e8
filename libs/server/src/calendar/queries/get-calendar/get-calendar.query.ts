import { Query } from '@nestjs/cqrs';
import type { Calendar, WorkType } from '@taller/domain';

export type { Calendar, CalendarDay } from '@taller/domain';

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
