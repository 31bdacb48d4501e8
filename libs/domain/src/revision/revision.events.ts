import { z } from 'zod';
import { defineEvent, EventCatalogue, type EventOf } from '../shared/event.js';
import { REVISION_MOTIVES, REVISION_STATUSES } from './revision.rules.js';

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
    revisionDetails.extend({ revisionId: z.number().int().positive(), clientId: z.number().int().positive(), status }),
    'Revisión registrada',
  ),
  defineEvent('RevisionDetailsCorrected', z.object({ changes: revisionDetails.partial() }), 'Datos corregidos'),
  defineEvent('RevisionStatusChanged', z.object({ from: status, to: status }), 'Estado cambiado'),
  defineEvent('RevisionArchived', z.object({ from: status }), 'Revisión archivada'),
  defineEvent('RevisionUnarchived', z.object({}), 'Revisión desarchivada'),
  defineEvent('RevisionConvertedToRepair', z.object({ repairId: z.number().int().positive() }), 'Convertida en reparación'),
  defineEvent('RevisionDeleted', z.object({}), 'Revisión eliminada'),
] as const;

export type RevisionEvent = EventOf<typeof revisionEventDefinitions>;
export const revisionEvents = new EventCatalogue<RevisionEvent>(revisionEventDefinitions);

/** Spanish names of the fields, for the history. */
export const revisionFieldLabels: Record<keyof RevisionDetails | 'status' | 'clientId', string> = {
  device: 'Dispositivo',
  model: 'Modelo',
  contactNumber: 'Número de contacto',
  motive: 'Motivo',
  description: 'Descripción',
  internalNotes: 'Notas internas',
  date: 'Fecha',
  status: 'Estado',
  clientId: 'Cliente',
};
