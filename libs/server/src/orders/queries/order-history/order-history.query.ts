import { Query } from '@nestjs/cqrs';
import type { HistoryEntry } from '../../../shared/history.js';

/** Every event of one order, oldest first, with who, when and what changed. */
export class OrderHistory extends Query<HistoryEntry[] | null> {
  constructor(readonly orderId: number) {
    super();
  }
}
