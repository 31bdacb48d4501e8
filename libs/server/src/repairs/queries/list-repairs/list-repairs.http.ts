import { BadRequestException, Controller, Get, Query, Res } from '@nestjs/common';
import { PICKUP_STAGES } from '@taller/domain';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { listAnswer, parseListQuery } from '../../../shared/list-query.js';
import { ListRepairs, REPAIR_SORTABLE } from './list-repairs.query.js';

@Controller('repairs')
export class ListRepairsController {
  constructor(private readonly queries: QueryBus) {}

  /** ra-data-simple-rest's list; `filter` also takes `pickup` (ready, storage, abandonable) and `collected`. */
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, REPAIR_SORTABLE, { field: 'id', order: 'DESC' });
    const { pickup } = list.filter;
    if (pickup !== undefined && pickup !== '' && !(PICKUP_STAGES as readonly unknown[]).includes(pickup)) {
      throw new BadRequestException({ message: `Filtro de recogida no válido: usa ${PICKUP_STAGES.join(', ')}` });
    }
    return listAnswer(reply, 'repairs', list, await this.queries.execute(new ListRepairs(list)));
  }
}
