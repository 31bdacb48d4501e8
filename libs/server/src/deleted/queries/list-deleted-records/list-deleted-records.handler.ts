import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DeletedRecords } from '../../deleted-records.js';
import { ListDeletedRecords } from './list-deleted-records.query.js';

@QueryHandler(ListDeletedRecords)
export class ListDeletedRecordsHandler implements IQueryHandler<ListDeletedRecords> {
  constructor(private readonly deleted: DeletedRecords) {}

  execute({ filter, order, range }: ListDeletedRecords) {
    return this.deleted.page(filter, order, range);
  }
}
