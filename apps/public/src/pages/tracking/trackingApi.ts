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
}

export const fetchTracking = (token: string, signal?: AbortSignal) =>
  apiRequest<TrackingView>(`/tracking/${encodeURIComponent(token)}`, { signal });

export const lookupTracking = (number: string, phone: string) =>
  apiRequest<{ token: string; path: string }>('/tracking/lookup', { method: 'POST', body: { number, phone } });
