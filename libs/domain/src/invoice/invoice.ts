import { z } from 'zod';
import { assertNever, type Decider } from '../shared/decider.js';
import { madridDay } from '../shared/dates.js';
import { NotFound, RuleBroken, ValidationFailed } from '../shared/errors.js';
import { validate } from '../shared/validation.js';
import { multiLineText } from '../shared/text.js';
import type { InvoiceEvent } from './invoice.events.js';
import {
  breakdownOf,
  checkedTaxId,
  INVOICE_SERIES,
  invoiceCustomerForm,
  invoiceLinesForm,
  invoiceMessages as m,
  invoiceNumber,
  issuedLine,
  SIMPLIFIED_LIMIT_CENTS,
  totalsOf,
  type InvoiceCustomer,
  type InvoiceIssuer,
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceSourceKind,
} from './invoice.rules.js';
import { counterReturnForm, counterSaleMessages, counterSaleOf, productsByLine, type CounterProduct, type CounterSaleRecord } from './counter-sale.js';
import { PAYMENT_METHODS, type MovementBy } from '../shared/payment.js';
import { madridOffsetTimestamp, type AltaRecord, type BillingRecord, type ChainLink, type UnhashedBillingRecord, type VerifactuInvoiceType } from './verifactu.js';

/** How many of the latest invoices the state remembers: what a decision made on a read model a moment old may have missed. */
const RECENT = 100;

interface RecentInvoice {
  invoiceId: number;
  number: string;
  /** `repair:12`, or null for a counter sale. */
  source: string | null;
  requestId: string;
  annulled: boolean;
  rectifiedBy: string | null;
}

/**
 * The billing log as its decider needs it: where the chain ends, the last number of each series
 * and year, and the latest invoices (older ones come as facts read by the server).
 */
export interface BillingLog {
  last: ChainLink | null;
  lastInvoiceId: number;
  sequences: Readonly<Record<string, number>>;
  recent: readonly RecentInvoice[];
}

export const initialBillingLog: BillingLog = { last: null, lastInvoiceId: 0, sequences: {}, recent: [] };

const sourceKey = (source: { kind: InvoiceSourceKind; id: number | null }) => (source.id === null ? null : `${source.kind}:${source.id}`);
const remember = (recent: readonly RecentInvoice[], entry: RecentInvoice) => [...recent.slice(-(RECENT - 1)), entry];
const linkOf = (record: BillingRecord): ChainLink => ({ invoiceNumber: record.invoiceNumber, issueDate: record.issueDate, hash: record.hash });

export function evolveBillingLog(state: BillingLog, event: InvoiceEvent): BillingLog {
  switch (event.type) {
    case 'InvoiceIssued': {
      const { invoiceId, number, source, requestId, rectifies, record } = event.data;
      const key = number.slice(0, 5); // `F2027`
      const recent = rectifies
        ? state.recent.map((entry) => (entry.invoiceId === rectifies.invoiceId ? { ...entry, rectifiedBy: number } : entry))
        : state.recent;
      return {
        last: linkOf(record),
        lastInvoiceId: Math.max(state.lastInvoiceId, invoiceId),
        sequences: { ...state.sequences, [key]: Number(number.slice(6)) },
        recent: remember(recent, { invoiceId, number, source: rectifies ? null : sourceKey(source), requestId, annulled: false, rectifiedBy: null }),
      };
    }
    case 'InvoiceAnnulled':
      return {
        ...state,
        last: linkOf(event.data.record),
        recent: state.recent.map((entry) => (entry.invoiceId === event.data.invoiceId ? { ...entry, annulled: true } : entry)),
      };
    default:
      return assertNever(event);
  }
}

/** An issued invoice as the server reads it from the invoices' read model. */
export interface InvoiceFacts {
  invoiceId: number;
  number: string;
  kind: InvoiceKind;
  issueDate: string;
  lines: readonly InvoiceLine[];
  customer: InvoiceCustomer;
  /** What it invoiced: a rectifying invoice corrects the same work. */
  source: { kind: InvoiceSourceKind; id: number | null };
  annulled: boolean;
  /** The number of the rectifying invoice that corrected it, if any. */
  rectifiedBy: string | null;
  /** A counter sale's money and units (invoice/counter-sale.ts); null otherwise. */
  sale?: CounterSaleRecord | null;
}

