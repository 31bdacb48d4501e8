import { httpClient } from '../providers/httpClient';
import type { RevenuePeriod, Statistics, StatisticsRange, StatisticsTable } from './types';

const query = (range: Partial<StatisticsRange>, extra: Record<string, string> = {}, period?: RevenuePeriod) => {
  const params = new URLSearchParams(extra);
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  if (period) params.set('period', period);
  return params.toString();
};

/** `GET /api/statistics`: the figures of a range (none given: the last twelve weeks), revenue per `period` (none: the range's default). */
export async function fetchStatistics(range: Partial<StatisticsRange>, period?: RevenuePeriod, signal?: AbortSignal): Promise<Statistics> {
  const q = query(range, {}, period);
  const { json } = await httpClient(`/api/statistics${q ? `?${q}` : ''}`, { signal, cache: 'no-store' });
  return json as Statistics;
}

/** One table as CSV: a plain link, so the browser downloads it. */
export const statisticsCsvUrl = (table: StatisticsTable, range: StatisticsRange, period?: RevenuePeriod) => `/api/statistics/csv?${query(range, { table }, period)}`;
