import { z } from 'zod';
import { defineEvent, EventCatalogue, type EventOf } from '../shared/event.js';
import { attachedImage } from '../shared/images.js';
import { firstTrackingToken, trackingIssued, trackingMessages, trackingRevoked } from '../shared/tracking.js';
import { quoteDecided, quoteIssued, quoteMessages } from '../shared/quote.js';
import { customerNoticeFailed, customerNotified, noticeMessages } from '../notice/notice.js';
import { sealedUnlockCode, unlockCodeMessages } from '../shared/unlock-code.js';
import { moneyMovement, owedOnCollection } from '../shared/payment.js';
import { REPAIR_PAYMENT_METHODS, REPAIR_PRICE_TYPES, REPAIR_STATUSES } from './repair.rules.js';
import { noticeChannelLabels, repairFieldLabels } from './repair.labels.js';

/** What staff can correct on a repair after registering it. */
export const repairDetails = z.object({
  device: z.string(),
  model: z.string(),
  contactNumber: z.string(),
  description: z.string(),
  motive: z.string(),
  priceCents: z.number().int().nonnegative().nullable(),
  priceType: z.enum(REPAIR_PRICE_TYPES),
  paymentMethod: z.enum(REPAIR_PAYMENT_METHODS),
  isPaid: z.boolean(),
  internalNotes: z.string(),
  /** The day the shop expects to finish it (`YYYY-MM-DD`), for the work calendar. */
  estimatedCompletion: z.string().nullable(),
});
export type RepairDetails = z.infer<typeof repairDetails>;

const status = z.enum(REPAIR_STATUSES);

/**
 * How a customer was told: by e-mail through the shop's outbox, by telephone or in person.
 * `unrecorded` is what notices written before the channel was recorded read as: they were
 * written by completing a repair, nobody is known to have told anyone, and no clock counts
 * from them.
 */
export const NOTICE_CHANNELS = ['email', 'phone', 'in_person'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];
/** How each channel is named: `repair.labels.ts`, without zod. */
export { noticeChannelLabels };

/** Who gave a notice by hand (the member of staff, or the command line). */
const givenBy = z.object({ id: z.number().int().positive().nullable(), name: z.string() });

/**
 * The e-mail of a notice as it was queued: the outbox row that sends it, and its subject and
 * text, which name no person (the history shows them; the address stays in the outbox).
 */
export const noticeEmail = z.object({ outboxId: z.number().int().positive(), subject: z.string(), text: z.string() });
export type NoticeEmail = z.infer<typeof noticeEmail>;

/** A notice really given: its channel, who gave it by hand, or the e-mail queued. */
const givenNotice = {
  channel: z.enum(NOTICE_CHANNELS),
  givenBy: givenBy.nullable(),
  email: noticeEmail.nullable(),
};

