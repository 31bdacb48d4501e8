import type { QuoteView } from '@taller/domain';
import type { Identifier } from 'react-admin';
import { httpClient } from '../../providers/httpClient';

/** What `GET /api/{repairs,revisions}/:id/quote` answers of the latest quote: the customer's view (the domain's type), and what staff see besides (libs/server get-quote.query.ts). */
export interface StaffQuote extends QuoteView {
  issuedAt: string;
  decidedBy: string | null;
  email: { subject: string; deliveryLabel: string } | null;
}

export interface QuoteForm {
  lines: { kind: string; description: string; quantity: number; unitPriceCents: number }[];
  validUntil: string;
  notes: string;
}

/** The records that take a quote. */
export type QuotedResource = 'repairs' | 'revisions';

const url = (resource: QuotedResource, id: Identifier, rest = '') => `/api/${resource}/${encodeURIComponent(String(id))}/quote${rest}`;

export async function getQuote(resource: QuotedResource, id: Identifier): Promise<StaffQuote | null> {
  const { json } = await httpClient(url(resource, id), { cache: 'no-store' });
  return (json as { quote: StaffQuote | null }).quote;
}

export async function sendQuote(resource: QuotedResource, id: Identifier, form: QuoteForm): Promise<{ quote: StaffQuote; emailed: boolean }> {
  const { json } = await httpClient(url(resource, id), { method: 'POST', body: JSON.stringify(form) });
  return json as { quote: StaffQuote; emailed: boolean };
}

export async function recordAnswer(
  resource: QuotedResource,
  id: Identifier,
  answer: { number: number; decision: 'accept' | 'reject'; channel: 'phone' | 'in_person' },
): Promise<StaffQuote> {
  const { json } = await httpClient(url(resource, id, '/answer'), { method: 'POST', body: JSON.stringify(answer) });
  return (json as { quote: StaffQuote }).quote;
}
