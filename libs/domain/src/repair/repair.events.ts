import { z } from 'zod';
import { defineEvent, EventCatalogue, type EventOf } from '../shared/event.js';
import { REPAIR_PAYMENT_METHODS, REPAIR_PRICE_TYPES, REPAIR_STATUSES } from './repair.rules.js';

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
});
export type RepairDetails = z.infer<typeof repairDetails>;

const status = z.enum(REPAIR_STATUSES);

/** A photo of the device attached to the repair; the file itself lives outside the log. */
const repairImage = z.object({
  imageId: z.string().min(1),
  /** The name it had on the uploader's computer, for people only: never a path. */
  filename: z.string(),
  /** Judged from the file's content, not from its name. */
  contentType: z.string(),
});
export type RepairImage = z.infer<typeof repairImage>;

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
    }),
    'Reparación registrada',
    // v2: the price type arrived; repairs registered before it had flexible estimates.
    // v3: the origin arrived; repairs registered before it were registered directly.
    {
      version: 3,
      upcasters: { 1: (data: object) => ({ priceType: 'flexible', ...data }), 2: (data: object) => ({ origin: null, ...data }) },
    },
  ),
  defineEvent('RepairDetailsCorrected', z.object({ changes: repairDetails.partial() }), 'Datos corregidos'),
  defineEvent('RepairStatusChanged', z.object({ from: status, to: status }), 'Estado cambiado'),
  defineEvent('RepairDeleted', z.object({}), 'Reparación eliminada'),
  defineEvent('RepairImageAttached', repairImage, 'Imagen añadida'),
  defineEvent('RepairImageRemoved', z.object({ imageId: repairImage.shape.imageId }), 'Imagen eliminada'),
] as const;

export type RepairEvent = EventOf<typeof repairEventDefinitions>;
export const repairEvents = new EventCatalogue<RepairEvent>(repairEventDefinitions);

/** Spanish names of the fields, for the history screen's "what changed". */
export const repairFieldLabels: Record<keyof RepairDetails | 'status' | 'clientId' | 'entryDate' | 'image' | 'originRevisionId', string> = {
  device: 'Dispositivo',
  model: 'Modelo',
  contactNumber: 'Número de contacto',
  description: 'Descripción',
  motive: 'Motivo',
  priceCents: 'Precio',
  priceType: 'Tipo de precio',
  paymentMethod: 'Método de pago',
  isPaid: 'Pagada',
  internalNotes: 'Notas internas',
  status: 'Estado',
  clientId: 'Cliente',
  entryDate: 'Fecha de entrada',
  image: 'Imagen',
  originRevisionId: 'Revisión de origen',
};
