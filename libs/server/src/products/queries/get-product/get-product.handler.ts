import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MIKRO_ORM, type ReadModels } from '../../../persistence/orm.js';
import { findRowById } from '../../../projections/sql-context.js';
import { ProductRow } from '../../product-row.entity.js';
import { productJson } from '../../product.json.js';
import { GetProduct } from './get-product.query.js';

@QueryHandler(GetProduct)
export class GetProductHandler implements IQueryHandler<GetProduct> {
  constructor(@Inject(MIKRO_ORM) private readonly orm: ReadModels) {}

  async execute({ productId }: GetProduct) {
    const row = await findRowById(this.orm, ProductRow, productId);
    return row ? productJson(row) : null;
  }
}
