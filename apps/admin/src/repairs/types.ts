import type { Balance } from '@taller/domain';
import type { Repair } from '../providers/types';
import type { RecordImage } from '../shared/types';

/**
 * `GET /api/repairs/:id`: the repair with its service terms as of today (storage since the
 * completion notice, warranty from collection, whether it may count as abandoned), the unlock
 * code's mask and the images.
 */
export interface RepairDetail extends Repair {
  originRevisionId: number | null;
  /** `YYYY-MM-DD` or none. */
  estimatedCompletion: string | null;
  completedAt: string | null;
  /** The day the customer was told it is ready, `YYYY-MM-DD`: storage counts from it. */
  noticeDay: string | null;
  collectedAt: string | null;
  /** Storage charged from the notice to collection (or today), after the free days. */
  storage: { chargedDays: number; feeCents: number };
  /** The terms it is read under: storage and warranty as when the job was taken in, abandonment as today. */
  terms: { freeDays: number; dailyFeeCents: number; warrantyMonths: number; abandonedAfterDays: number };
  /** The warranty's last day, `YYYY-MM-DD`, once collected. */
  warrantyEnd: string | null;
  abandonedCandidate: boolean;
  /** How the customer was told it is ready (`email`, `phone`, `in_person`), with `noticeDay`. */
  noticeChannel: string | null;
  /** The final notice's day, and the day after which it may be marked abandoned. */
  finalNoticeDay: string | null;
  abandonOn: string | null;
  abandonedAt: string | null;
  abandonReason: string | null;
  /** `••••` when a code is kept, never the code. */
  unlockCode: string | null;
  hasUnlockCode: boolean;
  images?: RecordImage[];
  /** Where its money stands: `dueCents` null while the price is not set (never read as 0,00 €). */
  balance: Balance;
  /** What stayed owed when it was collected (staff let it go unpaid), if anything did. */
  owedOnCollectionCents: number | null;
}
