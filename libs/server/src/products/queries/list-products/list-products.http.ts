import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { listAnswer, parseListQuery } from '../../../shared/list-query.js';
import { ListProducts, PRODUCT_SORTABLE } from './list-products.query.js';

@Controller('products')
export class ListProductsController {
  constructor(private readonly queries: QueryBus) {}

  /** Low stock first unless asked otherwise: the list is where the shop sees what to reorder. */
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, PRODUCT_SORTABLE, { field: 'stockMargin', order: 'ASC' });
    return listAnswer(reply, 'products', list, await this.queries.execute(new ListProducts(list)));
  }
}
