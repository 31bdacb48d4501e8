import { httpClient } from '../providers/httpClient';
import { AUDIT_FILTER_KEYS, type AuditFilterOptions, type AuditFilters, type AuditPage } from './types';

/** The filters as the API's query: only those given. */
export function auditQuery(filters: AuditFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

/** `GET /api/audit`: one page, newest first, older than `before` when given. */
export async function fetchAuditPage(filters: AuditFilters, before: string | null, signal?: AbortSignal): Promise<AuditPage> {
  const query = auditQuery(filters, before ? { before } : {});
  const { json } = await httpClient(`/api/audit${query ? `?${query}` : ''}`, { signal, cache: 'no-store' });
  return json as AuditPage;
}

export async function fetchAuditOptions(signal?: AbortSignal): Promise<AuditFilterOptions> {
  const { json } = await httpClient('/api/audit/options', { signal });
  return json as AuditFilterOptions;
}

/** The CSV of every line the filters match: a plain link, so the browser downloads it as it streams. */
export function auditCsvUrl(filters: AuditFilters): string {
  const query = auditQuery(filters);
  return `/api/audit/csv${query ? `?${query}` : ''}`;
}
