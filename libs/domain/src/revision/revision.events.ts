import { z } from 'zod';
import { defineEvent, EventCatalogue, type EventOf } from '../shared/event.js';
import { firstTrackingToken, trackingIssued, trackingMessages, trackingRevoked } from '../shared/tracking.js';
import { customerNoticeFailed, customerNotified, noticeMessages } from '../notice/notice.js';
import { quoteDecided, quoteIssued, quoteMessages } from '../shared/quote.js';
import { attachedImage } from '../shared/images.js';
import { sealedUnlockCode, unlockCodeMessages } from '../shared/unlock-code.js';
import { REVISION_MOTIVES, REVISION_STATUSES } from './revision.rules.js';
import { revisionFieldLabels } from './revision.labels.js';

/** What staff can correct on a revision after registering it. */
export const revisionDetails = z.object({
  device: z.string(),
  model: z.string(),
  contactNumber: z.string(),
  motive: z.enum(REVISION_MOTIVES),
  description: z.string(),
  internalNotes: z.string(),
  date: z.string(),
});
export type RevisionDetails = z.infer<typeof revisionDetails>;

const status = z.enum(REVISION_STATUSES);

const revisionEventDefinitions = [
  defineEvent(
    'RevisionRegistered',
    revisionDetails.extend({
      revisionId: z.number().int().positive(),
      clientId: z.number().int().positive(),
      status,
      /** The device's unlock code, sealed by the server with the revision's key. */
      unlockCode: sealedUnlockCode.nullable(),
      /** Its first tracking link (shared/tracking.ts); absent before links existed. */
      trackingToken: firstTrackingToken,
    }),
    'Revisión registrada',
    // v2: the unlock code arrived; revisions registered before it kept none.
    { version: 2, upcasters: { 1: (data: object) => ({ unlockCode: null, ...data }) } },
  ),
  defineEvent('RevisionDetailsCorrected', z.object({ changes: revisionDetails.partial() }), 'Datos corregidos'),
  defineEvent('RevisionStatusChanged', z.object({ from: status, to: status }), 'Estado cambiado'),
  defineEvent('RevisionArchived', z.object({ from: status }), 'Revisión archivada'),
  defineEvent('RevisionUnarchived', z.object({}), 'Revisión desarchivada'),
  defineEvent(
    'RevisionConvertedToRepair',
    z.object({
      repairId: z.number().int().positive(),
      /**
       * The revision's unlock code, sealed again with the repair's key: the decision carries
       * what the repair is registered with, so a conversion finished after a crash keeps it,
       * and the repair's rules (reveal, purge on collection) govern this copy too.
       */
      unlockCode: sealedUnlockCode.nullable(),
    }),
    'Convertida en reparación',
    // v2: the unlock code went with the conversion; revisions converted before it had none.
    { version: 2, upcasters: { 1: (data: object) => ({ unlockCode: null, ...data }) } },
  ),
  defineEvent('RevisionDeleted', z.object({}), 'Revisión eliminada'),
  /** A photo of the device as it came in; the file itself lives outside the log. */
  defineEvent('RevisionImageAttached', attachedImage, 'Imagen añadida'),
  defineEvent('RevisionImageRemoved', attachedImage.pick({ imageId: true }), 'Imagen eliminada'),
  defineEvent('RevisionUnlockCodeChanged', z.object({ unlockCode: sealedUnlockCode.nullable() }), unlockCodeMessages.changed),
  /** Its key was destroyed (converted, finished and archived, or deleted): the sealed code left in the log can no longer be read. */
  defineEvent('RevisionUnlockCodePurged', z.object({}), unlockCodeMessages.purged),
  /** The customer's tracking link (shared/tracking.ts): a new token, replacing any the revision had. */
  defineEvent('RevisionTrackingIssued', trackingIssued, trackingMessages.issued),
  defineEvent('RevisionTrackingRevoked', trackingRevoked, trackingMessages.revoked),
  /** A quote for the work the revision found (shared/quote.ts): it replaces one still unanswered. */
  defineEvent('RevisionQuoteIssued', quoteIssued, quoteMessages.issued),
  defineEvent('RevisionQuoteAccepted', quoteDecided, quoteMessages.accepted),
  defineEvent('RevisionQuoteRejected', quoteDecided, quoteMessages.rejected),
  /** A notice the shop gave on one of the steps it chose (notice/notice.ts). */
  defineEvent('RevisionCustomerNotified', customerNotified, noticeMessages.customerNotified),
  defineEvent('RevisionCustomerNoticeFailed', customerNoticeFailed, noticeMessages.deliveryFailed),
] as const;

export type RevisionEvent = EventOf<typeof revisionEventDefinitions>;
export const revisionEvents = new EventCatalogue<RevisionEvent>(revisionEventDefinitions);

/** Spanish names of the fields, for the history: `revision.labels.ts`, without zod. */
export { revisionFieldLabels };
