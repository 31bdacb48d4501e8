import { z } from 'zod';
import { madridDay } from '../shared/dates.js';
import { RuleBroken, ValidationFailed } from '../shared/errors.js';
import { moneyMovement, PAYMENT_METHODS, paymentMessages, type MovementBy } from '../shared/payment.js';
import { oneLineText } from '../shared/text.js';
import { validate } from '../shared/validation.js';
import { invoiceLineForm, invoiceMessages, type InvoiceLineForm } from './invoice.rules.js';

/**
 * A sale at the counter (issue 18): catalogue products and free lines (a service), paid at once
 * by one method, invoiced as a ticket or a full invoice. The sale is ONE fact, the invoice's own
 * event in the billing log (`InvoiceIssued` with `sale`): the invoice and the money taken are one
 * append, so neither exists without the other. The units then leave each product's stock by an
 * event that names the invoice (`StockSoldInStore.invoice`), once per invoice.
 */

export const counterSaleMessages = {
  formHasErrors: 'Revisa la venta',
  productInvalid: 'Elige un producto del catálogo',
  productNotFound: 'Ese producto no está en el catálogo',
  productInactive: (name: string) => `«${name}» no está a la venta`,
  notEnoughStock: (name: string, available: number) =>
    `No hay unidades suficientes de «${name}»: ${available <= 0 ? 'no queda ninguna disponible' : available === 1 ? 'solo queda 1 disponible' : `solo quedan ${available} disponibles`}. ` +
    'Si las tienes en la mano, indica por qué se venden igualmente («Vender aunque el stock no cuadre»)',
  overrideReasonTooLong: 'El motivo no puede superar 200 caracteres',
  overrideReasonInvalid: 'El motivo debe ser un texto',
  sameProductTwice: 'Ese producto ya está en otra línea: suma las unidades en una',
  notACounterSale: 'Solo se devuelve una venta en mostrador cobrada con su factura',
  returnLinesRequired: 'Indica qué se devuelve: al menos una línea y sus unidades',
  returnLineInvalid: 'Esa línea no está en la factura',
  returnTooMany: (description: string, sold: number) => `De «${description}» se vendieron ${sold}: no se pueden devolver más`,
  returnReasonRequired: 'Indica el motivo de la devolución',
  rectifyMethodRequired: 'Indica cómo se devuelve o se cobra la diferencia',
  rectifyKeepsUnits: (description: string) =>
    `Al rectificar no cambian las unidades de «${description}»: para devolverlas al stock, haz una «Devolución»`,
  notAnnullable: (number: string) =>
    `La factura ${number} cobró o devolvió dinero en la caja y movió unidades del stock: no se anula. ` +
    'Para deshacer una venta en mostrador, haz una «Devolución», que devuelve el dinero y las unidades',
} as const;

/** A line as the form sends it: a product of the catalogue (its name and price come from it) or a free line. */
const productLine = z.object({
  productId: z.number({ error: counterSaleMessages.productInvalid }).int(counterSaleMessages.productInvalid).positive(counterSaleMessages.productInvalid),
  quantity: invoiceLineForm.shape.quantity,
});

export const counterSaleForm = z.object({
  lines: z.array(z.unknown(), { error: invoiceMessages.linesRequired }).min(1, invoiceMessages.linesRequired).max(50, invoiceMessages.tooManyLines),
  method: z.enum(PAYMENT_METHODS, { error: paymentMessages.methodInvalid }),
  /** Why units are sold that the catalogue does not have free (the shop has them in hand); blank: refused. */
  stockOverride: oneLineText({ label: 'Motivo', max: 200, error: counterSaleMessages.overrideReasonInvalid, tooLong: counterSaleMessages.overrideReasonTooLong }).default(''),
});

export type CounterLine = { productId: number; quantity: number } | InvoiceLineForm;

/** The form checked: lines (each a product or a free line), method, override reason. Field errors as `lines.0.quantity`. */
export function readCounterSale(form: unknown): { lines: CounterLine[]; method: (typeof PAYMENT_METHODS)[number]; stockOverride: string } {
  const sale = validate(counterSaleForm, form ?? {}, counterSaleMessages.formHasErrors);
  const errors: Record<string, string> = {};
  const lines: CounterLine[] = [];
  const seen = new Set<number>();
  sale.lines.forEach((raw, index) => {
    const isProduct = typeof raw === 'object' && raw !== null && 'productId' in raw && (raw as { productId: unknown }).productId !== null;
    const parsed = (isProduct ? productLine : invoiceLineForm).safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors[['lines', index, ...issue.path].join('.')] ??= issue.message;
      return;
    }
    if ('productId' in parsed.data) {
      if (seen.has(parsed.data.productId)) errors[`lines.${index}.productId`] = counterSaleMessages.sameProductTwice;
      seen.add(parsed.data.productId);
    }
    lines.push(parsed.data);
  });
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors, Object.values(errors)[0]);
  return { lines, method: sale.method, stockOverride: sale.stockOverride.trim() };
}

