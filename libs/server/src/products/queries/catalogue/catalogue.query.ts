import { Query } from '@nestjs/cqrs';
import type { ProductCategory } from '@taller/domain';
import type { CatalogueProductJson } from '../../product.json.js';

export interface CatalogueSearch {
  q: string;
  category: ProductCategory | null;
  model: string;
  page: number;
  perPage: number;
}

/** A page of the products for sale, as the public site lists them. */
export class SearchCatalogue extends Query<{ items: CatalogueProductJson[]; total: number; page: number; perPage: number }> {
  constructor(readonly search: CatalogueSearch) {
    super();
  }
}

/** One product for sale, or null (not in the catalogue, or not for sale). */
export class GetCatalogueProduct extends Query<CatalogueProductJson | null> {
  constructor(readonly productId: number) {
    super();
  }
}

/** The devices the products for sale fit, each with how many products: the site's device filter. */
export class ListCatalogueModels extends Query<{ model: string; products: number }[]> {}
