import type { AbandonmentStage, NoticeChannel } from '@taller/domain';
import type { Identifier } from 'react-admin';
import { httpClient } from '../../providers/httpClient';
import type { RepairDetail } from '../types';

const repairUrl = (id: Identifier, action: string) => `/api/repairs/${encodeURIComponent(String(id))}/${action}`;

/** A task's answer: the repair, and whether anything was recorded (false: it had already been done). */
export type RecordedRepair = RepairDetail & { recorded: boolean };

const post = async (id: Identifier, action: string, body: object): Promise<RecordedRepair> =>
  (await httpClient(repairUrl(id, action), { method: 'POST', body: JSON.stringify(body) })).json as RecordedRepair;

/** `POST /api/repairs/:id/notify`: completes it if needed and records how the customer was told. */
export const notifyRepair = (id: Identifier, channel: NoticeChannel) => post(id, 'notify', { channel });
/** `POST /api/repairs/:id/final-notice`: the day after which it will count as abandoned. */
export const sendFinalNotice = (id: Identifier, channel: NoticeChannel) => post(id, 'final-notice', { channel });
/** `POST /api/repairs/:id/abandon`: once the final notice's date has passed. */
export const markAbandoned = (id: Identifier, reason: string) => post(id, 'abandon', { reason });

export interface AbandonmentView {
  stage: AbandonmentStage;
  noticeDay: string;
  daysWaiting: number;
  storageOwedCents: number;
  chargedDays: number;
  finalNoticeDueOn: string;
  finalNoticeDay: string | null;
  abandonOn: string | null;
  abandonableFrom: string | null;
}

export interface NoticeEntry {
  kind: 'completion' | 'final';
  day: string;
  at: string;
  channel: NoticeChannel | 'unrecorded';
  channelLabel: string;
  givenBy: string | null;
  abandonOn: string | null;
  counts: boolean;
  email: { subject: string; text: string; delivery: { state: string; via?: 'smtp' | 'file' }; deliveryLabel: string } | null;
}

export interface RepairNotices {
  notices: NoticeEntry[];
  abandonment: AbandonmentView | null;
  abandoned: { day: string; reason: string } | null;
}

/** `GET /api/repairs/:id/notices`. */
export async function fetchRepairNotices(id: Identifier, signal?: AbortSignal): Promise<RepairNotices> {
  return (await httpClient(repairUrl(id, 'notices'), { signal })).json as RepairNotices;
}
