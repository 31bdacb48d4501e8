import { Query } from '@nestjs/cqrs';
import type { HistoryEntry } from '../../../shared/history.js';

/** Every event of one client, oldest first, with who, when and what changed. */
export class ClientHistory extends Query<HistoryEntry[] | null> {
  constructor(readonly clientId: number) {
    super();
  }
}
