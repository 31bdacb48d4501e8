import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { listAnswer, parseListQuery } from '../../../shared/list-query.js';
import { ListOrders, ORDER_SORTABLE } from './list-orders.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { orderJsonSchema } from '../../order.json.js';
import { z } from 'zod';

@Controller('orders')
export class ListOrdersController {
  constructor(private readonly queries: QueryBus) {}

  /** Newest first unless asked otherwise (spec §9: default sort by id descending). */
  @ApiRoute({ summary: 'Pedidos', list: true, description: 'Filtros `q`, `status`, `clientId`, `isPaid`, `special` y `reservation`.', answer: z.array(orderJsonSchema) })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, ORDER_SORTABLE, { field: 'id', order: 'DESC' });
    return listAnswer(reply, 'orders', list, await this.queries.execute(new ListOrders(list)));
  }
}
