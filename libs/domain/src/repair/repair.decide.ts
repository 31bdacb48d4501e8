import { z } from 'zod';
import { daysBetween, formatDay, madridDay } from '../shared/dates.js';
import { oneLineText } from '../shared/text.js';
import type { Decider } from '../shared/decider.js';
import { assertNever } from '../shared/decider.js';
import { NotFound, RuleBroken, ValidationFailed } from '../shared/errors.js';
import { validate } from '../shared/validation.js';
import { attachOnce, removeIfAttached, type AttachedImage } from '../shared/images.js';
import { firstTracking, issueTracking, revokeTracking } from '../shared/tracking.js';
import { answerQuote, decisionChannel, newQuote, quoteMessages, type QuoteIssued } from '../shared/quote.js';
import { changesUnlockCode } from '../shared/unlock-code.js';
import { balanceOf, decidePayment, decideRefund, netPaidCents, paymentMessages, type Balance, type MoneyMovement, type MovementBy, type MovementRequest } from '../shared/payment.js';
import { notifyCustomer, recordNoticeFailure, type NotifyCustomer, type RecordNoticeFailure } from '../notice/notice.js';
import { NOTICE_CHANNELS, type NoticeChannel, type NoticeEmail, type RepairDetails, type RepairEvent } from './repair.events.js';
import { abandonableFrom, ABANDONED_AFTER_DAYS, isQuotableRepair, finalNoticeAbandonOn, finalNoticeDueOn, FINAL_NOTICE_DAYS } from './repair.terms.js';
import { repairMessages as m } from './repair.messages.js';
import { newRepairSchema, repairEditSchema, repairStatusSchema, type RepairStatus } from './repair.rules.js';
import { evolveRepair, initialRepair, type Repair } from './repair.js';

export type RepairCommand =
  | {
      type: 'RegisterRepair';
      /** The form as sent; checked here against the spec's rules. */
      data: Record<string, unknown> & { repairId: number };
      /** Whether the chosen client exists: the handler looks it up. */
      clientExists: boolean;
      now: Date;
      /** The revision it comes from (a conversion); set by the server, never by the form. */
      origin?: { revisionId: number } | null;
      /** The unlock code, already sealed by the server; the form's clear code never gets here. */
      unlockCode?: string | null;
      /** Its first tracking token, drawn by the server (shared/tracking.ts). */
      trackingToken?: string;
    }
  | {
      type: 'CorrectRepairDetails';
      data: Record<string, unknown>;
      now: Date;
      /** A new sealed unlock code, `null` to remove it, absent to keep it. */
      unlockCode?: string | null;
    }
  | { type: 'ChangeRepairStatus'; data: { status: unknown }; now: Date }
  | {
      type: 'NotifyRepairCompletion';
      now: Date;
      /** How the customer is told: checked here (`email`, `phone`, `in_person`). */
      channel: unknown;
      /** Who tells them (the actor). */
      givenBy: { id: number | null; name: string };
      /** The e-mail queued in the outbox, for the `email` channel (the server queues it). */
      email?: NoticeEmail | null;
    }
  | {
      type: 'SendRepairFinalNotice';
      now: Date;
      channel: unknown;
      givenBy: { id: number | null; name: string };
      email?: NoticeEmail | null;
      /** Today's terms: days after the completion notice before a final notice is due. */
      abandonedAfterDays?: number;
      /** Days the final notice gives the customer. */
      finalNoticeDays?: number;
    }
  | { type: 'MarkRepairAbandoned'; now: Date; reason: unknown }
  /**
   * The customer takes the device. With money still due, `leaveOwed` says that it stays owed,
   * and `by` who allowed it; without it the collection is refused until it is paid.
   */
  | { type: 'CollectRepair'; now: Date; leaveOwed?: boolean; by?: MovementBy }
  /** Money taken at the counter (shared/payment.ts): `{ amountCents, method, note? }`. */
  | ({ type: 'RecordRepairPayment' } & MovementRequest)
  /** Money given back, with its reason. */
  | ({ type: 'RecordRepairRefund' } & MovementRequest)
  | { type: 'DeleteRepair' }
  | { type: 'AttachRepairImage'; data: AttachedImage }
  | { type: 'RemoveRepairImage'; data: { imageId: string } }
  /** A new tracking link (the first, or one replacing the old), its token drawn by the server. */
  | { type: 'IssueRepairTracking'; token: string }
  | { type: 'RevokeRepairTracking' }
  | NotifyCustomer
  | RecordNoticeFailure
  /** A quote to the customer (the form: lines, validUntil, notes); `email`: the one the server queued with it. */
  | { type: 'IssueRepairQuote'; form: unknown; now: Date; email?: QuoteIssued['email'] }
  /**
   * The customer's answer to quote `number`: on the tracking page (`online`), or given by phone
   * or in person and recorded by `decidedBy`.
   */
  | { type: 'AnswerRepairQuote'; number: unknown; accept: unknown; online: boolean; channel?: unknown; decidedBy: { id: number | null; name: string } | null; now: Date };