interface Sealing {
  now: Date;
  /** SHA-256 of huellaInput, in upper-case hex (the server's crypto: the domain has none). */
  fingerprint: (record: UnhashedBillingRecord) => string;
  issuer: InvoiceIssuer;
  requestId: string;
}

export type InvoiceCommand =
  | ({
      type: 'IssueInvoice';
      /** 'simplified' or 'full', as sent. */
      kind: unknown;
      /** The lines: built by the server from a repair or an order, or the counter sale's form. */
      lines: unknown;
      customer: unknown;
      source: { kind: InvoiceSourceKind; id: number | null };
      /** The source's current invoice in the read model (not annulled), if it has one. */
      sourceInvoice: { number: string } | null;
    } & Sealing)
  | ({
      type: 'SellAtCounter';
      /** 'simplified' or 'full', as sent. */
      kind: unknown;
      customer: unknown;
      /** `{ lines: [{ productId, quantity } | { description, quantity, unitPriceCents }], method, stockOverride? }`, as sent. */
      form: unknown;
      /** Each product the form names, read from its stream just before (null: not in the catalogue). */
      products: Readonly<Record<number, CounterProduct | null>>;
      by: MovementBy;
    } & Sealing)
  /**
   * The customer returns what a counter sale sold: a rectifying invoice by differences (the lines
   * returned, negative) that gives the money back in the same event and names the units that go
   * back to stock. `form`: `{ lines: [{ line, quantity }], method, reason }`.
   */
  | ({ type: 'ReturnCounterSale'; target: InvoiceFacts | null; form: unknown; by: MovementBy } & Sealing)
  /**
   * A rectifying invoice by differences. On a counter sale, whose money was taken at the
   * counter, `method` says how the difference is paid back (or charged) there and then.
   */
  | ({ type: 'RectifyInvoice'; target: InvoiceFacts | null; lines: unknown; reason: unknown; method?: unknown; by: MovementBy } & Sealing)
  | ({ type: 'AnnulInvoice'; target: InvoiceFacts | null; reason: unknown } & Sealing);

export const reasonForm = z.object({ reason: multiLineText({ label: 'Motivo', max: 500, error: m.reasonRequired, tooLong: m.reasonTooLong }).min(1, m.reasonRequired) });

function requireIssuer(issuer: InvoiceIssuer): void {
  if (!issuer.legalName.trim() || !issuer.taxId.trim() || !issuer.address.trim()) throw new RuleBroken(m.identityMissing);
}

/** The customer of an invoice of `kind`: a full one needs a valid NIF, a name and an address. */
function customerOf(kind: InvoiceKind, form: unknown): InvoiceCustomer {
  const customer = validate(invoiceCustomerForm, form ?? {}, m.formHasErrors);
  if (kind !== 'full') return { ...customer, taxId: customer.taxId === '' ? '' : (checkedTaxId(customer.taxId) ?? customer.taxId) };
  const errors: Record<string, string> = {};
  if (customer.name === '') errors['customer.name'] = m.customerNameRequired;
  const taxId = checkedTaxId(customer.taxId);
  if (customer.taxId === '') errors['customer.taxId'] = m.taxIdRequired;
  else if (taxId === null) errors['customer.taxId'] = m.taxIdInvalid;
  if (customer.address === '') errors['customer.address'] = m.addressRequired;
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors, m.formHasErrors);
  return { ...customer, taxId: taxId! };
}

function verifactuType(kind: InvoiceKind, rectified: InvoiceKind | null): VerifactuInvoiceType {
  if (kind === 'simplified') return 'F2';
  if (kind === 'full') return 'F1';
  return rectified === 'simplified' ? 'R5' : 'R1';
}

