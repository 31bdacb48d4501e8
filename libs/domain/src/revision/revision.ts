import { assertNever } from '../shared/decider.js';
import { withImage, withoutImage, type AttachedImage } from '../shared/images.js';
import { EMPTY_NOTICE_MEMORY, rememberNotice, rememberNoticeFailure, type NoticeMemory } from '../notice/notice.js';
import type { Quote } from '../shared/quote.js';
import type { RevisionDetails, RevisionEvent } from './revision.events.js';
import type { RevisionStatus } from './revision.rules.js';

/** A revision as the decider sees it. */
export type Revision =
  | { exists: false }
  | ({
      exists: true;
      deleted: boolean;
      revisionId: number;
      clientId: number;
      status: RevisionStatus;
      /** The repair it became, once converted: a second conversion answers this one. */
      convertedToRepairId: number | null;
      /** The images attached and not removed. */
      images: readonly AttachedImage[];
      /** The sealed unlock code, while the revision keeps one. */
      unlockCode: string | null;
      /** Whether its code was destroyed (converted, finished and archived, or deleted). */
      unlockCodePurged: boolean;
      /** Once converted: the code as sealed for the repair it became, which that repair is registered with. */
      unlockCodeForRepair: string | null;
      /** The customer's tracking token, while the revision has a link (shared/tracking.ts). */
      tracking: string | null;
      /** The latest quote, answered or not (shared/quote.ts). */
      quote: Quote | null;
    } & RevisionDetails &
      NoticeMemory);

export const initialRevision: Revision = { exists: false };

export function evolveRevision(state: Revision, event: RevisionEvent): Revision {
  if (event.type === 'RevisionRegistered') {
    const { revisionId, clientId, status, unlockCode, trackingToken, ...details } = event.data;
    return {
      exists: true,
      deleted: false,
      revisionId,
      clientId,
      status,
      convertedToRepairId: null,
      images: [],
      unlockCode,
      unlockCodePurged: false,
      unlockCodeForRepair: null,
      tracking: trackingToken ?? null,
      quote: null,
      ...EMPTY_NOTICE_MEMORY,
      ...details,
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'RevisionDetailsCorrected':
      return { ...state, ...event.data.changes };
    case 'RevisionStatusChanged':
      return { ...state, status: event.data.to };
    case 'RevisionArchived':
      return { ...state, status: 'archived' };
    case 'RevisionUnarchived':
      return { ...state, status: 'pending' };
    case 'RevisionConvertedToRepair':
      return { ...state, convertedToRepairId: event.data.repairId, unlockCodeForRepair: event.data.unlockCode };
    case 'RevisionDeleted':
      return { ...state, deleted: true };
    case 'RevisionImageAttached':
      return { ...state, images: withImage(state.images, event.data) };
    case 'RevisionImageRemoved':
      return { ...state, images: withoutImage(state.images, event.data.imageId) };
    case 'RevisionUnlockCodeChanged':
      // A new code after a purge (the device came back) is kept like the first one.
      return { ...state, unlockCode: event.data.unlockCode, unlockCodePurged: false };
    case 'RevisionUnlockCodePurged':
      return { ...state, unlockCode: null, unlockCodePurged: true };
    case 'RevisionTrackingIssued':
      return { ...state, tracking: event.data.token };
    case 'RevisionTrackingRevoked':
      return { ...state, tracking: null };
    case 'RevisionQuoteIssued': {
      const quoted = { ...state, quote: { ...event.data, decision: null } };
      // Its e-mail's delivery failure may come back as an event, like a notice's.
      return event.data.email ? { ...quoted, noticeOutboxIds: [...state.noticeOutboxIds, event.data.email.outboxId] } : quoted;
    }
    case 'RevisionQuoteAccepted':
    case 'RevisionQuoteRejected': {
      if (state.quote?.number !== event.data.number) return state;
      const { channel, decidedBy, decidedAt } = event.data;
      return { ...state, quote: { ...state.quote, decision: { accepted: event.type === 'RevisionQuoteAccepted', channel, decidedBy, decidedAt } } };
    }
    case 'RevisionCustomerNotified':
      return rememberNotice(state, event.data);
    case 'RevisionCustomerNoticeFailed':
      return rememberNoticeFailure(state, event.data);
    default:
      return assertNever(event);
  }
}
