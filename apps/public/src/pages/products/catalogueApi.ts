/**
 * The public catalogue as the server serves it without a session (GET /api/catalogue/…,
 * libs/server/src/products/queries/catalogue): only products for sale, and of their stock only
 * the availability in words, never a count.
 */
import type { Availability, ProductCategory } from '@taller/domain/texts';
import { apiRequest } from '../../api/client';
import { catalogueApiSearch, type CatalogueQuery } from './catalogueUrl';

export interface CataloguePhoto {
  id: string;
  /** Root-relative: `/api/catalogue/photos/<id>`. */
  url: string;
}

export interface CatalogueProduct {
  id: number;
  name: string;
  category: ProductCategory;
  categoryLabel: string;
  brand: string;
  compatibleModels: string[];
  description: string;
  /** Absent from servers older than product photos (issue 17): read with `?.`. */
  photos?: CataloguePhoto[];
  /** IVA included. */
  priceCents: number;
  availability: Availability;
  availabilityLabel: string;
  reservable: boolean;
}

export interface CataloguePage {
  items: CatalogueProduct[];
  total: number;
  page: number;
  perPage: number;
}

export interface CatalogueModel {
  model: string;
  products: number;
}

export function searchCatalogue(query: CatalogueQuery, signal?: AbortSignal): Promise<CataloguePage> {
  return apiRequest<CataloguePage>(`/catalogue/products${catalogueApiSearch(query)}`, { signal });
}

/** `fresh`: past the browser's minute of cache, as the reservation's basket needs after a refusal. */
export function fetchCatalogueProduct(id: number, signal?: AbortSignal, fresh = false): Promise<CatalogueProduct> {
  return apiRequest<CatalogueProduct>(`/catalogue/products/${id}`, { signal, ...(fresh ? { cache: 'no-cache' as const } : {}) });
}

export function fetchCatalogueModels(signal?: AbortSignal): Promise<CatalogueModel[]> {
  return apiRequest<CatalogueModel[]>('/catalogue/models', { signal });
}

/** The photo a card or a page leads with, if the product has any. */
export function firstPhoto(product: CatalogueProduct): CataloguePhoto | undefined {
  return product.photos?.[0];
}
