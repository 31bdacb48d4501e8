import { apiRequest } from '../../api/client';

export interface NoticePreferenceView {
  optedOut: boolean;
  /** The shop's trade name ('' when it has none set). */
  shop: string;
}

/** Whether the client of this e-mail link gets the courtesy notices. */
export const fetchNoticePreference = (token: string, signal?: AbortSignal) =>
  apiRequest<NoticePreferenceView>(`/notices/opt-out/${encodeURIComponent(token)}`, { signal });

export const changeNoticePreference = (token: string, optedOut: boolean) =>
  apiRequest<{ optedOut: boolean; message: string }>(`/notices/opt-out/${encodeURIComponent(token)}`, { method: 'POST', body: { optedOut } });