/** The record of an invoice, chained to the last one of the log and fingerprinted. */
function altaRecord(
  state: BillingLog,
  sealing: Sealing,
  invoice: { number: string; issueDate: string; kind: InvoiceKind; customer: InvoiceCustomer; lines: readonly InvoiceLine[]; rectifies: InvoiceFacts | null },
): AltaRecord {
  const totals = totalsOf(invoice.lines);
  const invoiceType = verifactuType(invoice.kind, invoice.rectifies?.kind ?? null);
  const withRecipient = invoiceType === 'F1' || invoiceType === 'R1';
  const description = invoice.lines.map((line) => line.description).join('; ').slice(0, 500);
  const unhashed: Omit<AltaRecord, 'hash'> = {
    kind: 'alta',
    issuerTaxId: sealing.issuer.taxId,
    issuerName: sealing.issuer.legalName.slice(0, 120),
    invoiceNumber: invoice.number,
    issueDate: invoice.issueDate,
    invoiceType,
    ...(invoice.rectifies ? { rectification: { type: 'I' as const, invoices: [{ number: invoice.rectifies.number, issueDate: invoice.rectifies.issueDate }] } } : {}),
    ...(withRecipient ? { recipient: { taxId: invoice.customer.taxId, name: invoice.customer.name.slice(0, 120) } } : {}),
    description,
    breakdown: breakdownOf(invoice.lines),
    totalTaxCents: totals.taxCents,
    totalAmountCents: totals.totalCents,
    previous: state.last,
    generatedAt: madridOffsetTimestamp(sealing.now),
  };
  return { ...unhashed, hash: sealing.fingerprint(unhashed) };
}

/** The next number of a series in the year of `issueDate`. */
function nextNumber(state: BillingLog, kind: InvoiceKind, issueDate: string): string {
  const series = INVOICE_SERIES[kind];
  const year = issueDate.slice(0, 4);
  return invoiceNumber(series, year, (state.sequences[`${series}${year}`] ?? 0) + 1);
}

function issued(
  state: BillingLog,
  sealing: Sealing,
  kind: InvoiceKind,
  customer: InvoiceCustomer,
  lines: InvoiceLine[],
  source: { kind: InvoiceSourceKind; id: number | null },
  rectifies: (InvoiceFacts & { reason: string }) | null,
  sale: ((number: string, totalCents: number) => CounterSaleRecord) | null = null,
): InvoiceEvent {
  const issueDate = madridDay(sealing.now);
  const number = nextNumber(state, kind, issueDate);
  return {
    type: 'InvoiceIssued',
    data: {
      invoiceId: state.lastInvoiceId + 1,
      number,
      kind,
      issueDate,
      issuedAt: sealing.now.toISOString(),
      source,
      issuer: sealing.issuer,
      customer,
      lines,
      totals: totalsOf(lines),
      rectifies: rectifies && { invoiceId: rectifies.invoiceId, number: rectifies.number, issueDate: rectifies.issueDate, reason: rectifies.reason },
      requestId: sealing.requestId,
      record: altaRecord(state, sealing, { number, issueDate, kind, customer, lines, rectifies }),
      sale: sale && sale(number, totalsOf(lines).totalCents),
    },
  };
}

function issueInvoice(command: Extract<InvoiceCommand, { type: 'IssueInvoice' }>, state: BillingLog): InvoiceEvent[] {
  if (state.recent.some((entry) => entry.requestId === command.requestId)) return [];
  // An invoice for the counter without its money and units would leave Caja and the stock
  // short of what it says was sold: a counter sale is issued only as one (sellAtCounter).
  if (command.source.kind === 'counter') throw new ValidationFailed({ source: m.counterIsASale }, m.counterIsASale);
  requireIssuer(command.issuer);
  const { kind } = validate(z.object({ kind: z.enum(['simplified', 'full'], { error: m.kindInvalid }) }), { kind: command.kind }, m.kindInvalid);
  const key = sourceKey(command.source);
  const invoiced = command.sourceInvoice ?? state.recent.find((entry) => key !== null && entry.source === key && !entry.annulled) ?? null;
  if (key !== null && invoiced) throw new RuleBroken(m.alreadyInvoiced(invoiced.number));
  const lines = validate(invoiceLinesForm, command.lines, m.formHasErrors).map((line) => issuedLine(line));
  const customer = customerOf(kind, command.customer);
  const { totalCents } = totalsOf(lines);
  if (kind === 'simplified' && totalCents > SIMPLIFIED_LIMIT_CENTS) throw new RuleBroken(m.simplifiedTooLarge);
  return [issued(state, command, kind, customer, lines, command.source, null)];
}

/**
 * A counter sale: the invoice with the money taken in the same event, its product lines priced
 * from the catalogue and refused, naming the product, beyond the units free (unless the form
 * says why they are sold anyway). A retried request records nothing the second time.
 */
