import { z } from 'zod';
import { defineEvent, EventCatalogue, type EventOf } from '../shared/event.js';
import { attachedImage } from '../shared/images.js';
import { sealedUnlockCode, unlockCodeMessages } from '../shared/unlock-code.js';
import { REPAIR_PAYMENT_METHODS, REPAIR_PRICE_TYPES, REPAIR_STATUSES, repairTextLabels } from './repair.rules.js';

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
  /** The customer was told the device is ready: storage counts from `noticeDay`. */
  defineEvent(
    'RepairCompletionNotified',
    z.object({ notifiedAt: z.string(), noticeDay: z.string() }),
    'Cliente avisado de que está terminada',
  ),
  /** The customer took the device: storage stops, the warranty starts. */
  defineEvent('RepairCollected', z.object({ collectedAt: z.string(), collectedDay: z.string() }), 'Dispositivo recogido'),
  defineEvent('RepairUnlockCodeChanged', z.object({ unlockCode: sealedUnlockCode.nullable() }), unlockCodeMessages.changed),
  /** Its key was destroyed: the sealed code left in the log can no longer be read. */
  defineEvent('RepairUnlockCodePurged', z.object({}), unlockCodeMessages.purged),
] as const;

export type RepairEvent = EventOf<typeof repairEventDefinitions>;
export const repairEvents = new EventCatalogue<RepairEvent>(repairEventDefinitions);

/** Spanish names of the fields, for the history screen's "what changed". */
export const repairFieldLabels: Record<
  keyof RepairDetails | 'status' | 'clientId' | 'entryDate' | 'image' | 'originRevisionId' | 'unlockCode' | 'noticeDay' | 'collectedDay',
  string
> = {
  ...repairTextLabels,
  priceCents: 'Precio',
  priceType: 'Tipo de precio',
  paymentMethod: 'Método de pago',
  isPaid: 'Pagada',
  status: 'Estado',
  clientId: 'Cliente',
  entryDate: 'Fecha de entrada',
  image: 'Imagen',
  originRevisionId: 'Revisión de origen',
  estimatedCompletion: 'Fecha estimada de finalización',
  unlockCode: unlockCodeMessages.label,
  noticeDay: 'Día del aviso',
  collectedDay: 'Día de recogida',
};
