import { z } from 'zod';
import { defineEvent, EventCatalogue, type EventOf } from '../shared/event.js';
import { invoiceCustomerForm, invoiceIssuer, invoiceLine, INVOICE_KINDS, INVOICE_SOURCES } from './invoice.rules.js';
import { billingRecordSchema } from './verifactu.js';
import { counterSaleRecord } from './counter-sale.js';

const totals = z.object({ baseCents: z.number().int(), taxCents: z.number().int(), totalCents: z.number().int() });

/**
 * The shop's billing log is one stream (`billing-1`): every invoice and every annulment, in the
 * order they were issued, each with its VERI*FACTU record chained to the one before. One stream
 * makes the numbers gap-free and the chain a single line without any lock but the append's own.
 */
const invoiceEventDefinitions = [
  defineEvent(
    'InvoiceIssued',
    z.object({
      /** The invoice's id in the shop (1, 2, 3…), what the screens and links use. */
      invoiceId: z.number().int().positive(),
      number: z.string(),
      kind: z.enum(INVOICE_KINDS),
      /** `YYYY-MM-DD` (Madrid) and the instant. */
      issueDate: z.string(),
      issuedAt: z.string(),
      source: z.object({ kind: z.enum(INVOICE_SOURCES), id: z.number().int().positive().nullable() }),
      issuer: invoiceIssuer,
      customer: invoiceCustomerForm,
      lines: z.array(invoiceLine),
      totals,
      /** A rectifying invoice: the one it corrects, and why. */
      rectifies: z.object({ invoiceId: z.number().int().positive(), number: z.string(), issueDate: z.string(), reason: z.string() }).nullable(),
      /** The screen's id for this attempt: the same request twice issues once. */
      requestId: z.string(),
      record: billingRecordSchema,
      /**
       * A counter sale: the money taken with the invoice (one append: the ledger and the cash close
       * read it here) and the units that leave the catalogue. Null for a repair's or an order's
       * invoice, whose money their own records took.
       */
      sale: counterSaleRecord.nullable().default(null),
    }),
    'Factura emitida',
  ),
  defineEvent(
    'InvoiceAnnulled',
    z.object({ invoiceId: z.number().int().positive(), number: z.string(), reason: z.string(), annulledAt: z.string(), record: billingRecordSchema }),
    'Factura anulada',
  ),
] as const;

export type InvoiceEvent = EventOf<typeof invoiceEventDefinitions>;
export const invoiceEvents = new EventCatalogue<InvoiceEvent>(invoiceEventDefinitions);
