import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { listAnswer, parseListQuery } from '../../../shared/list-query.js';
import { ListOrders, ORDER_SORTABLE } from './list-orders.query.js';

@Controller('orders')
export class ListOrdersController {
  constructor(private readonly queries: QueryBus) {}

  /** Newest first unless asked otherwise (spec §9: default sort by id descending). */
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, ORDER_SORTABLE, { field: 'id', order: 'DESC' });
    return listAnswer(reply, 'orders', list, await this.queries.execute(new ListOrders(list)));
  }
}