type LiveRepair = Extract<Repair, { exists: true }>;

/** A repair that can be acted on: registered and not deleted. */
export function requireRepair(state: Repair): LiveRepair {
  if (!state.exists || state.deleted) throw new NotFound(m.notFound);
  return state;
}

function registerRepair(command: Extract<RepairCommand, { type: 'RegisterRepair' }>, state: Repair): RepairEvent[] {
  if (state.exists) throw new RuleBroken('La reparación ya existe');
  const form = validate(newRepairSchema, command.data, m.formHasErrors);
  if (!command.clientExists) throw new ValidationFailed({ clientId: m.clientRequired }, m.formHasErrors);
  const { entryDate, ...details } = form;
  return [
    {
      type: 'RepairRegistered',
      data: {
        ...details,
        repairId: command.data.repairId,
        entryDate: entryDate ?? madridDay(command.now),
        status: 'pending',
        origin: command.origin ?? null,
        unlockCode: command.unlockCode ?? null,
        ...firstTracking(command.trackingToken),
      },
    },
  ];
}

const trackingIssued = (token: string): RepairEvent => ({ type: 'RepairTrackingIssued', data: { token } });

type Notice = { channel: NoticeChannel; givenBy: { id: number | null; name: string }; email: NoticeEmail | null };

/** The channel of a notice, and the e-mail the `email` channel needs. */
function noticeGiven(command: { channel: unknown; givenBy: Notice['givenBy']; email?: NoticeEmail | null }): Notice {
  const { channel } = validate(z.object({ channel: z.enum(NOTICE_CHANNELS, { error: m.noticeChannelInvalid }) }), { channel: command.channel }, m.noticeChannelInvalid);
  const email = channel === 'email' ? (command.email ?? null) : null;
  if (channel === 'email' && email === null) throw new RuleBroken(m.noticeEmailMissing);
  return { channel, givenBy: command.givenBy, email };
}

/** The customer is told, by the channel recorded, that it is ready: storage counts from that day. */
const completionNotice = (now: Date, notice: Notice): RepairEvent => ({
  type: 'RepairCompletionNotified',
  data: { notifiedAt: now.toISOString(), noticeDay: madridDay(now), ...notice },
});

/**
 * A status change. Completing it records no notice: a notice is what 'Avisar al cliente'
 * records when someone really tells the customer. A collected or abandoned device stays as it left.
 */
function statusChange(repair: LiveRepair, to: RepairStatus, _now: Date): RepairEvent[] {
  if (to === repair.status) return [];
  if (repair.collectedDay !== null) throw new RuleBroken(m.alreadyCollected);
  if (repair.status === 'abandoned') throw new RuleBroken(m.abandonedIsFinal);
  if (to === 'abandoned') throw new RuleBroken(m.abandonedNeedsOwnAction);
  return [{ type: 'RepairStatusChanged', data: { from: repair.status, to } }];
}

/**
 * Records only what really changed, so the history says exactly what was corrected. A field
 * the form leaves out keeps its value: nothing is lost to a partial form.
 */
function correctRepairDetails(command: Extract<RepairCommand, { type: 'CorrectRepairDetails' }>, state: Repair): RepairEvent[] {
  const { data, now } = command;
  const repair = requireRepair(state);
  const { exists: _e, deleted: _d, repairId: _r, clientId: _c, entryDate: _en, status: current, ...details } = repair;
  const { status, ...form } = validate(repairEditSchema, { ...details, status: current, ...data }, m.formHasErrors);
  const changes: Partial<RepairDetails> = {};
  for (const key of Object.keys(form) as (keyof RepairDetails)[]) {
    if (form[key] !== repair[key]) Object.assign(changes, { [key]: form[key] });
  }
  const events: RepairEvent[] = [];
  if (Object.keys(changes).length > 0) events.push({ type: 'RepairDetailsCorrected', data: { changes } });
  if (changesUnlockCode(repair.unlockCode, command.unlockCode)) {
    if (repair.collectedDay !== null) throw new RuleBroken(m.alreadyCollected);
    if (repair.status === 'abandoned') throw new RuleBroken(m.abandonedIsFinal);
    events.push({ type: 'RepairUnlockCodeChanged', data: { unlockCode: command.unlockCode } });
  }
  if (status !== undefined) events.push(...statusChange(repair, status, now));
  return events;
}

