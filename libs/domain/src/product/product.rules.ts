import { z } from 'zod';
import { textFields } from '../shared/text.js';
import { productMessages as m } from './product.messages.js';

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
/** The dearest accessory the shop sells, in cents (IVA included). */
export const MAX_PRODUCT_PRICE_CENTS = 1_000_000;
/** The most units received, sold, reserved or adjusted at once. */
export const MAX_STOCK_MOVE = 10_000;

const text = textFields({ labels: productTextLabels, limits: PRODUCT_TEXT_LIMITS, multiLine: ['description'], tooLong: m.tooLong });

const priceCents = z
  .number({ error: m.priceRequired })
  .int(m.priceNotWholeCents)
  .positive(m.priceRequired)
  .max(MAX_PRODUCT_PRICE_CENTS, m.priceTooLarge);
const reorderLevel = z.number({ error: m.reorderLevelInvalid }).int(m.reorderLevelInvalid).min(0, m.reorderLevelInvalid).max(MAX_STOCK_MOVE, m.reorderLevelInvalid);
/** Compatible devices, as people search them ('iPhone 13', 'Galaxy S21'): trimmed, blanks and repeats dropped. */
const compatibleModels = z
  .array(text('model').min(1), { error: m.modelsInvalid })
  .max(MAX_COMPATIBLE_MODELS, m.tooManyModels)
  .transform((models) => {
    const seen = new Set<string>();
    return models.filter((model) => !seen.has(model.toLocaleLowerCase('es')) && seen.add(model.toLocaleLowerCase('es')));
  });

const details = {
  name: text('name', { error: m.nameRequired }).min(1, m.nameRequired),
  category: z.enum(PRODUCT_CATEGORIES, { error: m.categoryInvalid }),
  brand: text('brand').default(''),
  compatibleModels: compatibleModels.default([]),
  description: text('description').default(''),
  priceCents,
  active: z.boolean({ error: m.activeInvalid }).default(true),
  reorderLevel: reorderLevel.default(2),
};

/** A new product: name, category and price required; the rest has the shop's defaults. */
export const newProductSchema = z.object(details);
/** A correction: only the fields sent, each checked as when it was added. */
export const productEditSchema = z.object({
  name: details.name.optional(),
  category: details.category.optional(),
  brand: text('brand').optional(),
  compatibleModels: compatibleModels.optional(),
  description: text('description').optional(),
  priceCents: priceCents.optional(),
  active: z.boolean({ error: m.activeInvalid }).optional(),
  reorderLevel: reorderLevel.optional(),
});

/** How many units move: a whole number from 1 to 10,000. */
export const stockQuantity = z.number({ error: m.quantityInvalid }).int(m.quantityInvalid).positive(m.quantityInvalid).max(MAX_STOCK_MOVE, m.quantityTooLarge);
export const stockNote = text('note').default('');
export const adjustmentSchema = z.object({
  delta: z
    .number({ error: m.adjustmentInvalid })
    .int(m.adjustmentInvalid)
    .refine((delta) => delta !== 0, m.adjustmentInvalid)
    .refine((delta) => Math.abs(delta) <= MAX_STOCK_MOVE, m.quantityTooLarge),
  reason: text('reason', { error: m.reasonRequired }).min(1, m.reasonRequired),
});

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
