import { Query } from '@nestjs/cqrs';
import type { ProductJson } from '../../product.json.js';

export class GetProduct extends Query<ProductJson | null> {
  constructor(readonly productId: number) {
    super();
  }
}
