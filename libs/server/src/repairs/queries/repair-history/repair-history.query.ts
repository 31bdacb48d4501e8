import { Query } from '@nestjs/cqrs';
import type { HistoryEntry } from '../../../shared/history.js';

/** Every event of one repair, oldest first, with who, when and what changed. */
export class RepairHistory extends Query<HistoryEntry[] | null> {
  constructor(readonly repairId: number) {
    super();
  }
}
