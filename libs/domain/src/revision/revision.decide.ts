import type { Decider } from '../shared/decider.js';
import { assertNever } from '../shared/decider.js';
import { NotFound, RuleBroken, ValidationFailed } from '../shared/errors.js';
import { attachOnce, removeIfAttached, type AttachedImage } from '../shared/images.js';
import { firstTracking, issueTracking, revokeTracking } from '../shared/tracking.js';
import { notifyCustomer, recordNoticeFailure, type NotifyCustomer, type RecordNoticeFailure } from '../notice/notice.js';
import { changesUnlockCode } from '../shared/unlock-code.js';
import { answerQuote, decisionChannel, newQuote, quoteMessages, type QuoteIssued } from '../shared/quote.js';
import { validate } from '../shared/validation.js';
import type { RevisionDetails, RevisionEvent } from './revision.events.js';
import { revisionMessages as m } from './revision.messages.js';
import { isDoneWhenArchived, newRevisionSchema, revisionEditSchema, revisionMotiveLabels, type RevisionStatus } from './revision.rules.js';
import { isQuotableRevision } from './revision.labels.js';
import { evolveRevision, initialRevision, type Revision } from './revision.js';

export type RevisionCommand =
  | {
      type: 'RegisterRevision';
      /** The form as sent; checked here against the spec's rules. */
      data: Record<string, unknown> & { revisionId: number };
      /** Whether the chosen client exists: the handler looks it up. */
      clientExists: boolean;
      /** The unlock code, already sealed by the server; the form's clear code never gets here. */
      unlockCode?: string | null;
      /** Its first tracking token, drawn by the server (shared/tracking.ts). */
      trackingToken?: string;
    }
  | {
      type: 'CorrectRevisionDetails';
      data: Record<string, unknown>;
      /** A new sealed unlock code, `null` to remove it, absent to keep it. */
      unlockCode?: string | null;
    }
  | { type: 'ArchiveRevision' }
  | { type: 'UnarchiveRevision' }
  /**
   * `repairId`: the number taken for the repair it becomes; `unlockCode`: the revision's code
   * sealed again for that repair (null when it keeps none).
   */
  | { type: 'ConvertRevisionToRepair'; repairId: number; unlockCode: string | null }
  | { type: 'DeleteRevision' }
  | { type: 'AttachRevisionImage'; data: AttachedImage }
  | { type: 'RemoveRevisionImage'; data: { imageId: string } }
  /** A new tracking link (the first, or one replacing the old), its token drawn by the server. */
  | { type: 'IssueRevisionTracking'; token: string }
  | { type: 'RevokeRevisionTracking' }
  | NotifyCustomer
  | RecordNoticeFailure
  /** A quote for the work the revision found; `email`: the e-mail queued with it, if any. */
  | { type: 'IssueRevisionQuote'; form: unknown; now: Date; email?: QuoteIssued['email'] }
  /**
   * The customer's answer to quote `number`: on the tracking page (`online`), or given by phone
   * or in person and recorded by staff (`channel`, `decidedBy`).
   */
  | { type: 'AnswerRevisionQuote'; number: unknown; accept: unknown; online: boolean; channel?: unknown; decidedBy: { id: number | null; name: string } | null; now: Date };

type LiveRevision = Extract<Revision, { exists: true }>;

/** A revision that can be acted on: registered and not deleted. */
export function requireRevision(state: Revision): LiveRevision {
  if (!state.exists || state.deleted) throw new NotFound(m.notFound);
  return state;
}

function registerRevision(command: Extract<RevisionCommand, { type: 'RegisterRevision' }>, state: Revision): RevisionEvent[] {
  if (state.exists) throw new RuleBroken('La revisión ya existe');
  const { clientId, ...details } = validate(newRevisionSchema, command.data, m.formHasErrors);
  if (!command.clientExists) throw new ValidationFailed({ clientId: m.clientRequired }, m.formHasErrors);
  const unlockCode = command.unlockCode ?? null;
  const data = { revisionId: command.data.revisionId, clientId, status: 'pending' as const, ...details, unlockCode, ...firstTracking(command.trackingToken) };
  return [{ type: 'RevisionRegistered', data }];
}

const trackingIssued = (token: string): RevisionEvent => ({ type: 'RevisionTrackingIssued', data: { token } });

/** The events that destroy a revision's code, when it keeps one: the handler then shreds its key. */
const purgeOf = (revision: LiveRevision): RevisionEvent[] =>
  revision.unlockCode === null ? [] : [{ type: 'RevisionUnlockCodePurged', data: {} }];

