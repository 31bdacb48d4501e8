import { Query } from '@nestjs/cqrs';
import type { HistoryEntry } from '../../../shared/history.js';

/** Every event of one revision, oldest first, with who, when and what changed. */
export class RevisionHistory extends Query<HistoryEntry[] | null> {
  constructor(readonly revisionId: number) {
    super();
  }
}
