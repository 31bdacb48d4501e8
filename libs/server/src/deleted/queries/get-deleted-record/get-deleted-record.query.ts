import { Query } from '@nestjs/cqrs';
import type { DeletedRecordJson } from '../../deleted-records.js';

/** One deleted record by its stream (`repair-12`), or null when it is not a deleted record. */
export class GetDeletedRecord extends Query<DeletedRecordJson | null> {
  constructor(readonly id: string) {
    super();
  }
}
