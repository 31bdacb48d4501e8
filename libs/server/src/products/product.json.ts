import { availabilityLabels, availabilityOf, productCategoryLabels } from '@taller/domain';
import type { ProductRow } from './product-row.entity.js';

/** Where the site and the back-office load a product's photo: public, since the catalogue is. */
export const productPhotoUrl = (imageId: string) => `/api/catalogue/photos/${imageId}`;
const photosOf = (row: ProductRow) => row.photoIds.map((id) => ({ id, url: productPhotoUrl(id) }));

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
    photos: photosOf(row),
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
    photos: photosOf(row),
    priceCents: row.priceCents,
    availability,
    availabilityLabel: availabilityLabels[availability],
    reservable: row.available > 0,
  };
}
export type CatalogueProductJson = ReturnType<typeof catalogueProductJson>;