function sellAtCounter(command: Extract<InvoiceCommand, { type: 'SellAtCounter' }>, state: BillingLog): InvoiceEvent[] {
  if (state.recent.some((entry) => entry.requestId === command.requestId)) return [];
  requireIssuer(command.issuer);
  const { kind } = validate(z.object({ kind: z.enum(['simplified', 'full'], { error: m.kindInvalid }) }), { kind: command.kind }, m.kindInvalid);
  const sold = counterSaleOf(command.form, command.products, { requestId: command.requestId, now: command.now, by: command.by });
  const customer = customerOf(kind, command.customer);
  const lines = validate(invoiceLinesForm, sold.lines, m.formHasErrors).map((line) => issuedLine(line));
  if (kind === 'simplified' && totalsOf(lines).totalCents > SIMPLIFIED_LIMIT_CENTS) throw new RuleBroken(m.simplifiedTooLarge);
  const { items, stockOverride } = sold.sale;
  return [issued(state, command, kind, customer, lines, { kind: 'counter', id: null }, null, (number, totalCents) => ({ payment: sold.movement(totalCents, number), items, stockOverride }))];
}

function returnCounterSale(command: Extract<InvoiceCommand, { type: 'ReturnCounterSale' }>, state: BillingLog): InvoiceEvent[] {
  if (state.recent.some((entry) => entry.requestId === command.requestId)) return [];
  requireIssuer(command.issuer);
  const target = requireTarget(command.target, state);
  if (!target.sale || target.kind === 'rectifying') throw new RuleBroken(counterSaleMessages.notACounterSale);
  if (target.rectifiedBy !== null) throw new RuleBroken(m.alreadyRectified(target.number, target.rectifiedBy));
  const form = validate(counterReturnForm, command.form ?? {}, counterSaleMessages.returnLinesRequired);
  const productOf = productsByLine(target.lines, target.sale.items);
  const returned = new Map<number, number>();
  for (const { line, quantity } of form.lines) {
    const sold = target.lines[line];
    if (!sold) throw new ValidationFailed({ [`lines.${line}.line`]: counterSaleMessages.returnLineInvalid }, counterSaleMessages.returnLineInvalid);
    const total = (returned.get(line) ?? 0) + quantity;
    if (total > sold.quantity) throw new RuleBroken(counterSaleMessages.returnTooMany(sold.description, sold.quantity));
    returned.set(line, total);
  }
  const entries = [...returned].sort(([a], [b]) => a - b);
  const lines = entries.map(([line, quantity]) => issuedLine({ description: target.lines[line]!.description, quantity, unitPriceCents: target.lines[line]!.unitPriceCents }, -1));
  const items = entries.flatMap(([line, quantity]) => (productOf[line] ? [{ productId: productOf[line]!, quantity, name: target.lines[line]!.description }] : []));
  const sale = (number: string, totalCents: number): CounterSaleRecord => ({
    payment: { movementId: command.requestId, amountCents: -totalCents, method: form.method, note: `${number}: ${form.reason}`.slice(0, 200), at: command.now.toISOString(), day: madridDay(command.now), by: command.by },
    items,
    stockOverride: '',
  });
  return [issued(state, command, 'rectifying', target.customer, lines, target.source, { ...target, reason: form.reason }, sale)];
}

/** The target as it is now: the read model's facts, with what the latest events say on top. */
function requireTarget(target: InvoiceFacts | null, state: BillingLog): InvoiceFacts {
  if (target === null) throw new NotFound(m.notFound);
  const recent = state.recent.find((entry) => entry.invoiceId === target.invoiceId);
  const now = recent ? { ...target, annulled: target.annulled || recent.annulled, rectifiedBy: target.rectifiedBy ?? recent.rectifiedBy } : target;
  if (now.annulled) throw new RuleBroken(m.alreadyAnnulled(now.number));
  return now;
}

/**
 * A rectifying invoice by differences: the original's lines taken back, the right ones given,
 * so its total is what changes (negative when the customer is owed money back).
 */