function changeRepairStatus(data: { status: unknown }, now: Date, state: Repair): RepairEvent[] {
  const repair = requireRepair(state);
  return statusChange(repair, validate(repairStatusSchema, data.status, m.statusInvalid), now);
}

/** What stops any notice: the device left, the repair was cancelled or abandoned. */
function requireNoticeable(state: Repair): LiveRepair {
  const repair = requireRepair(state);
  if (repair.collectedDay !== null) throw new RuleBroken(m.alreadyCollected);
  if (repair.status === 'cancelled') throw new RuleBroken(m.notifyCancelled);
  if (repair.status === 'abandoned') throw new RuleBroken(m.notifyAbandoned);
  return repair;
}

/**
 * Tells the customer it is ready, by the channel given: completes it if it was not, and
 * records the notice. The first notice starts the storage count, so telling them again
 * records nothing (a notice recorded before channels were, `unrecorded`, counts as none).
 */
function notifyRepairCompletion(command: Extract<RepairCommand, { type: 'NotifyRepairCompletion' }>, state: Repair): RepairEvent[] {
  const repair = requireNoticeable(state);
  const notice = noticeGiven(command);
  if (repair.status !== 'completed') return [...statusChange(repair, 'completed', command.now), completionNotice(command.now, notice)];
  return repair.noticeDay === null ? [completionNotice(command.now, notice)] : [];
}

/**
 * The final notice: the customer, told long enough ago that it was ready, is told the day
 * after which the device will be treated as abandoned. Due once `abandonedAfterDays` have
 * passed since the completion notice; a second one records nothing.
 */
function sendRepairFinalNotice(command: Extract<RepairCommand, { type: 'SendRepairFinalNotice' }>, state: Repair): RepairEvent[] {
  const repair = requireNoticeable(state);
  if (repair.status !== 'completed') throw new RuleBroken(m.finalNoticeNeedsCompleted);
  if (repair.noticeDay === null) throw new RuleBroken(m.finalNoticeNeedsNotice);
  if (repair.finalNotice !== null) return [];
  const today = madridDay(command.now);
  const afterDays = command.abandonedAfterDays ?? ABANDONED_AFTER_DAYS;
  if (daysBetween(repair.noticeDay, today) < afterDays) throw new RuleBroken(m.finalNoticeNotDue(formatDay(finalNoticeDueOn(repair.noticeDay, afterDays))));
  const notice = noticeGiven(command);
  return [
    {
      type: 'RepairFinalNoticeSent',
      data: {
        sentAt: command.now.toISOString(),
        sentDay: today,
        abandonOn: finalNoticeAbandonOn(today, command.finalNoticeDays ?? FINAL_NOTICE_DAYS),
        ...notice,
      },
    },
  ];
}

export const abandonReason = z.object({ reason: oneLineText({
  label: 'Motivo del abandono',
  max: 300,
  error: m.abandonReasonRequired,
  tooLong: m.abandonReasonTooLong,
}).min(1, m.abandonReasonRequired) });

/**
 * Marks it abandoned: only once the day its final notice gave has passed, never a collected
 * device; its unlock code goes. Marking it again records nothing.
 */
function markRepairAbandoned(command: Extract<RepairCommand, { type: 'MarkRepairAbandoned' }>, state: Repair): RepairEvent[] {
  const repair = requireRepair(state);
  if (repair.status === 'abandoned') return [];
  if (repair.collectedDay !== null) throw new RuleBroken(m.alreadyCollected);
  if (repair.finalNotice === null) throw new RuleBroken(m.abandonNeedsFinalNotice);
  const today = madridDay(command.now);
  if (today <= repair.finalNotice.abandonOn) throw new RuleBroken(m.abandonTooEarly(formatDay(abandonableFrom(repair.finalNotice.abandonOn))));
  const { reason } = validate(abandonReason, { reason: command.reason }, m.abandonReasonRequired);
  const abandoned: RepairEvent = {
    type: 'RepairAbandoned',
    data: { abandonedAt: command.now.toISOString(), abandonedDay: today, reason, finalNoticeDay: repair.finalNotice.sentDay },
  };
  return repair.unlockCode === null ? [abandoned] : [abandoned, { type: 'RepairUnlockCodePurged', data: {} }];
}

