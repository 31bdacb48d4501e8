import { Query } from '@nestjs/cqrs';
import type { UrgentItem, WorkType } from '@taller/domain';

export type { UrgentItem } from '@taller/domain';

/** The most this list answers; `total` still counts them all. */
export const URGENT_LIMIT = 200;

/**
 * Open work due in the next 48 hours or already late (spec: urgent-work list): what is still
 * due, soonest first, then what is late, least late first. `overdueTotal` counts the late ones.
 */
export class UrgentWork extends Query<{ items: UrgentItem[]; total: number; overdueTotal: number }> {
  constructor(
    readonly now: Date,
    readonly type?: WorkType,
  ) {
    super();
  }
}
