import { httpClient } from '../providers/httpClient';
import type { Statistics, StatisticsRange, StatisticsTable } from './types';

const query = (range: Partial<StatisticsRange>, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams(extra);
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  return params.toString();
};

/** `GET /api/statistics`: the figures of a range (none given: the last twelve weeks). */
export async function fetchStatistics(range: Partial<StatisticsRange>, signal?: AbortSignal): Promise<Statistics> {
  const q = query(range);
  const { json } = await httpClient(`/api/statistics${q ? `?${q}` : ''}`, { signal, cache: 'no-store' });
  return json as Statistics;
}

/** One table as CSV: a plain link, so the browser downloads it. */
export const statisticsCsvUrl = (table: StatisticsTable, range: StatisticsRange) => `/api/statistics/csv?${query(range, { table })}`;