/**
 * Where the repair's money stands: its price (IVA included) against what was paid. A cancelled
 * repair owes nothing: what was paid on it is the customer's, to give back.
 */
export function repairBalance(repair: Pick<LiveRepair, 'priceCents' | 'isPaid' | 'status'> & { ledger: Pick<LiveRepair['ledger'], 'paidCents' | 'refundedCents'> }): Balance {
  return balanceOf(repair.status === 'cancelled' ? 0 : repair.priceCents, repair.ledger, repair.isPaid);
}

/**
 * The customer takes the device: storage stops, the warranty starts, the unlock code goes.
 * Money still due is asked for: the collection is refused unless staff say it stays owed,
 * which the event records with who allowed it.
 */
function collectRepair(command: Extract<RepairCommand, { type: 'CollectRepair' }>, state: Repair): RepairEvent[] {
  const { now } = command;
  const repair = requireRepair(state);
  if (repair.collectedDay !== null) throw new RuleBroken(m.alreadyCollected);
  if (repair.status === 'abandoned') throw new RuleBroken(m.notifyAbandoned);
  if (repair.status !== 'completed') throw new RuleBroken(m.collectNeedsCompleted);
  const due = repairBalance(repair).dueCents ?? 0;
  if (due > 0 && command.leaveOwed !== true) throw new RuleBroken(paymentMessages.owedNotAllowed(due));
  const owed = due > 0 ? { owedCents: due, allowedBy: command.by ?? null } : null;
  const collected: RepairEvent = { type: 'RepairCollected', data: { collectedAt: now.toISOString(), collectedDay: madridDay(now), owed } };
  return repair.unlockCode === null ? [collected] : [collected, { type: 'RepairUnlockCodePurged', data: {} }];
}

/** The spec's 'Pagada' follows the money: set when the payments cover the price, cleared when a refund uncovers it. */
function paidFlag(repair: LiveRepair, paidCents: number, method: MoneyMovement['method']): RepairEvent[] {
  const covered = repair.priceCents !== null && paidCents >= repair.priceCents;
  if (covered && !repair.isPaid) return [{ type: 'RepairDetailsCorrected', data: { changes: { isPaid: true, paymentMethod: method } } }];
  if (!covered && repair.isPaid) return [{ type: 'RepairDetailsCorrected', data: { changes: { isPaid: false } } }];
  return [];
}

function recordRepairPayment(command: Extract<RepairCommand, { type: 'RecordRepairPayment' }>, state: Repair): RepairEvent[] {
  const repair = requireRepair(state);
  const movement = decidePayment(command, repair.ledger, repairBalance(repair));
  if (movement === null) return [];
  const paid = netPaidCents(repair.ledger) + movement.amountCents;
  return [{ type: 'RepairPaymentReceived', data: movement }, ...paidFlag(repair, paid, movement.method)];
}

function recordRepairRefund(command: Extract<RepairCommand, { type: 'RecordRepairRefund' }>, state: Repair): RepairEvent[] {
  const repair = requireRepair(state);
  const movement = decideRefund(command, repair.ledger);
  if (movement === null) return [];
  const paid = netPaidCents(repair.ledger) - movement.amountCents;
  return [{ type: 'RepairRefundGiven', data: movement }, ...paidFlag(repair, paid, movement.method)];
}

function deleteRepair(state: Repair): RepairEvent[] {
  requireRepair(state);
  return [{ type: 'RepairDeleted', data: {} }];
}

/** A deleted repair takes no new images; attaching the same image twice records it once. */
function attachRepairImage(image: AttachedImage, state: Repair): RepairEvent[] {
  const repair = requireRepair(state);
  return attachOnce(repair.images, image, { type: 'RepairImageAttached', data: image });
}

/**
 * Images can still be taken off a deleted repair (tidying up what it left behind). Removing an
 * image that is no longer attached records nothing, so a removal retried after a failure is safe.
 */
function removeRepairImage(imageId: string, state: Repair): RepairEvent[] {
  if (!state.exists) throw new NotFound(m.notFound);
  return removeIfAttached(state.images, imageId, { type: 'RepairImageRemoved', data: { imageId } });
}

