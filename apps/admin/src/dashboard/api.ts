import type { WorkType } from '@taller/domain';
import { httpClient } from '../providers/httpClient';

const API_URL = '/api';

/** One piece of dated work, as the calendar and the urgent list answer it. */
export interface WorkItem {
  key: string;
  id: number;
  type: WorkType;
  typeLabel: string;
  date: string;
  status: string;
  statusLabel: string;
  title: string;
  dueDate: string;
  client: string;
  device: string | null;
}

export interface UrgentItem extends WorkItem {
  overdue: boolean;
  timeLeft: { overdue: boolean; minutes: number; label: string };
}

/** Where `Content-Range: urgent 0-4/5` says the total is (items listed are capped, the total is not). */
function totalOf(headers: Headers, fallback: number): number {
  const total = Number(headers.get('Content-Range')?.split('/').pop());
  return Number.isFinite(total) ? total : fallback;
}

/** `GET /api/calendar/urgent`: open work due within 48 h or late, most pressing first. */
export async function fetchUrgentWork(): Promise<{ items: UrgentItem[]; total: number }> {
  const { json, headers } = await httpClient(`${API_URL}/calendar/urgent`);
  const items = Array.isArray(json) ? (json as UrgentItem[]) : [];
  return { items, total: totalOf(headers, items.length) };
}

/**
 * `GET /api/calendar?from=day&to=day&type=order&status=ready`: the orders ready for pickup
 * whose delivery day is `day` (the calendar dates an order by its delivery day).
 */
export async function fetchOrdersReadyOn(day: string): Promise<WorkItem[]> {
  const query = new URLSearchParams({ from: day, to: day, type: 'order', status: 'ready' });
  const { json } = await httpClient(`${API_URL}/calendar?${query}`);
  const days = (json as { days?: { date: string; items: WorkItem[] }[] }).days ?? [];
  return days.flatMap((calendarDay) => calendarDay.items);
}
