import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { listAnswer, parseListQuery } from '../../../shared/list-query.js';
import { ListProducts, PRODUCT_SORTABLE } from './list-products.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { productJsonSchema } from '../../product.json.js';
import { z } from 'zod';

@Controller('products')
export class ListProductsController {
  constructor(private readonly queries: QueryBus) {}

  /** Low stock first unless asked otherwise: the list is where the shop sees what to reorder. */
  @ApiRoute({ summary: 'Productos', list: true, description: 'Filtros `q`, `category`, `active`, `lowStock` y `model`.', answer: z.array(productJsonSchema) })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, PRODUCT_SORTABLE, { field: 'stockMargin', order: 'ASC' });
    return listAnswer(reply, 'products', list, await this.queries.execute(new ListProducts(list)));
  }
}
