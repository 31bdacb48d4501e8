import { invoiceLineForm, splitVat, type InvoiceLine, type InvoiceLineForm } from '@taller/domain';
import { centsToTypedEuros, typedEurosToCents } from '../repairs/payments/movementForm';

/**
 * The lines as the forms hold them while typed ('Venta en mostrador', 'Rectificar'): the
 * quantity and the price as text (euros with a comma), read into the domain's line form and
 * checked with its own schema, so the form says what the server would, in its words.
 */
export interface TypedLine {
  description: string;
  quantity: string;
  unitPrice: string;
  /** A counter sale's line of a catalogue product: its name and price are the catalogue's, its units leave stock. */
  productId?: number;
  /** The product's units free to sell when it was picked. */
  available?: number;
}

export type LineErrors = Partial<Record<'description' | 'quantity' | 'unitPriceCents', string>>;

export const emptyLine = (): TypedLine => ({ description: '', quantity: '1', unitPrice: '' });

/** An issued line back into the form, as it was sold (a rectifying invoice's negative lines are not offered). */
export const typedLineOf = (line: Pick<InvoiceLine, 'description' | 'quantity' | 'unitPriceCents'>): TypedLine => ({
  description: line.description,
  quantity: String(Math.abs(line.quantity)),
  unitPrice: centsToTypedEuros(line.unitPriceCents),
});

const typedQuantity = (text: string): number | null => (/^\s*\d{1,3}\s*$/.test(text) ? Number(text) : null);

/** One typed line read, or what is wrong with it (messages or i18n keys). */
export function readLine(typed: TypedLine): { line: InvoiceLineForm | null; errors: LineErrors } {
  const quantity = typedQuantity(typed.quantity);
  const unitPriceCents = typedEurosToCents(typed.unitPrice);
  const errors: LineErrors = {};
  if (quantity === null) errors.quantity = 'invoices.form.quantity_unreadable';
  if (unitPriceCents === null) errors.unitPriceCents = 'invoices.form.amount_unreadable';
  const parsed = invoiceLineForm.safeParse({ description: typed.description.trim(), quantity: quantity ?? 1, unitPriceCents: unitPriceCents ?? 1 });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof LineErrors;
      errors[field] ??= issue.message;
    }
  }
  return Object.keys(errors).length === 0 && parsed.success ? { line: parsed.data, errors } : { line: null, errors };
}

/** Every line read, or each line's errors; `null` lines while any is wrong. */
export function readLines(typed: readonly TypedLine[]): { lines: InvoiceLineForm[] | null; errors: LineErrors[] } {
  const read = typed.map(readLine);
  const lines = read.every((each) => each.line) ? read.map((each) => each.line!) : null;
  return { lines, errors: read.map((each) => each.errors) };
}

/** A counter sale's lines as the server takes them: a product by id and units, a free line whole. */
export function saleLinesOf(typed: readonly TypedLine[], lines: readonly InvoiceLineForm[]): ({ productId: number; quantity: number } | InvoiceLineForm)[] {
  return lines.map((line, index) => {
    const productId = typed[index]?.productId;
    return productId ? { productId, quantity: line.quantity } : line;
  });
}

/** The product lines that ask for more units than the catalogue had free when picked. */
export const shortLines = (typed: readonly TypedLine[]): TypedLine[] =>
  typed.filter((line) => line.productId !== undefined && line.available !== undefined && Number(line.quantity) > line.available);

/** What the typed lines add up to so far (an unreadable line counts as nothing), with its IVA split. */
export function typedTotals(typed: readonly TypedLine[]): { totalCents: number; baseCents: number; taxCents: number } {
  let totalCents = 0;
  let baseCents = 0;
  for (const line of typed) {
    const quantity = typedQuantity(line.quantity);
    const price = typedEurosToCents(line.unitPrice);
    if (quantity === null || price === null) continue;
    const lineTotal = quantity * price;
    totalCents += lineTotal;
    baseCents += splitVat(lineTotal).baseCents;
  }
  return { totalCents, baseCents, taxCents: totalCents - baseCents };
}

/**
 * An id for one opening of a dialog: a retried request issues once. Shared with the payment
 * dialogs (repairs/payments/movementForm.ts).
 */
export { newRequestId } from '../repairs/payments/movementForm';
