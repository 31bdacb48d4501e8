import { BadRequestException, Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { parseDeletedId } from '../../deleted-records.js';
import { deletedMessages } from '../../deleted.messages.js';
import { GetDeletedRecord } from './get-deleted-record.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

@Controller('deleted')
export class GetDeletedRecordController {
  constructor(private readonly queries: QueryBus) {}

  /** `repair-12`: who deleted it and when, what it was; its history route tells the rest. */
  @ApiRoute({ summary: 'Un registro eliminado (`repair-12`)', answer: 'Quién lo eliminó y cuándo, y qué era' })
  @Get(':id')
  async get(@Param('id') id: string) {
    if (!parseDeletedId(id)) throw new BadRequestException({ message: deletedMessages.invalidId });
    const record = await this.queries.execute(new GetDeletedRecord(id));
    if (!record) throw new NotFoundException({ message: deletedMessages.notFound });
    return record;
  }
}
