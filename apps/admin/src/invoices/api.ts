import type { InvoiceCustomer, InvoiceLineForm, InvoiceSourceKind, PaymentMethod } from '@taller/domain';
import type { Identifier } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import type { Invoice } from './types';

/** What 'Emitir factura' and 'Venta en mostrador' send; `requestId` is drawn once per opening. */
export interface IssueInvoiceForm {
  source: { kind: InvoiceSourceKind; id?: number };
  kind: 'simplified' | 'full';
  customer?: InvoiceCustomer;
  /** A counter sale's lines; a repair's and an order's come from the record. */
  lines?: InvoiceLineForm[];
  requestId: string;
}

const post = async (path: string, body: object): Promise<Invoice> => (await httpClient(path, { method: 'POST', body: JSON.stringify(body) })).json as Invoice;

/** `POST /api/invoices` → the invoice issued (201); 409 if the work has one, 400 with the fields otherwise. */
export const issueInvoice = (form: IssueInvoiceForm) => post('/api/invoices', form);

/** What 'Venta en mostrador' sends: products by id (the catalogue prices them) or free lines, and how it is paid. */
export interface CounterSaleForm {
  lines: ({ productId: number; quantity: number } | InvoiceLineForm)[];
  method: PaymentMethod;
  kind: 'simplified' | 'full';
  customer?: InvoiceCustomer;
  /** Why units are sold that the catalogue does not have free. */
  stockOverride?: string;
  requestId: string;
}

/** `POST /api/invoices/counter-sales` → the invoice (201), its money in Caja and its units out of stock; 409 naming a product short of units. */
export const sellAtCounter = (form: CounterSaleForm) => post('/api/invoices/counter-sales', form);

/** `POST /api/invoices/:id/return` → the rectifying invoice that gives the money back and puts the units back in stock. */
export const returnCounterSale = (id: Identifier, form: { lines: { line: number; quantity: number }[]; method: PaymentMethod; reason: string; requestId: string }) =>
  post(`/api/invoices/${encodeURIComponent(String(id))}/return`, form);

/** `POST /api/invoices/:id/rectify` → the rectifying invoice, by differences. */
export const rectifyInvoice = (id: Identifier, form: { lines: InvoiceLineForm[]; reason: string; requestId: string; method?: PaymentMethod }) =>
  post(`/api/invoices/${encodeURIComponent(String(id))}/rectify`, form);

/** `POST /api/invoices/:id/annul` (the Administrador's) → the invoice, marked annulled. */
export const annulInvoice = (id: Identifier, form: { reason: string; requestId: string }) =>
  post(`/api/invoices/${encodeURIComponent(String(id))}/annul`, form);

/** `GET /api/invoices/:id`, with its QR, for the printed invoice. */
export async function fetchInvoice(id: string, signal?: AbortSignal): Promise<Invoice> {
  const { json } = await httpClient(`/api/invoices/${encodeURIComponent(id)}`, { signal, cache: 'no-store' });
  return json as Invoice;
}

/** One e-mail of an invoice, as the outbox knows it: never 'sent' before it left. */
export interface InvoiceEmail {
  id: number;
  to: string;
  createdAt: string;
  state: 'queued' | 'sent' | 'failed';
  sentAt: string | null;
  lastError: string | null;
}

/** `POST /api/invoices/:id/email` → queued in the outbox (202); `to` empty: the client's address. */
export const emailInvoice = async (id: Identifier, to: string): Promise<{ queued: true; to: string }> =>
  (await httpClient(`/api/invoices/${encodeURIComponent(String(id))}/email`, { method: 'POST', body: JSON.stringify(to ? { to } : {}) })).json as { queued: true; to: string };

/** `GET /api/invoices/:id/emails`: each e-mail sent of the invoice and what became of it. */
export const invoiceEmails = async (id: Identifier): Promise<InvoiceEmail[]> =>
  (await httpClient(`/api/invoices/${encodeURIComponent(String(id))}/emails`, { cache: 'no-store' })).json as InvoiceEmail[];
