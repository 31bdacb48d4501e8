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

const repairEventDefinitions = [
  defineEvent(
    'RepairRegistered',
    repairDetails.extend({
      repairId: z.number().int().positive(),
      clientId: z.number().int().positive(),
      entryDate: z.string(),
      status,
    }),
    'Reparación registrada',
    // v2: the price type arrived; repairs registered before it had flexible estimates.
    { version: 2, upcasters: { 1: (data: object) => ({ priceType: 'flexible', ...data }) } },
  ),
  defineEvent('RepairDetailsCorrected', z.object({ changes: repairDetails.partial() }), 'Datos corregidos'),
  defineEvent('RepairStatusChanged', z.object({ from: status, to: status }), 'Estado cambiado'),
  defineEvent('RepairDeleted', z.object({}), 'Reparación eliminada'),
] as const;

export type RepairEvent = EventOf<typeof repairEventDefinitions>;
export const repairEvents = new EventCatalogue<RepairEvent>(repairEventDefinitions);

/** Spanish names of the fields, for the history screen's "what changed". */
export const repairFieldLabels: Record<keyof RepairDetails | 'status' | 'clientId' | 'entryDate', string> = {
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
};