/** A catalogue product as a sale needs it, read from its stream just before. */
export interface CounterProduct {
  name: string;
  priceCents: number;
  active: boolean;
  /** Units free to sell (in the shop, not held for a reservation). */
  available: number;
}

/** The sale as the invoice's event records it: the money taken, and the units that leave each product. */
export const counterSaleRecord = z.object({
  payment: moneyMovement,
  items: z.array(z.object({ productId: z.number().int().positive(), quantity: z.number().int().positive(), name: z.string() })),
  /** Why units were sold beyond what the catalogue had free; '' when there was stock. */
  stockOverride: z.string(),
});
export type CounterSaleRecord = z.infer<typeof counterSaleRecord>;

/**
 * The invoice's lines and the sale's record from the form and the catalogue: a product's line
 * takes its name and price from the catalogue; more units than are free are refused naming the
 * product, unless the form gives the reason to sell them anyway.
 */
export function counterSaleOf(
  form: unknown,
  products: Readonly<Record<number, CounterProduct | null>>,
  sealing: { requestId: string; now: Date; by: MovementBy },
): { lines: InvoiceLineForm[]; sale: Omit<CounterSaleRecord, 'payment'> & { method: (typeof PAYMENT_METHODS)[number] }; movement: (totalCents: number, note: string) => CounterSaleRecord['payment'] } {
  const read = readCounterSale(form);
  const lines: InvoiceLineForm[] = [];
  const items: CounterSaleRecord['items'] = [];
  read.lines.forEach((line, index) => {
    if (!('productId' in line)) return void lines.push(line);
    const product = products[line.productId];
    if (!product) throw new ValidationFailed({ [`lines.${index}.productId`]: counterSaleMessages.productNotFound }, counterSaleMessages.productNotFound);
    if (!product.active && !read.stockOverride) throw new RuleBroken(counterSaleMessages.productInactive(product.name));
    if (line.quantity > product.available && !read.stockOverride) throw new RuleBroken(counterSaleMessages.notEnoughStock(product.name, product.available));
    lines.push({ description: product.name.slice(0, 200), quantity: line.quantity, unitPriceCents: product.priceCents });
    items.push({ productId: line.productId, quantity: line.quantity, name: product.name });
  });
  const overridden = items.some((item) => item.quantity > products[item.productId]!.available || !products[item.productId]!.active);
  return {
    lines,
    sale: { items, stockOverride: overridden ? read.stockOverride : '', method: read.method },
    movement: (totalCents, note) => ({
      movementId: sealing.requestId,
      amountCents: totalCents,
      method: read.method,
      note,
      at: sealing.now.toISOString(),
      day: madridDay(sealing.now),
      by: sealing.by,
    }),
  };
}

/** A return as the form sends it: which lines of the sale's invoice come back (by position) and how many, the method and why. */
export const counterReturnForm = z.object({
  lines: z
    .array(
      z.object({
        line: z.number({ error: counterSaleMessages.returnLineInvalid }).int(counterSaleMessages.returnLineInvalid).min(0, counterSaleMessages.returnLineInvalid).max(49, counterSaleMessages.returnLineInvalid),
        quantity: invoiceLineForm.shape.quantity,
      }),
      { error: counterSaleMessages.returnLinesRequired },
    )
    .min(1, counterSaleMessages.returnLinesRequired)
    .max(50, counterSaleMessages.returnLinesRequired),
  method: z.enum(PAYMENT_METHODS, { error: paymentMessages.methodInvalid }),
  reason: oneLineText({ label: 'Motivo', max: 200, error: counterSaleMessages.returnReasonRequired, tooLong: counterSaleMessages.overrideReasonTooLong }).min(1, counterSaleMessages.returnReasonRequired),
});

/** Each product line of a sale's invoice, by its position: the sale's items matched in order by name and units. */
export function productsByLine(lines: readonly { description: string; quantity: number }[], items: CounterSaleRecord['items']): (number | null)[] {
  const unused = [...items];
  return lines.map((line) => {
    const at = unused.findIndex((item) => item.name.slice(0, 200) === line.description && item.quantity === line.quantity);
    return at < 0 ? null : unused.splice(at, 1)[0]!.productId;
  });
}