function rectifyInvoice(command: Extract<InvoiceCommand, { type: 'RectifyInvoice' }>, state: BillingLog): InvoiceEvent[] {
  if (state.recent.some((entry) => entry.requestId === command.requestId)) return [];
  requireIssuer(command.issuer);
  const target = requireTarget(command.target, state);
  if (target.kind === 'rectifying') throw new RuleBroken(m.rectifyingNotRectifiable);
  if (target.rectifiedBy !== null) throw new RuleBroken(m.alreadyRectified(target.number, target.rectifiedBy));
  const { reason } = validate(reasonForm, { reason: command.reason }, m.reasonRequired);
  const corrected = validate(invoiceLinesForm, command.lines, m.formHasErrors).map((line) => issuedLine(line));
  const reversed = target.lines.map((line) => issuedLine({ description: line.description, quantity: line.quantity, unitPriceCents: line.unitPriceCents }, -1));
  const lines = [...reversed, ...corrected];
  if (totalsOf(corrected).totalCents === totalsOf(target.lines).totalCents && JSON.stringify(corrected) === JSON.stringify(target.lines)) {
    throw new RuleBroken(m.rectificationChangesNothing);
  }
  return [issued(state, command, 'rectifying', target.customer, lines, target.source, { ...target, reason }, target.sale ? counterDifference(command, target, target.sale, corrected, totalsOf(lines).totalCents, reason) : null)];
}

/**
 * A counter sale corrected: its money was taken at the counter, so the difference is paid back
 * (or charged) there too, in the same event, by the method the clerk says; Caja counts it. Its
 * units do not move: a product line keeps its units (a return puts them back in stock).
 */
function counterDifference(
  command: Extract<InvoiceCommand, { type: 'RectifyInvoice' }>,
  target: InvoiceFacts,
  sale: CounterSaleRecord,
  corrected: InvoiceLine[],
  differenceCents: number,
  reason: string,
): ((number: string, totalCents: number) => CounterSaleRecord) | null {
  const productOf = productsByLine(target.lines, sale.items);
  target.lines.forEach((line, index) => {
    if (productOf[index] !== null && !corrected.some((each) => each.description === line.description && each.quantity === line.quantity)) {
      throw new RuleBroken(counterSaleMessages.rectifyKeepsUnits(line.description));
    }
  });
  // Only the wording changed: no money moves.
  if (differenceCents === 0) return null;
  const { method } = validate(z.object({ method: z.enum(PAYMENT_METHODS, { error: counterSaleMessages.rectifyMethodRequired }) }), { method: command.method }, counterSaleMessages.rectifyMethodRequired);
  return (number, totalCents) => ({
    payment: { movementId: command.requestId, amountCents: Math.abs(totalCents), method, note: `${number}: ${reason}`.slice(0, 200), at: command.now.toISOString(), day: madridDay(command.now), by: command.by },
    items: [],
    stockOverride: '',
  });
}

/** An invoice issued by mistake is annulled by a record of its own; the invoice stays, marked. */
function annulInvoice(command: Extract<InvoiceCommand, { type: 'AnnulInvoice' }>, state: BillingLog): InvoiceEvent[] {
  requireIssuer(command.issuer);
  const target = requireTarget(command.target, state);
  // Its money is in a day's cash and its units left the stock: an annulment would leave both
  // counted for a sale that, on paper, never was. A return undoes all three together.
  if (target.sale) throw new RuleBroken(counterSaleMessages.notAnnullable(target.number));
  const { reason } = validate(reasonForm, { reason: command.reason }, m.reasonRequired);
  const unhashed = {
    kind: 'anulacion' as const,
    issuerTaxId: command.issuer.taxId,
    invoiceNumber: target.number,
    issueDate: target.issueDate,
    previous: state.last,
    generatedAt: madridOffsetTimestamp(command.now),
  };
  const record = { ...unhashed, hash: command.fingerprint(unhashed) };
  return [{ type: 'InvoiceAnnulled', data: { invoiceId: target.invoiceId, number: target.number, reason, annulledAt: command.now.toISOString(), record } }];
}

export function decideBillingLog(command: InvoiceCommand, state: BillingLog): InvoiceEvent[] {
  switch (command.type) {
    case 'IssueInvoice':
      return issueInvoice(command, state);
    case 'SellAtCounter':
      return sellAtCounter(command, state);
    case 'ReturnCounterSale':
      return returnCounterSale(command, state);
    case 'RectifyInvoice':
      return rectifyInvoice(command, state);
    case 'AnnulInvoice':
      return annulInvoice(command, state);
    default:
      return assertNever(command);
  }
}

export const billingLogDecider: Decider<InvoiceCommand, InvoiceEvent, BillingLog> = {
  initialState: initialBillingLog,
  evolve: evolveBillingLog,
  decide: decideBillingLog,
};
