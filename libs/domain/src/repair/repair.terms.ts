import { addDays, addMonths, daysBetween } from '../shared/dates.js';

/**
 * The service terms printed on every albarán (spec §2, §9), as rules the shop can apply:
 * storage is free for some days after the customer is told the device is ready, then
 * charged per day; a collected repair is under warranty for some months; a device nobody
 * collects for long enough may be treated as abandoned.
 */
export interface StorageTerms {
  /** Days after the completion notice before storage is charged. */
  freeDays: number;
  /** Charge per day after that, in cents. */
  dailyFeeCents: number;
}

export const DEFAULT_STORAGE_TERMS: StorageTerms = { freeDays: 10, dailyFeeCents: 300 };
/** Months of warranty from the day the device is collected. */
export const WARRANTY_MONTHS = 3;
/** Days after the completion notice after which an uncollected device counts as abandoned. */
export const ABANDONED_AFTER_DAYS = 90;

/**
 * Storage owed for a device the customer was told was ready on `noticeDay`, counted up to
 * `untilDay` (today, or the day it was collected). Days are Madrid calendar days.
 */
export function storageFee(
  noticeDay: string,
  untilDay: string,
  terms: StorageTerms = DEFAULT_STORAGE_TERMS,
): { chargedDays: number; feeCents: number } {
  const chargedDays = Math.max(0, daysBetween(noticeDay, untilDay) - terms.freeDays);
  return { chargedDays, feeCents: chargedDays * terms.dailyFeeCents };
}

/** The last day of the warranty of a repair collected on `collectedDay`. */
export function warrantyEnd(collectedDay: string, months = WARRANTY_MONTHS): string {
  return addMonths(collectedDay, months);
}

/** Whether a repair is still under warranty on `day`. */
export function underWarranty(collectedDay: string, day: string, months = WARRANTY_MONTHS): boolean {
  return day >= collectedDay && day <= warrantyEnd(collectedDay, months);
}

/**
 * Whether a device may be marked abandoned on `today`: the customer was told it was ready
 * at least `afterDays` days ago and it has not been collected.
 */
export function isAbandonedCandidate(
  repair: { noticeDay: string | null; collectedDay: string | null },
  today: string,
  afterDays = ABANDONED_AFTER_DAYS,
): boolean {
  return repair.noticeDay !== null && repair.collectedDay === null && daysBetween(repair.noticeDay, today) >= afterDays;
}

/**
 * Where a finished device waiting for its owner stands on a given day: `ready` while storage is
 * still free (or the customer has not been told yet), `storage` once it is charged (more than
 * `freeDays` since the notice), and among those `abandonable` from `ABANDONED_AFTER_DAYS` on,
 * the devices the abandoned-device flow is for. The lists and the dashboard count the same way.
 */
export const PICKUP_STAGES = ['ready', 'storage', 'abandonable'] as const;
export type PickupStage = (typeof PICKUP_STAGES)[number];

export const pickupStageLabels: Record<PickupStage, string> = {
  ready: 'Listas para recoger',
  storage: 'Sin recoger, con almacenaje',
  abandonable: 'Candidatas a abandono',
};

/**
 * The notice days of a stage on `today`: `noticeOnOrAfter` (or no notice at all, for `ready`)
 * and `noticeOnOrBefore`, as the lists filter by them.
 */
export function pickupNoticeDays(
  stage: PickupStage,
  today: string,
  terms: StorageTerms = DEFAULT_STORAGE_TERMS,
  abandonedAfterDays = ABANDONED_AFTER_DAYS,
): { withoutNotice: boolean; noticeOnOrAfter?: string; noticeOnOrBefore?: string } {
  switch (stage) {
    case 'ready':
      return { withoutNotice: true, noticeOnOrAfter: addDays(today, -terms.freeDays) };
    case 'storage':
      return { withoutNotice: false, noticeOnOrBefore: addDays(today, -terms.freeDays - 1) };
    case 'abandonable':
      return { withoutNotice: false, noticeOnOrBefore: addDays(today, -abandonedAfterDays) };
  }
}

/**
 * Days between the final notice and the day after which the device may be marked abandoned:
 * the customer is told the date, and has these days to come or answer.
 */
export const FINAL_NOTICE_DAYS = 30;

/** The day after which a device told of on `sentDay` may be marked abandoned. */
export function finalNoticeAbandonOn(sentDay: string, days = FINAL_NOTICE_DAYS): string {
  return addDays(sentDay, days);
}

/** The first day a final notice may be sent for a device whose owner was told on `noticeDay`. */
export function finalNoticeDueOn(noticeDay: string, abandonedAfterDays = ABANDONED_AFTER_DAYS): string {
  return addDays(noticeDay, abandonedAfterDays);
}

/** The first day a device whose final notice said `abandonOn` may be marked abandoned. */
export function abandonableFrom(abandonOn: string): string {
  return addDays(abandonOn, 1);
}

/**
 * Where an uncollected device stands in the abandoned-device flow on `today`:
 * `final_notice_due` (told it was ready `abandonedAfterDays` ago or more, no final notice yet),
 * `final_notice_sent` (the final notice's date has not passed) or `abandonable` (it has).
 * Null for everything else: not completed, collected, abandoned, never really told.
 */
export const ABANDONMENT_STAGES = ['final_notice_due', 'final_notice_sent', 'abandonable'] as const;
export type AbandonmentStage = (typeof ABANDONMENT_STAGES)[number];

export const abandonmentStageLabels: Record<AbandonmentStage, string> = {
  final_notice_due: 'Aviso final pendiente',
  final_notice_sent: 'Aviso final enviado, en plazo',
  abandonable: 'Plazo vencido: se puede marcar abandonada',
};

export interface AbandonmentFacts {
  status: string;
  noticeDay: string | null;
  collectedDay: string | null;
  finalNotice: { sentDay: string; abandonOn: string } | null;
}

export function abandonmentStage(
  repair: AbandonmentFacts,
  today: string,
  abandonedAfterDays = ABANDONED_AFTER_DAYS,
): AbandonmentStage | null {
  if (repair.status !== 'completed' || repair.collectedDay !== null || repair.noticeDay === null) return null;
  if (repair.finalNotice) return today > repair.finalNotice.abandonOn ? 'abandonable' : 'final_notice_sent';
  return daysBetween(repair.noticeDay, today) >= abandonedAfterDays ? 'final_notice_due' : null;
}

/**
 * The statuses a repair takes a quote in, and may answer one in: still being worked out, neither
 * finished, cancelled nor abandoned (shared/quote.ts). The list's `quote` filter reads the same.
 */
export const QUOTABLE_REPAIR_STATUSES = ['pending', 'in_progress', 'on_hold', 'waiting_user'] as const;

/** Whether a repair takes a quote, or an answer to one, now: a quotable status and the device not collected. */
export function isQuotableRepair(repair: { status: string; collected: boolean }): boolean {
  return !repair.collected && (QUOTABLE_REPAIR_STATUSES as readonly string[]).includes(repair.status);
}
