import { repairBalance, DEFAULT_SHOP_TERMS, isAbandonedCandidate, madridDay, storageFee, storageTermsOf, warrantyEnd, type ShopTerms } from '@taller/domain';
import type { RepairRow } from './repair-row.entity.js';
import { UNLOCK_CODE_MASK } from '../secrets/unlock-code.js';

/**
 * The shop's terms a repair is read under: those in force when the job was taken in (what it
 * owes, its warranty) and today's (whether it may be treated as abandoned now).
 */
export interface RepairTerms {
  takenIn: ShopTerms;
  now: ShopTerms;
}

const DEFAULT_REPAIR_TERMS: RepairTerms = { takenIn: DEFAULT_SHOP_TERMS, now: DEFAULT_SHOP_TERMS };

/**
 * The service terms as of `today`: storage from the notice to collection (or today), the
 * warranty from collection, and whether an uncollected device may be treated as abandoned.
 */
function serviceTerms(row: RepairRow, today: string, { takenIn, now }: RepairTerms) {
  const collectedDay = row.collectedAt ? madridDay(row.collectedAt) : null;
  // An abandoned device stops counting storage the day it was marked.
  const untilDay = collectedDay ?? (row.abandonedAt ? madridDay(row.abandonedAt) : today);
  return {
    storage: row.noticeDay ? storageFee(row.noticeDay, untilDay, storageTermsOf(takenIn)) : { chargedDays: 0, feeCents: 0 },
    warrantyEnd: collectedDay ? warrantyEnd(collectedDay, takenIn.warrantyMonths) : null,
    terms: {
      freeDays: takenIn.storageFreeDays,
      dailyFeeCents: takenIn.storageDailyFeeCents,
      warrantyMonths: takenIn.warrantyMonths,
      abandonedAfterDays: now.abandonedAfterDays,
    },
    abandonedCandidate:
      row.status === 'completed' && isAbandonedCandidate({ noticeDay: row.noticeDay, collectedDay }, today, now.abandonedAfterDays),
  };
}

/** The repair as the API answers it (camelCase, money in cents, `version` for edits). */
export function repairJson(row: RepairRow, terms: RepairTerms = DEFAULT_REPAIR_TERMS, today: string = madridDay(new Date())) {
  return {
    id: row.id,
    version: row.version,
    clientId: row.clientId,
    clientName: row.clientName,
    device: row.device,
    model: row.model,
    contactNumber: row.contactNumber,
    description: row.description,
    motive: row.motive,
    status: row.status,
    priceCents: row.priceCents,
    priceType: row.priceType,
    paymentMethod: row.paymentMethod,
    isPaid: row.isPaid,
    /** Where its money stands (shared/payment.ts): `dueCents` null while the price is not set. */
    balance: repairBalance({ ...row, ledger: row }),
    /** What stayed owed when it was collected, if anything did. */
    owedOnCollectionCents: row.owedCents,
    internalNotes: row.internalNotes,
    entryDate: row.entryDate,
    originRevisionId: row.originRevisionId,
    estimatedCompletion: row.estimatedCompletion,
    completedAt: row.completedAt?.toISOString() ?? null,
    noticeDay: row.noticeDay,
    collectedAt: row.collectedAt?.toISOString() ?? null,
    noticeChannel: row.noticeChannel,
    finalNoticeDay: row.finalNoticeDay,
    abandonOn: row.abandonOn,
    abandonedAt: row.abandonedAt?.toISOString() ?? null,
    abandonReason: row.abandonReason,
    ...serviceTerms(row, today, terms),
    /** Never the code itself: that is `GET /api/repairs/:id/unlock-code`. */
    unlockCode: row.hasUnlockCode ? UNLOCK_CODE_MASK : null,
    hasUnlockCode: row.hasUnlockCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type RepairJson = ReturnType<typeof repairJson>;
