import { EntitySchema } from '@mikro-orm/core';
import type { ProductCategory } from '@taller/domain';
import { SORT_KEY_LENGTH, type SortKeyColumns } from '../shared/sort-key.js';

/** A product of the catalogue and its stock, as the back-office list, its detail and the site show it. */
export class ProductRow {
  id!: number;
  version!: number;
  name!: string;
  category!: ProductCategory;
  brand!: string;
  compatibleModels!: string[];
  description!: string;
  /** The ids of its photos, in the order they were added. */
  photoIds!: string[];
  /** IVA included, in cents. */
  priceCents!: number;
  active!: boolean;
  reorderLevel!: number;
  /** Units in the shop. */
  onHand!: number;
  /** Of those, held for reservations. */
  held!: number;
  /** onHand − held: what can be sold at the counter or reserved. */
  available!: number;
  /** available − reorderLevel: the list sorts by it, low stock first (≤ 0: time to reorder). */
  stockMargin!: number;
  /** The compatible models, lower case without accents, each between `|`: the site's device filter matches one exactly. */
  modelsKey!: string;
  /** name, brand, models and category, lower case without accents, for `q`. */
  searchText!: string;
  nameKey!: string;
  createdAt!: Date;
  updatedAt!: Date;
}

export const ProductRowSchema = new EntitySchema<ProductRow>({
  class: ProductRow,
  tableName: 'product_rows',
  indexes: [
    { properties: ['nameKey', 'name', 'id'] },
    { properties: ['category', 'id'] },
    { properties: ['stockMargin', 'id'] },
    { properties: ['priceCents', 'id'] },
    { properties: ['active', 'category', 'nameKey'] },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: false },
    version: { type: 'integer' },
    name: { type: 'string', length: 200 },
    category: { type: 'string', length: 30 },
    brand: { type: 'string', length: 100 },
    compatibleModels: { type: 'json' },
    description: { type: 'text' },
    photoIds: { type: 'json' },
    priceCents: { type: 'integer' },
    active: { type: 'boolean' },
    reorderLevel: { type: 'integer' },
    onHand: { type: 'integer' },
    held: { type: 'integer' },
    available: { type: 'integer' },
    stockMargin: { type: 'integer' },
    modelsKey: { type: 'text' },
    searchText: { type: 'text' },
    nameKey: { type: 'string', length: SORT_KEY_LENGTH, default: '' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});

export const productSortKeys: SortKeyColumns<ProductRow> = { name: 'nameKey' };
