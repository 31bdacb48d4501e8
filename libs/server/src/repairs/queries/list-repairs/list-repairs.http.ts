import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { listAnswer, parseListQuery } from '../../../shared/list-query.js';
import { ListRepairs, REPAIR_SORTABLE } from './list-repairs.query.js';

@Controller('repairs')
export class ListRepairsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, REPAIR_SORTABLE, { field: 'id', order: 'DESC' });
    return listAnswer(reply, 'repairs', list, await this.queries.execute(new ListRepairs(list)));
  }
}
