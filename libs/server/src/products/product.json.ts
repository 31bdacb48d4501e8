import { availabilityLabels, availabilityOf, productCategoryLabels } from '@taller/domain';
import type { ProductRow } from './product-row.entity.js';

/** Where the site and the back-office load a product's photo: public, since the catalogue is. */
export const productPhotoUrl = (imageId: string) => `/api/catalogue/photos/${imageId}`;

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
    photos: row.photoIds.map((id) => ({ id, url: productPhotoUrl(id) })),
    priceCents: row.priceCents,
    availability,
    availabilityLabel: availabilityLabels[availability],
    reservable: row.available > 0,
  };
}
export type CatalogueProductJson = ReturnType<typeof catalogueProductJson>;

/**
 * A product as staff see it: what customers see, and its units, reorder level and `version` for
 * edits. Its photos load from the staff's own route, which serves them whether or not the
 * product is for sale.
 */
export function productJson(row: ProductRow) {
  const { reservable: _reservable, ...shown } = catalogueProductJson(row);
  return {
    ...shown,
    photos: row.photoIds.map((id) => ({ id, url: `/api/uploads/${id}/file` })),
    version: row.version,
    active: row.active,
    reorderLevel: row.reorderLevel,
    onHand: row.onHand,
    held: row.held,
    available: row.available,
    lowStock: row.stockMargin <= 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type ProductJson = ReturnType<typeof productJson>;
