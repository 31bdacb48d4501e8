import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { listAnswer, parseListQuery } from '../../../shared/list-query.js';
import { ListPayments, PAYMENT_SORTABLE } from './list-payments.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

@Controller('payments')
export class ListPaymentsController {
  constructor(private readonly queries: QueryBus) {}

  /** The ledger, oldest first: a record's payments and refunds, or a day's (ra-data-simple-rest). */
  @ApiRoute({ summary: 'Cobros y devoluciones', list: true, answer: 'Cada movimiento, del más antiguo: de un registro o de un día' })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, PAYMENT_SORTABLE, { field: 'position', order: 'ASC' });
    return listAnswer(reply, 'payments', list, await this.queries.execute(new ListPayments(list)));
  }
}
