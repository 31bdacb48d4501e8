import { apiRequest } from '../../api/client';

/** What GET /api/tracking/:token answers (libs/domain tracking-view.ts, TrackingView). */
export interface TrackingView {
  kind: 'repair' | 'revision' | 'order';
  kindLabel: string;
  number: string;
  firstName: string;
  item: string;
  status: { code: string; label: string; detail: string };
  steps: { step: string; label: string; at: string }[];
  expectedDay: string | null;
  storage: { noticeDay: string; freeUntil: string; dailyFeeCents: number; chargedDays: number; feeCents: number } | null;
  warrantyEnd: string | null;
  continuedAs: { number: string; token: string | null } | null;
  closed: boolean;
  quote: TrackingQuote | null;
}

/** The job's latest quote (libs/domain shared/quote.ts, QuoteView). */
export interface TrackingQuote {
  number: number;
  lines: { kind: string; kindLabel: string; description: string; quantity: number; unitPriceCents: number; totalCents: number }[];
  totalCents: number;
  baseCents: number;
  ivaCents: number;
  validUntil: string;
  notes: string;
  state: 'pending' | 'accepted' | 'rejected' | 'expired';
  answeredAt: string | null;
  answeredBy: string | null;
  answerable: boolean;
}

export const fetchTracking = (token: string, signal?: AbortSignal) =>
  apiRequest<TrackingView>(`/tracking/${encodeURIComponent(token)}`, { signal });

/** The customer's answer to quote `number`: the page's data as it now is. */
export const answerQuote = (token: string, number: number, decision: 'accept' | 'reject') =>
  apiRequest<TrackingView>(`/tracking/${encodeURIComponent(token)}/quote`, { method: 'POST', body: { number, decision } });

export const lookupTracking = (number: string, phone: string) =>
  apiRequest<{ token: string; path: string }>('/tracking/lookup', { method: 'POST', body: { number, phone } });
