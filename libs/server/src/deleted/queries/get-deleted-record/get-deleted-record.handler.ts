import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DeletedRecords } from '../../deleted-records.js';
import { GetDeletedRecord } from './get-deleted-record.query.js';

@QueryHandler(GetDeletedRecord)
export class GetDeletedRecordHandler implements IQueryHandler<GetDeletedRecord> {
  constructor(private readonly deleted: DeletedRecords) {}

  execute({ id }: GetDeletedRecord) {
    return this.deleted.describe(id);
  }
}
