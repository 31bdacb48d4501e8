import { assertNever } from '../shared/decider.js';
import { withImage, withoutImage, type AttachedImage } from '../shared/images.js';
import type { Quote } from '../shared/quote.js';
import { EMPTY_LEDGER, withPayment, withRefund, type Ledger } from '../shared/payment.js';
import { EMPTY_NOTICE_MEMORY, rememberNotice, rememberNoticeFailure, type NoticeMemory } from '../notice/notice.js';
import type { RepairDetails, RepairEvent } from './repair.events.js';
import type { RepairStatus } from './repair.rules.js';

/** A repair as the decider sees it: enough to decide what may happen next. */
export type Repair =
  | { exists: false }
  | ({
      exists: true;
      deleted: boolean;
      repairId: number;
      clientId: number;
      entryDate: string;
      status: RepairStatus;
      /** The images attached and not removed. */
      images: readonly AttachedImage[];
      /** The sealed unlock code, while there is one. */
      unlockCode: string | null;
      /** Whether the code was destroyed when the device was collected. */
      unlockCodePurged: boolean;
      /** The day the customer was told it is ready (while it stays completed). */
      noticeDay: string | null;
      /** The day the customer took the device. */
      collectedDay: string | null;
      /** The final notice given (while it stays completed): the device counts as abandoned after `abandonOn`. */
      finalNotice: { sentDay: string; abandonOn: string } | null;
      /** The day it was marked abandoned (a final state). */
      abandonedDay: string | null;
      /** The customer's tracking token, while the repair has a link (shared/tracking.ts). */
      tracking: string | null;
      /** The latest quote, answered or not (shared/quote.ts). */
      quote: Quote | null;
      /** The money taken and given back (shared/payment.ts). */
      ledger: Ledger;
    } & RepairDetails &
      NoticeMemory);

export const initialRepair: Repair = { exists: false };

const withoutToken = <Data extends { trackingToken?: string }>({ trackingToken: _t, ...data }: Data) => data;

/** A notice's e-mail given with the record's own event: its delivery failure may come back as an event too. */
function withEmail<S extends NoticeMemory>(state: S, email: { outboxId: number } | null): S {
  return email ? { ...state, noticeOutboxIds: [...state.noticeOutboxIds, email.outboxId] } : state;
}

export function evolveRepair(state: Repair, event: RepairEvent): Repair {
  switch (event.type) {
    case 'RepairRegistered':
      return {
        exists: true,
        deleted: false,
        images: [],
        unlockCodePurged: false,
        noticeDay: null,
        collectedDay: null,
        finalNotice: null,
        abandonedDay: null,
        quote: null,
        ledger: EMPTY_LEDGER,
        ...EMPTY_NOTICE_MEMORY,
        ...withoutToken(event.data),
        tracking: event.data.trackingToken ?? null,
      };
    case 'RepairDetailsCorrected':
      return state.exists ? { ...state, ...event.data.changes } : state;
    case 'RepairStatusChanged':
      // A repair reopened is no longer ready: its next completion needs a new notice (and final notice).
      return state.exists
        ? {
            ...state,
            status: event.data.to,
            noticeDay: event.data.to === 'completed' ? state.noticeDay : null,
            finalNotice: event.data.to === 'completed' ? state.finalNotice : null,
          }
        : state;
    case 'RepairDeleted':
      return state.exists ? { ...state, deleted: true } : state;
    case 'RepairImageAttached':
      return state.exists ? { ...state, images: withImage(state.images, event.data) } : state;
    case 'RepairImageRemoved':
      return state.exists ? { ...state, images: withoutImage(state.images, event.data.imageId) } : state;
    case 'RepairCompletionNotified':
      // A notice of no known channel (written by completing, before channels) starts no clock.
      return state.exists && event.data.channel !== 'unrecorded' ? withEmail({ ...state, noticeDay: event.data.noticeDay }, event.data.email) : state;
    case 'RepairFinalNoticeSent':
      return state.exists ? withEmail({ ...state, finalNotice: { sentDay: event.data.sentDay, abandonOn: event.data.abandonOn } }, event.data.email) : state;
    case 'RepairAbandoned':
      return state.exists ? { ...state, status: 'abandoned', abandonedDay: event.data.abandonedDay } : state;
    case 'RepairCollected':
      return state.exists ? { ...state, collectedDay: event.data.collectedDay } : state;
    case 'RepairPaymentReceived':
      return state.exists ? { ...state, ledger: withPayment(state.ledger, event.data) } : state;
    case 'RepairRefundGiven':
      return state.exists ? { ...state, ledger: withRefund(state.ledger, event.data) } : state;
    case 'RepairUnlockCodeChanged':
      return state.exists ? { ...state, unlockCode: event.data.unlockCode } : state;
    case 'RepairUnlockCodePurged':
      return state.exists ? { ...state, unlockCode: null, unlockCodePurged: true } : state;
    case 'RepairTrackingIssued':
      return state.exists ? { ...state, tracking: event.data.token } : state;
    case 'RepairTrackingRevoked':
      return state.exists ? { ...state, tracking: null } : state;
    case 'RepairQuoteIssued':
      return state.exists ? withEmail({ ...state, quote: { ...event.data, decision: null } }, event.data.email) : state;
    case 'RepairCustomerNotified':
      return state.exists ? rememberNotice(state, event.data) : state;
    case 'RepairCustomerNoticeFailed':
      return state.exists ? rememberNoticeFailure(state, event.data) : state;
    case 'RepairQuoteAccepted':
    case 'RepairQuoteRejected': {
      if (!state.exists || state.quote?.number !== event.data.number) return state;
      const { channel, decidedBy, decidedAt } = event.data;
      return { ...state, quote: { ...state.quote, decision: { accepted: event.type === 'RepairQuoteAccepted', channel, decidedBy, decidedAt } } };
    }
    default:
      return assertNever(event);
  }
}
