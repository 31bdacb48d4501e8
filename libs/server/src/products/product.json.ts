import { availabilityLabels, availabilityOf, productCategoryLabels } from '@taller/domain';
import type { ProductRow } from './product-row.entity.js';

/** A product as staff see it: details, price in cents (IVA included), its units and `version` for edits. */
export function productJson(row: ProductRow) {
  const availability = availabilityOf(row.available, row.reorderLevel);
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    category: row.category,
    categoryLabel: productCategoryLabels[row.category],
    brand: row.brand,
    compatibleModels: row.compatibleModels,
    description: row.description,
    priceCents: row.priceCents,
    active: row.active,
    reorderLevel: row.reorderLevel,
    onHand: row.onHand,
    held: row.held,
    available: row.available,
    lowStock: row.stockMargin <= 0,
    availability,
    availabilityLabel: availabilityLabels[availability],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type ProductJson = ReturnType<typeof productJson>;

/**
 * A product as the public site shows it: never a count of units (the availability in words),
 * never the reorder level. Only products for sale are shown at all.
 */
export function catalogueProductJson(row: ProductRow) {
  const availability = availabilityOf(row.available, row.reorderLevel);
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    categoryLabel: productCategoryLabels[row.category],
    brand: row.brand,
    compatibleModels: row.compatibleModels,
    description: row.description,
    priceCents: row.priceCents,
    availability,
    availabilityLabel: availabilityLabels[availability],
    reservable: row.available > 0,
  };
}
export type CatalogueProductJson = ReturnType<typeof catalogueProductJson>;
