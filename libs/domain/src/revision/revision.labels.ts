import type { RevisionDetails } from './revision.events.js';
import { unlockCodeMessages } from '../shared/unlock-code.messages.js';
import { trackingMessages } from '../shared/tracking.messages.js';

/*
 * The Spanish names of a revision's fields, in a file of their own without zod, so that the
 * back-office's translations (`@taller/domain/texts`) do not bring the schemas with them.
 * `revision.rules.ts` and `revision.events.ts` re-export them.
 */

/** How the screens name the text fields, for the messages that name them (and the history). */
export const revisionTextLabels = {
  device: 'Dispositivo',
  model: 'Modelo',
  contactNumber: 'Número de contacto',
  description: 'Descripción',
  internalNotes: 'Notas internas',
} as const;

/** Spanish names of the fields, for the history. */
export const revisionFieldLabels: Record<keyof RevisionDetails | 'status' | 'clientId' | 'image' | 'unlockCode' | 'tracking', string> = {
  ...revisionTextLabels,
  motive: 'Motivo',
  date: 'Fecha',
  status: 'Estado',
  clientId: 'Cliente',
  image: 'Imagen',
  unlockCode: unlockCodeMessages.label,
  tracking: trackingMessages.label,
};

/** The statuses in which a revision takes a quote: it is still the shop's to diagnose or price. */
export const QUOTABLE_REVISION_STATUSES: readonly string[] = ['pending', 'scheduled', 'in_progress', 'pending_approval'];

/** Whether a revision takes a quote, or an answer to one: not converted, not finished or filed away. */
export function isQuotableRevision(revision: { status: string; convertedToRepairId: number | null }): boolean {
  return revision.convertedToRepairId === null && QUOTABLE_REVISION_STATUSES.includes(revision.status);
}
