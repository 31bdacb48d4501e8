import { Query } from '@nestjs/cqrs';
import type { ListQuery } from '../../../shared/list-query.js';
import type { ProductJson } from '../../product.json.js';

export const PRODUCT_SORTABLE = [
  'id',
  'name',
  'category',
  'brand',
  'priceCents',
  'active',
  'reorderLevel',
  'onHand',
  'held',
  'available',
  'stockMargin',
  'createdAt',
  'updatedAt',
] as const;
export type ProductSortField = (typeof PRODUCT_SORTABLE)[number];

/**
 * Filters: `q` (name, brand, models, category), `category` (one or a list), `active`,
 * `lowStock` (true: at or below the reorder level), `model` (one compatible device, whole), `id`.
 */
export class ListProducts extends Query<{ rows: ProductJson[]; total: number }> {
  constructor(readonly list: ListQuery<ProductSortField>) {
    super();
  }
}
