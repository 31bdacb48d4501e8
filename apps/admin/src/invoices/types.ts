import type { InvoiceCustomer, InvoiceIssuer, InvoiceKind, InvoiceLine, InvoiceSourceKind, PaymentMethod } from '@taller/domain';

/** An invoice as the API answers it (`GET /api/invoices/:id`; the list's rows have no `qrSvg`). */
export interface Invoice {
  id: number;
  number: string;
  kind: InvoiceKind;
  kindLabel: string;
  /** `YYYY-MM-DD`, Madrid. */
  issueDate: string;
  issuedAt: string;
  source: { kind: InvoiceSourceKind; id: number | null; label: string };
  issuer: InvoiceIssuer;
  customer: InvoiceCustomer;
  lines: InvoiceLine[];
  breakdown: { taxRatePercent: number; baseCents: number; taxCents: number }[];
  baseCents: number;
  taxCents: number;
  totalCents: number;
  rectifies: { id: number; number: string; reason: string } | null;
  /** The number of the rectifying invoice that corrected this one. */
  rectifiedBy: string | null;
  annulled: { at: string; reason: string } | null;
  /** A counter sale's (or its return's) money and units. */
  sale: { method: PaymentMethod; amountCents: number; items: { productId: number; quantity: number; name: string }[]; stockOverride: string } | null;
  verifactu: {
    invoiceType: string | null;
    hash: string;
    generatedAt: string;
    /** AEAT's verification address (its test service in demo mode), the QR's content. */
    url: string | null;
    legend: string;
    shortLegend: string;
    qrHeading: string;
    /** The QR as an SVG, 35 mm with its quiet zone: only in the single invoice's answer. */
    qrSvg?: string;
  };
}

/** What an invoice's state reads as in the list and on its detail. */
export type InvoiceState = { kind: 'issued' } | { kind: 'rectified'; number: string } | { kind: 'annulled' };

export const invoiceState = (invoice: Pick<Invoice, 'annulled' | 'rectifiedBy'>): InvoiceState =>
  invoice.annulled ? { kind: 'annulled' } : invoice.rectifiedBy ? { kind: 'rectified', number: invoice.rectifiedBy } : { kind: 'issued' };