/**
 * Records only what changed; a field the form leaves out keeps its value. The unlock code
 * follows the repair's rules; once converted, it lives in the repair and is changed there.
 */
function correctRevisionDetails(command: Extract<RevisionCommand, { type: 'CorrectRevisionDetails' }>, state: Revision): RevisionEvent[] {
  const revision = requireRevision(state);
  const {
    exists: _e,
    deleted: _d,
    revisionId: _r,
    clientId: _c,
    convertedToRepairId: _x,
    images: _i,
    unlockCode: _u,
    unlockCodePurged: _p,
    unlockCodeForRepair: _f,
    tracking: _t,
    status: current,
    ...details
  } = revision;
  const { status, ...form } = validate(revisionEditSchema, { ...details, ...command.data }, m.formHasErrors);
  const changes: Partial<RevisionDetails> = {};
  for (const key of Object.keys(form) as (keyof RevisionDetails)[]) {
    if (form[key] !== revision[key]) Object.assign(changes, { [key]: form[key] });
  }
  const events: RevisionEvent[] = [];
  if (Object.keys(changes).length > 0) events.push({ type: 'RevisionDetailsCorrected', data: { changes } });
  if (changesUnlockCode(revision.unlockCode, command.unlockCode)) {
    if (revision.convertedToRepairId !== null) throw new RuleBroken(m.convertedTakesNoUnlockCode(revision.convertedToRepairId));
    events.push({ type: 'RevisionUnlockCodeChanged', data: { unlockCode: command.unlockCode } });
  }
  if (status !== undefined && status !== current) {
    if (status === 'archived' || current === 'archived') throw new RuleBroken(m.archiveByAction);
    events.push({ type: 'RevisionStatusChanged', data: { from: current, to: status } });
  }
  return events;
}

function archive(state: Revision): RevisionEvent[] {
  const revision = requireRevision(state);
  if (revision.status === 'archived') throw new RuleBroken(m.alreadyArchived);
  const archived: RevisionEvent = { type: 'RevisionArchived', data: { from: revision.status } };
  return isDoneWhenArchived(revision.status) ? [archived, ...purgeOf(revision)] : [archived];
}

function unarchive(state: Revision): RevisionEvent[] {
  const revision = requireRevision(state);
  if (revision.status !== 'archived') throw new RuleBroken(m.notArchived);
  return [{ type: 'RevisionUnarchived', data: {} }];
}

/**
 * Once converted, converting again changes nothing: the handler answers the same repair. The
 * unlock code goes with the conversion, sealed for the repair, and the revision's copy goes.
 */
function convert(repairId: number, unlockCode: string | null, state: Revision): RevisionEvent[] {
  const revision = requireRevision(state);
  if (revision.convertedToRepairId !== null) return [];
  return [{ type: 'RevisionConvertedToRepair', data: { repairId, unlockCode } }, ...purgeOf(revision)];
}

/** Deleted, its code goes too: the history stays, but nobody needs to unlock the device any more. */
function deleteRevision(state: Revision): RevisionEvent[] {
  const revision = requireRevision(state);
  return [{ type: 'RevisionDeleted', data: {} }, ...purgeOf(revision)];
}

/**
 * Images follow the repair's rules: a deleted revision takes none, the same image is recorded
 * once. An archived revision still takes them: archiving only files it away, and a photo found
 * later belongs with it. A converted one keeps the images it had, visible on it as the record
 * of the check-in, but takes no new ones: the work goes on in its repair, and a photo attached
 * here would not show there, so the refusal names the repair to attach it to.
 */
function attachRevisionImage(image: AttachedImage, state: Revision): RevisionEvent[] {
  const revision = requireRevision(state);
  if (revision.convertedToRepairId !== null) throw new RuleBroken(m.convertedTakesNoImages(revision.convertedToRepairId));
  return attachOnce(revision.images, image, { type: 'RevisionImageAttached', data: image });
}

/** As on a repair: images still come off a deleted (or converted) revision, to tidy up. */
function removeRevisionImage(imageId: string, state: Revision): RevisionEvent[] {
  if (!state.exists) throw new NotFound(m.notFound);
  return removeIfAttached(state.images, imageId, { type: 'RevisionImageRemoved', data: { imageId } });
}

/** A revision that takes a quote (or an answer to one): live, not converted, not finished or filed away. */
function requireQuotable(state: Revision, message: string): LiveRevision {
  const revision = requireRevision(state);
  if (!isQuotableRevision(revision)) throw new RuleBroken(message);
  return revision;
}

const statusTo = (revision: LiveRevision, to: RevisionStatus): RevisionEvent[] =>
  revision.status === to ? [] : [{ type: 'RevisionStatusChanged', data: { from: revision.status, to } }];

