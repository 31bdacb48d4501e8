import { z } from 'zod';
import { formatEuros } from '../shared/money.js';
import { multiLineText, oneLineText } from '../shared/text.js';
import { isValidTaxId, normalizeTaxId } from '../shop/tax-id.js';

/**
 * Invoices (issue 18): a simplified invoice (the ticket, series T), a full one when the customer
 * gives a NIF and address (series F), and rectifying ones that correct an earlier invoice by
 * differences (series R). Numbers run per series and year without gaps (`F2027-000001`), and no
 * invoice is ever deleted: a wrong one is rectified, one issued by mistake is annulled, both by a
 * new record. Prices include IVA as the shop shows them; each line's base and tax are worked out
 * from its total, so that base + tax is exactly what the customer paid.
 */

export const INVOICE_KINDS = ['simplified', 'full', 'rectifying'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const invoiceKindLabels: Record<InvoiceKind, string> = {
  simplified: 'Factura simplificada',
  full: 'Factura',
  rectifying: 'Factura rectificativa',
};

/** The letter each kind's numbers start with. */
export const INVOICE_SERIES: Record<InvoiceKind, 'T' | 'F' | 'R'> = { simplified: 'T', full: 'F', rectifying: 'R' };

/** Where an invoice comes from: a collected repair, a delivered order, or a sale at the counter. */
export const INVOICE_SOURCES = ['repair', 'order', 'counter'] as const;
export type InvoiceSourceKind = (typeof INVOICE_SOURCES)[number];
export const invoiceSourceLabels: Record<InvoiceSourceKind, string> = { repair: 'Reparación', order: 'Pedido', counter: 'Venta en mostrador' };

/** The general rate of IVA, the only one the shop's goods and services carry. */
export const STANDARD_VAT_PERCENT = 21;

/** A simplified invoice may not exceed this (RD 1619/2012, art. 4.1: retail sales and repairs). */
export const SIMPLIFIED_LIMIT_CENTS = 300_000;
/** A line's and an invoice's bound: far above a shop's sale, far below an overflow. */
const MAX_LINE_CENTS = 10_000_000;

export const invoiceMessages = {
  formHasErrors: 'Revisa la factura',
  linesRequired: 'La factura necesita al menos una línea',
  tooManyLines: 'Una factura admite como mucho 50 líneas',
  descriptionRequired: 'Describe lo que se factura',
  quantityInvalid: 'La cantidad debe ser un número entero entre 1 y 999',
  priceInvalid: 'Indica un precio mayor que 0,00 €',
  priceTooLarge: `El precio no puede superar ${formatEuros(MAX_LINE_CENTS)}`,
  kindInvalid: 'Elige factura simplificada o completa',
  customerNameRequired: 'Indica el nombre o la razón social del cliente',
  taxIdRequired: 'Una factura completa necesita el NIF del cliente',
  taxIdInvalid: 'El NIF no es válido: revisa sus letras y números',
  addressRequired: 'Una factura completa necesita la dirección del cliente',
  simplifiedTooLarge: `Una factura simplificada no puede superar ${formatEuros(SIMPLIFIED_LIMIT_CENTS)}: emite una factura completa con el NIF y la dirección del cliente`,
  totalNotPositive: 'El total de la factura debe ser mayor que 0,00 €',
  counterIsASale:
    'Una venta en mostrador se registra como venta («Venta en mostrador», POST /api/invoices/counter-sales): cobra el importe y saca las unidades del stock con su factura',
  alreadyInvoiced: (number: string) => `Este trabajo ya tiene la factura ${number}: corrígela con una rectificativa`,
  notFound: 'Factura no encontrada',
  reasonRequired: 'Indica el motivo',
  reasonTooLong: 'El motivo no puede superar 500 caracteres',
  alreadyAnnulled: (number: string) => `La factura ${number} ya está anulada`,
  alreadyRectified: (number: string, by: string) => `La factura ${number} ya se rectificó con la ${by}: rectifica esa si hace falta`,
  rectifyingNotRectifiable: 'Una factura rectificativa no se rectifica: emite otra rectificativa de la factura original',
  rectificationChangesNothing: 'La rectificativa no cambia nada: las líneas corregidas suman lo mismo que la factura original',
  identityMissing: 'Faltan los datos fiscales del taller (razón social, NIF y dirección en «Ajustes del taller»): sin ellos no se puede emitir una factura',
  requestRepeated: 'Esta factura ya se emitió',
} as const;

/** A line as the form gives it: what, how many, and the unit price with IVA. */
export const invoiceLineForm = z.object({
  description: oneLineText({ label: 'Concepto', max: 200, error: invoiceMessages.descriptionRequired }).min(1, invoiceMessages.descriptionRequired),
  quantity: z.number({ error: invoiceMessages.quantityInvalid }).int(invoiceMessages.quantityInvalid).min(1, invoiceMessages.quantityInvalid).max(999, invoiceMessages.quantityInvalid),
  unitPriceCents: z
    .number({ error: invoiceMessages.priceInvalid })
    .int(invoiceMessages.priceInvalid)
    .positive(invoiceMessages.priceInvalid)
    .max(MAX_LINE_CENTS, invoiceMessages.priceTooLarge),
});
export type InvoiceLineForm = z.infer<typeof invoiceLineForm>;

export const invoiceLinesForm = z.array(invoiceLineForm, { error: invoiceMessages.linesRequired }).min(1, invoiceMessages.linesRequired).max(50, invoiceMessages.tooManyLines);

/** The customer of a full invoice; a simplified one may carry a name only. */
export const invoiceCustomerForm = z.object({
  name: oneLineText({ label: 'Nombre o razón social', max: 120, error: invoiceMessages.customerNameRequired }).default(''),
  taxId: oneLineText({ label: 'NIF', max: 20, error: invoiceMessages.taxIdInvalid }).default(''),
  address: multiLineText({ label: 'Dirección', max: 300, error: invoiceMessages.addressRequired }).default(''),
});
export type InvoiceCustomer = z.infer<typeof invoiceCustomerForm>;

/** What the shop must print on every invoice about itself. */
export const invoiceIssuer = z.object({ legalName: z.string(), taxId: z.string(), address: z.string(), tradeName: z.string() });
export type InvoiceIssuer = z.infer<typeof invoiceIssuer>;

/** A line as issued, with its share of base and tax (a rectifying line may be negative). */
export const invoiceLine = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  taxRatePercent: z.number(),
  totalCents: z.number().int(),
  baseCents: z.number().int(),
  taxCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

export interface InvoiceTotals {
  baseCents: number;
  taxCents: number;
  totalCents: number;
}

/** A price with IVA split into base and tax: the base rounded to the cent, the tax what is left. */
export function splitVat(totalCents: number, ratePercent = STANDARD_VAT_PERCENT): { baseCents: number; taxCents: number } {
  const baseCents = Math.round((totalCents * 100) / (100 + ratePercent));
  return { baseCents, taxCents: totalCents - baseCents };
}

export function issuedLine(line: InvoiceLineForm, sign: 1 | -1 = 1): InvoiceLine {
  const totalCents = sign * line.quantity * line.unitPriceCents;
  return { description: line.description, quantity: sign * line.quantity, unitPriceCents: line.unitPriceCents, taxRatePercent: STANDARD_VAT_PERCENT, totalCents, ...splitVat(totalCents) };
}

export function totalsOf(lines: readonly InvoiceLine[]): InvoiceTotals {
  return lines.reduce((sum, line) => ({ baseCents: sum.baseCents + line.baseCents, taxCents: sum.taxCents + line.taxCents, totalCents: sum.totalCents + line.totalCents }), {
    baseCents: 0,
    taxCents: 0,
    totalCents: 0,
  });
}

/** IVA per rate, as the invoice and the billing record break it down. */
export function breakdownOf(lines: readonly InvoiceLine[]): { taxRatePercent: number; baseCents: number; taxCents: number }[] {
  const byRate = new Map<number, { taxRatePercent: number; baseCents: number; taxCents: number }>();
  for (const line of lines) {
    const entry = byRate.get(line.taxRatePercent) ?? { taxRatePercent: line.taxRatePercent, baseCents: 0, taxCents: 0 };
    entry.baseCents += line.baseCents;
    entry.taxCents += line.taxCents;
    byRate.set(line.taxRatePercent, entry);
  }
  return [...byRate.values()];
}

/** `F`, 2027, 1 → `F2027-000001`. */
export const invoiceNumber = (series: string, year: string, sequence: number): string => `${series}${year}-${String(sequence).padStart(6, '0')}`;

/** The customer's NIF checked and written as the law writes it, or the form's error. */
export function checkedTaxId(value: string): string | null {
  const normalized = normalizeTaxId(value);
  return normalized === '' ? null : isValidTaxId(normalized) ? normalized : null;
}
