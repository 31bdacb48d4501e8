/*
 * The Spanish names of the catalogue (categories, fields, availability) in a file of their own
 * without zod, for the back-office and the public site (`@taller/domain/texts`).
 * `product.rules.ts` re-exports them.
 */

/** What the shop sells (issue 17): cases, tempered glass, chargers, power banks, cables, headphones, batteries, memories. */
export const PRODUCT_CATEGORIES = ['cases', 'screen_protectors', 'chargers', 'power_banks', 'cables', 'headphones', 'batteries', 'memory'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const productCategoryLabels: Record<ProductCategory, string> = {
  cases: 'Fundas',
  screen_protectors: 'Cristales templados',
  chargers: 'Cargadores',
  power_banks: 'Baterías externas',
  cables: 'Cables',
  headphones: 'Auriculares',
  batteries: 'Baterías',
  memory: 'Memorias USB y SD',
};

export const productTextLabels = {
  name: 'Nombre',
  brand: 'Marca',
  description: 'Descripción',
  model: 'Dispositivo compatible',
  reason: 'Motivo',
  note: 'Nota',
} as const;
export const PRODUCT_TEXT_LIMITS = { name: 120, brand: 60, description: 2000, model: 60, reason: 200, note: 200 } as const;
export const MAX_COMPATIBLE_MODELS = 40;
/** Photos a product shows at most: enough to see it from every side. */
export const MAX_PRODUCT_PHOTOS = 8;
/** The dearest accessory the shop sells, in cents (IVA included). */
export const MAX_PRODUCT_PRICE_CENTS = 1_000_000;
/** The most units received, sold, reserved or adjusted at once. */
export const MAX_STOCK_MOVE = 10_000;

/** Spanish names of a product's fields, for the history and the audit. */
export const productFieldLabels: Record<string, string> = {
  ...productTextLabels,
  category: 'Categoría',
  compatibleModels: 'Dispositivos compatibles',
  priceCents: 'Precio (IVA incluido)',
  active: 'A la venta',
  reorderLevel: 'Nivel de reposición',
  quantity: 'Unidades',
  delta: 'Ajuste',
  onHand: 'Existencias',
  held: 'Reservadas',
  reservationId: 'Reserva',
  invoice: 'Factura',
  images: 'Fotos',
};

/** What the public site says of a product's stock (issue 17): never a count. */
export type Availability = 'in_stock' | 'last_units' | 'sold_out';
export const availabilityLabels: Record<Availability, string> = {
  in_stock: 'Disponible en tienda',
  last_units: 'Últimas unidades',
  sold_out: 'Agotado: te avisamos',
};

/** Units free to sell or reserve, against the level at which the shop reorders. */
export function availabilityOf(available: number, reorderLevel: number): Availability {
  if (available <= 0) return 'sold_out';
  return available <= Math.max(reorderLevel, 1) ? 'last_units' : 'in_stock';
}
