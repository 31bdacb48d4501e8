import { Injectable, NotFoundException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { productMessages } from '@taller/domain';
import { GetProduct } from './queries/get-product/get-product.query.js';
import type { ProductJson } from './product.json.js';

/** The product as the read model holds it, or a 404. */
@Injectable()
export class ProductReads {
  constructor(private readonly queries: QueryBus) {}

  async require(productId: number): Promise<ProductJson> {
    const product = await this.queries.execute(new GetProduct(productId));
    if (!product) throw new NotFoundException({ message: productMessages.notFound });
    return product;
  }
}
