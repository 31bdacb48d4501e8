import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { ProductRow } from '../../product-row.entity.js';
import { productJson } from '../../product.json.js';
import { GetProduct } from './get-product.query.js';

@QueryHandler(GetProduct)
export class GetProductHandler implements IQueryHandler<GetProduct> {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  async execute({ productId }: GetProduct) {
    const row = await this.orm.em.fork().findOne(ProductRow, productId);
    return row ? productJson(row) : null;
  }
}
