import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { listAnswer, parseListQuery } from '../../../shared/list-query.js';
import { ListPayments, PAYMENT_SORTABLE } from './list-payments.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { paymentJsonSchema } from './list-payments.handler.js';
import { z } from 'zod';

@Controller('payments')
export class ListPaymentsController {
  constructor(private readonly queries: QueryBus) {}

  /** The ledger, oldest first: a record's payments and refunds, or a day's (ra-data-simple-rest). */
  @ApiRoute({ summary: 'Cobros y devoluciones', list: true, description: 'Del más antiguo; filtros `kind` + `recordId` (los de un registro), `day`, `method` y `direction`.', answer: z.array(paymentJsonSchema) })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, PAYMENT_SORTABLE, { field: 'position', order: 'ASC' });
    return listAnswer(reply, 'payments', list, await this.queries.execute(new ListPayments(list)));
  }
}
