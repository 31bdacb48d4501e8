import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { listAnswer, parseListQuery } from '../../../shared/list-query.js';
import { ListProducts, PRODUCT_SORTABLE } from './list-products.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

@Controller('products')
export class ListProductsController {
  constructor(private readonly queries: QueryBus) {}

  /** Low stock first unless asked otherwise: the list is where the shop sees what to reorder. */
  @ApiRoute({ summary: 'Productos', list: true, answer: 'Cada producto con su stock; filtros `q`, `category`, `active`, `lowStock`, `model`' })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, PRODUCT_SORTABLE, { field: 'stockMargin', order: 'ASC' });
    return listAnswer(reply, 'products', list, await this.queries.execute(new ListProducts(list)));
  }
}
