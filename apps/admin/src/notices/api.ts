import type { NoticeLog, NoticeLogEntry } from '@taller/domain';
import type { Identifier } from 'react-admin';
import { httpClient } from '../providers/httpClient';

export type NoticeLogResource = 'repairs' | 'revisions' | 'orders';

export type { NoticeLog, NoticeLogEntry };

const id = (value: Identifier) => encodeURIComponent(String(value));

export async function fetchNoticeLog(resource: NoticeLogResource, recordId: Identifier, signal?: AbortSignal): Promise<NoticeLog> {
  return (await httpClient(`/api/${resource}/${id(recordId)}/notice-log`, { signal, cache: 'no-store' })).json as NoticeLog;
}

export interface NoticePreference {
  optedOut: boolean;
  optedOutAt: string | null;
  changedBy: string | null;
}

export async function fetchNoticePreference(clientId: Identifier, signal?: AbortSignal): Promise<NoticePreference> {
  return (await httpClient(`/api/clients/${id(clientId)}/notice-preference`, { signal, cache: 'no-store' })).json as NoticePreference;
}

export async function saveNoticePreference(clientId: Identifier, optedOut: boolean): Promise<NoticePreference> {
  return (await httpClient(`/api/clients/${id(clientId)}/notice-preference`, { method: 'PUT', body: JSON.stringify({ optedOut }) })).json as NoticePreference;
}
