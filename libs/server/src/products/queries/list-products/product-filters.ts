import type { FilterObject } from '@mikro-orm/core';
import { searchable } from '../../../shared/search-text.js';
import type { ProductRow } from '../../product-row.entity.js';

/** `{ modelsKey: { $like: '%|iphone 13|%' } }`: a product made for that device, whatever the case or accents typed. */
export function modelFilter(model: unknown): FilterObject<ProductRow> {
  if (typeof model !== 'string' || model.trim() === '') return {};
  return { modelsKey: { $like: `%|${searchable(model.trim()).replace(/[\\%_|]/g, '_')}|%` } };
}

/** `category` as a text or a list of them (an empty list finds nothing). */
export function categoryFilter(category: unknown): FilterObject<ProductRow> {
  if (typeof category === 'string' && category !== '') return { category: category as ProductRow['category'] };
  if (Array.isArray(category)) return { category: { $in: category.map(String) as ProductRow['category'][] } };
  return {};
}
