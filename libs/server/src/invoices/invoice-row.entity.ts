import { EntitySchema } from '@mikro-orm/core';
import type { BillingRecord, CounterSaleRecord, InvoiceCustomer, InvoiceIssuer, InvoiceKind, InvoiceLine, InvoiceSourceKind } from '@taller/domain';

/** An invoice as the lists, the printed invoice and the API show it. */
export class InvoiceRow {
  id!: number;
  number!: string;
  kind!: InvoiceKind;
  issueDate!: string;
  issuedAt!: Date;
  sourceKind!: InvoiceSourceKind;
  sourceId!: number | null;
  issuer!: InvoiceIssuer;
  customer!: InvoiceCustomer;
  /** The customer's name, for the list and its search. */
  customerName!: string;
  lines!: InvoiceLine[];
  baseCents!: number;
  taxCents!: number;
  totalCents!: number;
  /** A rectifying invoice: the one it corrects and why. */
  rectifiesId!: number | null;
  rectifiesNumber!: string | null;
  reason!: string | null;
  /** The rectifying invoice that corrected this one. */
  rectifiedBy!: string | null;
  annulledAt!: Date | null;
  annulReason!: string | null;
  /** The screen's id of the request that issued it (the same request twice issues once). */
  requestId!: string;
  /** Its VERI*FACTU record as issued. */
  record!: BillingRecord;
  /** A counter sale's (or its return's) money and units, as its event carries them; null otherwise. */
  sale!: CounterSaleRecord | null;
  /** The Madrid day of `issuedAt` and the email it was sent to, if any: filled by other paths later. */
  createdAt!: Date;
}

export const InvoiceRowSchema = new EntitySchema<InvoiceRow>({
  class: InvoiceRow,
  tableName: 'invoice_rows',
  indexes: [{ properties: ['sourceKind', 'sourceId'] }, { properties: ['issueDate', 'id'] }, { properties: ['number'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: false },
    number: { type: 'string', length: 20 },
    kind: { type: 'string', length: 12 },
    issueDate: { type: 'string', length: 10 },
    issuedAt: { type: 'datetime' },
    sourceKind: { type: 'string', length: 10 },
    sourceId: { type: 'integer', nullable: true },
    issuer: { type: 'json' },
    customer: { type: 'json' },
    customerName: { type: 'string', length: 200 },
    lines: { type: 'json' },
    baseCents: { type: 'integer' },
    taxCents: { type: 'integer' },
    totalCents: { type: 'integer' },
    rectifiesId: { type: 'integer', nullable: true },
    rectifiesNumber: { type: 'string', length: 20, nullable: true },
    reason: { type: 'text', nullable: true },
    rectifiedBy: { type: 'string', length: 20, nullable: true },
    annulledAt: { type: 'datetime', nullable: true },
    annulReason: { type: 'text', nullable: true },
    requestId: { type: 'string', length: 64 },
    record: { type: 'json' },
    sale: { type: 'json', nullable: true },
    createdAt: { type: 'datetime' },
  },
});
