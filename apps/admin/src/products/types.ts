import type { Availability, ProductCategory } from '@taller/domain/texts';

/** A photo of a product, as the staff's product answer lists it. */
export interface ProductPhoto {
  id: string;
  url: string;
}

/** A product as the staff's API answers it: price in integer cents (IVA included), units counted. */
export interface Product {
  id: number;
  version: number;
  name: string;
  category: ProductCategory;
  categoryLabel: string;
  brand: string;
  compatibleModels: string[];
  description: string;
  priceCents: number;
  /** For sale: shown on the public catalogue. */
  active: boolean;
  /** At or below this many free units, the shop reorders ('Reponer'). */
  reorderLevel: number;
  /** Units in the shop. */
  onHand: number;
  /** Units reserved for customers, not to be sold at the counter. */
  held: number;
  /** onHand − held: what may be sold or reserved. */
  available: number;
  lowStock: boolean;
  availability: Availability;
  availabilityLabel: string;
  /** Arriving with product photos; older servers answer without them. */
  photos?: ProductPhoto[];
  createdAt: string;
  updatedAt: string;
}

/** The product's details as the create and edit forms send them (`PUT` adds `version`). */
export type ProductForm = Pick<
  Product,
  'name' | 'category' | 'brand' | 'compatibleModels' | 'description' | 'priceCents' | 'active' | 'reorderLevel'
>;

/** One line of a refused CSV import, numbered as the spreadsheet numbers it. */
export interface ImportLineError {
  line: number;
  field: string;
  message: string;
}

/** What an import did (or, with `dryRun`, would do). */
export interface ImportResult {
  added: number;
  updated: number;
  received: number;
}
