import { z } from 'zod';
import { PRODUCT_CATEGORIES, availabilityLabels, availabilityOf, productCategoryLabels, productFieldLabels as label, type Availability } from '@taller/domain';
import type { ProductRow } from './product-row.entity.js';

/** Where the site and the back-office load a product's photo: public, since the catalogue is. */
export const productPhotoUrl = (imageId: string) => `/api/catalogue/photos/${imageId}`;

const instant = 'Instante ISO 8601 (UTC)';
const AVAILABILITIES = Object.keys(availabilityLabels) as [Availability, ...Availability[]];

const photoJsonSchema = z.strictObject({ id: z.string().describe('Id de la imagen'), url: z.string().describe('Dónde se carga') }).describe('Una foto');

/** A product as the public site shows it (the API description shows this schema; catalogueProductJson is held to it). */
export const catalogueProductJsonSchema = z
  .object({
    id: z.number().int(),
    name: z.string().describe(label.name!),
    category: z.enum(PRODUCT_CATEGORIES).describe(label.category!),
    categoryLabel: z.string().describe(`${label.category}, como la muestran las pantallas`),
    brand: z.string().describe(label.brand!),
    compatibleModels: z.array(z.string()).describe(label.compatibleModels!),
    description: z.string().describe(label.description!),
    photos: z.array(photoJsonSchema).describe(`${label.images}, en el orden en que se añadieron`),
    priceCents: z.number().int().describe(`${label.priceCents}, en céntimos`),
    availability: z.enum(AVAILABILITIES).describe('Disponibilidad en palabras, nunca unidades'),
    availabilityLabel: z.string().describe('La disponibilidad como la muestra la web'),
    reservable: z.boolean().describe('Tiene unidades libres: se puede reservar'),
  })
  .describe('Un producto a la venta');
export type CatalogueProductJson = z.infer<typeof catalogueProductJsonSchema>;

/** A product as staff see it (the API description shows this schema; productJson is held to it). */
export const productJsonSchema = catalogueProductJsonSchema
  .omit({ reservable: true })
  .extend({
    photos: z.array(photoJsonSchema).describe(`${label.images}: se cargan de la ruta del personal, esté o no a la venta`),
    version: z.number().int().describe('Versión: 1 al crearlo, una más en cada cambio'),
    active: z.boolean().describe(label.active!),
    reorderLevel: z.number().int().describe(label.reorderLevel!),
    onHand: z.number().int().describe(`${label.onHand}: unidades en la tienda`),
    held: z.number().int().describe(`${label.held}: de ellas, apartadas para reservas y encargos`),
    available: z.number().int().describe('Disponibles: existencias menos reservadas'),
    lowStock: z.boolean().describe('Disponibles en el nivel de reposición o por debajo'),
    createdAt: z.string().describe(instant),
    updatedAt: z.string().describe(instant),
  })
  .describe('Un producto con su stock');
export type ProductJson = z.infer<typeof productJsonSchema>;

/**
 * A product as the public site shows it: never a count of units (the availability in words),
 * never the reorder level. Only products for sale are shown at all.
 */
export function catalogueProductJson(row: ProductRow): CatalogueProductJson {
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

/**
 * A product as staff see it: what customers see, and its units, reorder level and `version` for
 * edits. Its photos load from the staff's own route, which serves them whether or not the
 * product is for sale.
 */
export function productJson(row: ProductRow): ProductJson {
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
