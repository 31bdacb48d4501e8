import type { TrackingView } from '@taller/domain';
import { apiRequest } from '../../api/client';

/** What GET /api/tracking/:token answers: the domain's view (a type only: nothing of the domain's code ships). */
export type { QuoteView as TrackingQuote, TrackingView } from '@taller/domain';

export const fetchTracking = (token: string, signal?: AbortSignal) =>
  apiRequest<TrackingView>(`/tracking/${encodeURIComponent(token)}`, { signal });

/** The customer's answer to quote `number`: the page's data as it now is. */
export const answerQuote = (token: string, number: number, decision: 'accept' | 'reject') =>
  apiRequest<TrackingView>(`/tracking/${encodeURIComponent(token)}/quote`, { method: 'POST', body: { number, decision } });

export const lookupTracking = (number: string, phone: string) =>
  apiRequest<{ token: string; path: string }>('/tracking/lookup', { method: 'POST', body: { number, phone } });

/** An order's id from its printed number (`P-000012` → 12): what its card payment is asked by. */
export function orderIdOf(number: string): number | null {
  const match = /^P-(\d+)$/.exec(number);
  return match ? Number(match[1]) : null;
}
