import type { WorkType } from '@taller/domain';
import { HttpError } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import type { Calendar, CalendarFilters, UrgentItem } from './types';

const API_URL = '/api/calendar';

/** `GET /api/calendar?from&to&type&status`: every day of the range with its counts and items. */
export async function fetchCalendar(
  range: { from: string; to: string },
  { type, status }: CalendarFilters,
  signal?: AbortSignal,
): Promise<Calendar> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  if (type) query.set('type', type);
  if (status) query.set('status', status);
  const { json } = await httpClient(`${API_URL}?${query}`, { signal });
  return json as Calendar;
}

/**
 * `GET /api/calendar/urgent?type`: open work still due within 48 hours (soonest first), then
 * late work (least late first); `Content-Range` tells how many in all, `X-Overdue-Total` how
 * many of them are late.
 */
export async function fetchUrgentWork(
  type: WorkType | '',
  signal?: AbortSignal,
): Promise<{ items: UrgentItem[]; total: number; overdueTotal: number }> {
  const query = type ? `?${new URLSearchParams({ type })}` : '';
  const { json, headers } = await httpClient(`${API_URL}/urgent${query}`, { signal });
  const items = Array.isArray(json) ? (json as UrgentItem[]) : [];
  const total = Number(headers.get('Content-Range')?.split('/').pop());
  const overdueTotal = Number(headers.get('X-Overdue-Total'));
  return {
    items,
    total: Number.isFinite(total) ? total : items.length,
    overdueTotal: Number.isFinite(overdueTotal) ? overdueTotal : items.filter((item) => item.overdue).length,
  };
}

/**
 * A failed load is tried once more when the cause may pass (no answer, a server error), so a
 * blip never shows an error; a refusal (4xx) is shown at once. react-query's default (three
 * more tries, up to 7 s of back-off) would keep the staff waiting for the error and its retry.
 */
export function retryOnceUnlessRefused(failures: number, error: Error): boolean {
  return failures < 1 && !(error instanceof HttpError && error.status >= 400 && error.status < 500);
}