const repairEventDefinitions = [
  defineEvent(
    'RepairRegistered',
    repairDetails.extend({
      repairId: z.number().int().positive(),
      clientId: z.number().int().positive(),
      entryDate: z.string(),
      status,
      /** The revision it was converted from, if any. */
      origin: z.object({ revisionId: z.number().int().positive() }).nullable(),
      /** The device's unlock code, sealed by the server: the domain never sees it in clear. */
      unlockCode: sealedUnlockCode.nullable(),
      /** Its first tracking link (shared/tracking.ts); absent before links existed. */
      trackingToken: firstTrackingToken,
    }),
    'Reparación registrada',
    // v2: the price type arrived; repairs registered before it had flexible estimates.
    // v3: the origin arrived; repairs registered before it were registered directly.
    // v4: the estimated completion and the unlock code arrived; older repairs had neither.
    {
      version: 4,
      upcasters: {
        1: (data: object) => ({ priceType: 'flexible', ...data }),
        2: (data: object) => ({ origin: null, ...data }),
        3: (data: object) => ({ estimatedCompletion: null, unlockCode: null, ...data }),
      },
    },
  ),
  defineEvent('RepairDetailsCorrected', z.object({ changes: repairDetails.partial() }), 'Datos corregidos'),
  defineEvent('RepairStatusChanged', z.object({ from: status, to: status }), 'Estado cambiado'),
  defineEvent('RepairDeleted', z.object({}), 'Reparación eliminada'),
  /** A photo of the device; the file itself lives outside the log. */
  defineEvent('RepairImageAttached', attachedImage, 'Imagen añadida'),
  defineEvent('RepairImageRemoved', attachedImage.pick({ imageId: true }), 'Imagen eliminada'),
  /**
   * The customer was told the device is ready: storage and the abandonment clock count from
   * `noticeDay`, unless the channel is `unrecorded` (see NOTICE_CHANNELS).
   */
  defineEvent(
    'RepairCompletionNotified',
    z.object({
      notifiedAt: z.string(),
      noticeDay: z.string(),
      channel: z.enum([...NOTICE_CHANNELS, 'unrecorded']),
      givenBy: givenBy.nullable(),
      email: noticeEmail.nullable(),
    }),
    'Cliente avisado de que está terminada',
    // v2: the channel arrived; a v1 notice was written by completing the repair, not given.
    { version: 2, upcasters: { 1: (data: object) => ({ channel: 'unrecorded', givenBy: null, email: null, ...data }) } },
  ),
  /**
   * The customer was told that an uncollected device will be treated as abandoned after
   * `abandonOn` unless collected by then.
   */
  defineEvent(
    'RepairFinalNoticeSent',
    z.object({ sentAt: z.string(), sentDay: z.string(), abandonOn: z.string(), ...givenNotice }),
    'Aviso final de abandono enviado',
  ),
  /** Nobody came after the final notice's date: the device counts as abandoned (a final state). */
  defineEvent(
    'RepairAbandoned',
    z.object({ abandonedAt: z.string(), abandonedDay: z.string(), reason: z.string(), finalNoticeDay: z.string() }),
    'Marcada como abandonada',
  ),
  /**
   * The customer took the device: storage stops, the warranty starts. `owed`: money still due
   * then, and who let the device go without it (shared/payment.ts); null when nothing was owed.
   */
  defineEvent(
    'RepairCollected',
    z.object({ collectedAt: z.string(), collectedDay: z.string(), owed: owedOnCollection.nullable() }),
    'Dispositivo recogido',
    // v2: what stayed owed arrived; a device collected before payments were recorded left owing nothing known.
    { version: 2, upcasters: { 1: (data: object) => ({ owed: null, ...data }) } },
  ),
  /** Money taken on the repair at the counter (shared/payment.ts). */
  defineEvent('RepairPaymentReceived', moneyMovement, 'Cobro registrado'),
  /** Money given back to the customer, with the reason. */
  defineEvent('RepairRefundGiven', moneyMovement, 'Devolución registrada'),
  defineEvent('RepairUnlockCodeChanged', z.object({ unlockCode: sealedUnlockCode.nullable() }), unlockCodeMessages.changed),
  /** Its key was destroyed: the sealed code left in the log can no longer be read. */
  defineEvent('RepairUnlockCodePurged', z.object({}), unlockCodeMessages.purged),
  /** The customer's tracking link (shared/tracking.ts): a new token, replacing any the repair had. */
  defineEvent('RepairTrackingIssued', trackingIssued, trackingMessages.issued),
  defineEvent('RepairTrackingRevoked', trackingRevoked, trackingMessages.revoked),
  /** A quote given to the customer (shared/quote.ts): it replaces one still unanswered. */
  defineEvent('RepairQuoteIssued', quoteIssued, quoteMessages.issued),
  defineEvent('RepairQuoteAccepted', quoteDecided, quoteMessages.accepted),
  defineEvent('RepairQuoteRejected', quoteDecided, quoteMessages.rejected),
  /** A notice the shop gave on one of the steps it chose (notice/notice.ts). */
  defineEvent('RepairCustomerNotified', customerNotified, noticeMessages.customerNotified),
  defineEvent('RepairCustomerNoticeFailed', customerNoticeFailed, noticeMessages.deliveryFailed),
] as const;

export type RepairEvent = EventOf<typeof repairEventDefinitions>;
export const repairEvents = new EventCatalogue<RepairEvent>(repairEventDefinitions);

/** Spanish names of the fields, for the history screen's "what changed": `repair.labels.ts`, without zod. */
export { repairFieldLabels };
