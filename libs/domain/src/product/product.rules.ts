import { z } from 'zod';
import { textFields } from '../shared/text.js';
import { productMessages as m } from './product.messages.js';
import { MAX_COMPATIBLE_MODELS, MAX_PRODUCT_PRICE_CENTS, MAX_STOCK_MOVE, PRODUCT_CATEGORIES, PRODUCT_TEXT_LIMITS, productTextLabels } from './product.labels.js';

export * from './product.labels.js';

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

