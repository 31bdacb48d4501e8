import { Query } from '@nestjs/cqrs';
import type { DeletedKind, DeletedRecordJson } from '../../deleted-records.js';

/** Deleted records, newest deletion first by default: `kind` narrows to one kind, `recordId` finds one number. */
export class ListDeletedRecords extends Query<{ rows: DeletedRecordJson[]; total: number }> {
  constructor(
    readonly filter: { kinds: readonly DeletedKind[]; recordId?: number },
    readonly order: 'ASC' | 'DESC',
    readonly range: { offset: number; limit: number } | null,
  ) {
    super();
  }
}