/** A repair still being worked out: not finished, cancelled, abandoned or collected. */
function requireQuotable(state: Repair, message: string): LiveRepair {
  const repair = requireRepair(state);
  if (!isQuotableRepair({ status: repair.status, collected: repair.collectedDay !== null })) throw new RuleBroken(message);
  return repair;
}

/** The quote goes to the customer, and the repair waits for their answer ('Esperando Cliente'). */
function issueRepairQuote(command: Extract<RepairCommand, { type: 'IssueRepairQuote' }>, state: Repair): RepairEvent[] {
  const repair = requireQuotable(state, quoteMessages.notQuotable);
  const quote = newQuote(command.form, repair.quote, command.now, command.email ?? null);
  return [{ type: 'RepairQuoteIssued', data: quote }, ...statusChange(repair, 'waiting_user', command.now)];
}

/**
 * Accepting sets the repair's price to the quote's total (a fixed price now) and moves it on
 * to 'En progreso'; rejecting leaves it finished without repair, ready to collect.
 */
function answerRepairQuote(command: Extract<RepairCommand, { type: 'AnswerRepairQuote' }>, state: Repair): RepairEvent[] {
  const repair = requireQuotable(state, quoteMessages.noLongerAnswerable);
  const quote = answerQuote(repair.quote, command.number, command.now);
  if (typeof command.accept !== 'boolean') throw new ValidationFailed({ decision: quoteMessages.decisionInvalid }, quoteMessages.decisionInvalid);
  const data = { number: quote.number, channel: decisionChannel(command.channel, command.online), decidedBy: command.decidedBy, decidedAt: command.now.toISOString() };
  if (!command.accept) return [{ type: 'RepairQuoteRejected', data }, ...statusChange(repair, 'completed', command.now)];
  const price: RepairEvent[] =
    repair.priceCents === quote.totalCents && repair.priceType === 'fixed'
      ? []
      : [{ type: 'RepairDetailsCorrected', data: { changes: { priceCents: quote.totalCents, priceType: 'fixed' } } }];
  return [{ type: 'RepairQuoteAccepted', data }, ...price, ...statusChange(repair, 'in_progress', command.now)];
}

export function decideRepair(command: RepairCommand, state: Repair): RepairEvent[] {
  switch (command.type) {
    case 'RegisterRepair':
      return registerRepair(command, state);
    case 'CorrectRepairDetails':
      return correctRepairDetails(command, state);
    case 'ChangeRepairStatus':
      return changeRepairStatus(command.data, command.now, state);
    case 'NotifyRepairCompletion':
      return notifyRepairCompletion(command, state);
    case 'SendRepairFinalNotice':
      return sendRepairFinalNotice(command, state);
    case 'MarkRepairAbandoned':
      return markRepairAbandoned(command, state);
    case 'CollectRepair':
      return collectRepair(command, state);
    case 'RecordRepairPayment':
      return recordRepairPayment(command, state);
    case 'RecordRepairRefund':
      return recordRepairRefund(command, state);
    case 'DeleteRepair':
      return deleteRepair(state);
    case 'AttachRepairImage':
      return attachRepairImage(command.data, state);
    case 'RemoveRepairImage':
      return removeRepairImage(command.data.imageId, state);
    case 'IssueRepairTracking':
      requireRepair(state);
      return issueTracking(command.token, trackingIssued);
    case 'RevokeRepairTracking':
      if (!state.exists) throw new NotFound(m.notFound);
      return revokeTracking(state, { type: 'RepairTrackingRevoked', data: {} });
    case 'NotifyCustomer':
      return notifyCustomer(requireRepair(state).noticesSent, command, (data) => ({ type: 'RepairCustomerNotified', data }));
    case 'RecordCustomerNoticeFailure':
      if (!state.exists) throw new NotFound(m.notFound);
      return recordNoticeFailure(state, command, (data) => ({ type: 'RepairCustomerNoticeFailed', data }));
    case 'IssueRepairQuote':
      return issueRepairQuote(command, state);
    case 'AnswerRepairQuote':
      return answerRepairQuote(command, state);
    default:
      return assertNever(command);
  }
}

export const repairDecider: Decider<RepairCommand, RepairEvent, Repair> = {
  initialState: initialRepair,
  evolve: evolveRepair,
  decide: decideRepair,
};