/** A quote waits for the customer: the revision is 'Pendiente de aprobación' until they answer. */
function issueRevisionQuote(command: Extract<RevisionCommand, { type: 'IssueRevisionQuote' }>, state: Revision): RevisionEvent[] {
  const revision = requireQuotable(state, quoteMessages.revisionNotQuotable);
  const quote = newQuote(command.form, revision.quote, command.now, command.email ?? null);
  return [{ type: 'RevisionQuoteIssued', data: quote }, ...statusTo(revision, 'pending_approval')];
}

/**
 * Accepting records the answer (the server then converts the revision into its repair, priced
 * at the quote's total); rejecting closes the revision as done: the device waits to be collected.
 */
function answerRevisionQuote(command: Extract<RevisionCommand, { type: 'AnswerRevisionQuote' }>, state: Revision): RevisionEvent[] {
  const revision = requireQuotable(state, quoteMessages.revisionNoLongerAnswerable);
  const quote = answerQuote(revision.quote, command.number, command.now);
  if (typeof command.accept !== 'boolean') throw new ValidationFailed({ decision: quoteMessages.decisionInvalid }, quoteMessages.decisionInvalid);
  const data = { number: quote.number, channel: decisionChannel(command.channel, command.online), decidedBy: command.decidedBy, decidedAt: command.now.toISOString() };
  if (!command.accept) return [{ type: 'RevisionQuoteRejected', data }, ...statusTo(revision, 'completed')];
  return [{ type: 'RevisionQuoteAccepted', data }];
}

export function decideRevision(command: RevisionCommand, state: Revision): RevisionEvent[] {
  switch (command.type) {
    case 'RegisterRevision':
      return registerRevision(command, state);
    case 'CorrectRevisionDetails':
      return correctRevisionDetails(command, state);
    case 'ArchiveRevision':
      return archive(state);
    case 'UnarchiveRevision':
      return unarchive(state);
    case 'ConvertRevisionToRepair':
      return convert(command.repairId, command.unlockCode, state);
    case 'DeleteRevision':
      return deleteRevision(state);
    case 'AttachRevisionImage':
      return attachRevisionImage(command.data, state);
    case 'RemoveRevisionImage':
      return removeRevisionImage(command.data.imageId, state);
    case 'IssueRevisionTracking':
      requireRevision(state);
      return issueTracking(command.token, trackingIssued);
    case 'RevokeRevisionTracking':
      if (!state.exists) throw new NotFound(m.notFound);
      return revokeTracking(state, { type: 'RevisionTrackingRevoked', data: {} });
    case 'IssueRevisionQuote':
      return issueRevisionQuote(command, state);
    case 'AnswerRevisionQuote':
      return answerRevisionQuote(command, state);
    case 'NotifyCustomer':
      return notifyCustomer(requireRevision(state).noticesSent, command, (data) => ({ type: 'RevisionCustomerNotified', data }));
    case 'RecordCustomerNoticeFailure':
      if (!state.exists) throw new NotFound(m.notFound);
      return recordNoticeFailure(state, command, (data) => ({ type: 'RevisionCustomerNoticeFailed', data }));
    default:
      return assertNever(command);
  }
}

export const revisionDecider: Decider<RevisionCommand, RevisionEvent, Revision> = {
  initialState: initialRevision,
  evolve: evolveRevision,
  decide: decideRevision,
};

/**
 * The repair a revision becomes, with the spec's defaults: an estimate (flexible price, no
 * price yet), unpaid, cash. It entered the shop when the revision was registered (`registeredOn`,
 * a Madrid day), not on the day the revision was booked for, which may still be ahead.
 */
export function repairFromRevision(revision: LiveRevision, registeredOn: string) {
  return {
    clientId: revision.clientId,
    device: revision.device,
    model: revision.model,
    contactNumber: revision.contactNumber,
    description: revision.description,
    motive: revisionMotiveLabels[revision.motive],
    internalNotes: revision.internalNotes,
    // An accepted quote is the repair's price, fixed; otherwise it is still to be set.
    priceCents: revision.quote?.decision?.accepted ? revision.quote.totalCents : null,
    priceType: revision.quote?.decision?.accepted ? ('fixed' as const) : ('flexible' as const),
    isPaid: false,
    paymentMethod: 'cash' as const,
    entryDate: registeredOn,
  };
}

/** Whether a revision still waits for the shop (for the client's pending count). */
export function isOpenRevision(status: RevisionStatus): boolean {
  return !['completed', 'cancelled', 'archived'].includes(status);
}
