import { z } from 'zod';
import { isCalendarDay } from '../shared/dates.js';
import { textFields } from '../shared/text.js';
import type { StatusColour } from '../repair/repair.rules.js';
import { revisionMessages as m } from './revision.messages.js';
import { revisionTextLabels } from './revision.labels.js';

export const REVISION_STATUSES = [
  'pending',
  'scheduled',
  'in_progress',
  'pending_approval',
  'completed',
  'cancelled',
  'archived',
] as const;
export type RevisionStatus = (typeof REVISION_STATUSES)[number];

/** Still waiting for the shop: neither completed, cancelled nor archived. */
export const OPEN_REVISION_STATUSES: readonly RevisionStatus[] = REVISION_STATUSES.filter(
  (status) => status !== 'completed' && status !== 'cancelled' && status !== 'archived',
);

/**
 * A revision archived once its work is over (completed or cancelled) is done with: the device
 * went back to its owner, so its unlock code goes. One archived while still open is only put
 * aside, and unarchiving it carries on with the code it had.
 */
export const isDoneWhenArchived = (from: RevisionStatus): boolean => from === 'completed' || from === 'cancelled';

export const revisionStatusLabels: Record<RevisionStatus, string> = {
  pending: 'Pendiente',
  scheduled: 'Programada',
  in_progress: 'En curso',
  pending_approval: 'Esperando Cliente',
  completed: 'Completada',
  cancelled: 'Cancelada',
  archived: 'Archivada',
};

export const revisionStatusColours: Record<RevisionStatus, StatusColour> = {
  pending: 'warning',
  scheduled: 'info',
  in_progress: 'primary',
  pending_approval: 'info',
  completed: 'success',
  cancelled: 'error',
  archived: 'default',
};

/**
 * What the revision list shows and filters by: a converted revision became a repair, which
 * carries the work on, so it is no longer open work whatever status it had, and says so
 * (the client card counts it as done too).
 */
export const REVISION_LIST_STATUSES = [...REVISION_STATUSES, 'converted'] as const;
export type RevisionListStatus = (typeof REVISION_LIST_STATUSES)[number];

export const revisionListStatusLabels: Record<RevisionListStatus, string> = {
  ...revisionStatusLabels,
  converted: 'Convertida en reparación',
};

export const revisionListStatusColours: Record<RevisionListStatus, StatusColour> = {
  ...revisionStatusColours,
  converted: 'success',
};

/** The status a revision's row shows: 'converted' once it became a repair. */
export const revisionListStatus = (revision: { status: RevisionStatus; convertedToRepairId: number | null }): RevisionListStatus =>
  revision.convertedToRepairId === null ? revision.status : 'converted';

export const REVISION_MOTIVES = [
  'diagnostico',
  'problema_hardware',
  'problema_software',
  'mantenimiento',
  'actualizacion',
  'revision_garantia',
  'otro',
] as const;
export type RevisionMotive = (typeof REVISION_MOTIVES)[number];

export const revisionMotiveLabels: Record<RevisionMotive, string> = {
  diagnostico: 'Diagnóstico',
  problema_hardware: 'Problema de hardware',
  problema_software: 'Problema de software',
  mantenimiento: 'Mantenimiento',
  actualizacion: 'Actualización',
  revision_garantia: 'Revisión de garantía',
  otro: 'Otro',
};

export const REVISION_TEXT_LIMITS = { device: 100, model: 100, contactNumber: 30, description: 2000, internalNotes: 2000 } as const;
/** How the screens name the text fields: `revision.labels.ts`, without zod. */
export { revisionTextLabels };

/** Digits, an optional leading plus, spaces, hyphens and brackets (spec §5, revision edit). */
const CONTACT_NUMBER = /^\+?[\d\s\-()]+$/;

/** Descriptions and notes are written in several lines; the rest in one. */
const text = textFields({
  labels: revisionTextLabels,
  limits: REVISION_TEXT_LIMITS,
  multiLine: ['description', 'internalNotes'],
  tooLong: m.tooLong,
});
type TextFieldName = keyof typeof REVISION_TEXT_LIMITS;
const requiredText = (field: TextFieldName, message: string) => text(field, { error: message }).min(1, message);
const optionalText = (field: TextFieldName) => text(field, { error: m.tooLong(REVISION_TEXT_LIMITS[field]) }).default('');
const contactNumber = (required: boolean) =>
  text('contactNumber', { error: required ? m.contactNumberRequired : m.contactNumberInvalid })
    .refine((text) => !required || text !== '', m.contactNumberRequired)
    .refine((text) => text === '' || CONTACT_NUMBER.test(text), m.contactNumberInvalid);
const motive = z.enum(REVISION_MOTIVES, { error: m.motiveRequired });
const day = (message: string) => z.string({ error: message }).min(1, message).refine(isCalendarDay, m.dateInvalid);

/** A new revision: every field but the internal notes is required (spec §5, "New revision"). */
export const newRevisionSchema = z.object({
  clientId: z.number({ error: m.clientRequired }).int(m.clientRequired).positive(m.clientRequired),
  device: requiredText('device', m.deviceRequired),
  model: requiredText('model', m.modelRequired),
  contactNumber: contactNumber(true),
  motive,
  description: requiredText('description', m.descriptionRequired),
  internalNotes: optionalText('internalNotes'),
  /** The day it is booked for (the calendar shows it). */
  date: day(m.dateRequired),
});
export type NewRevision = z.infer<typeof newRevisionSchema>;

/** A revision being edited: device and description required, a contact number well-formed. */
export const revisionEditSchema = z.object({
  device: requiredText('device', m.deviceRequired),
  model: optionalText('model'),
  contactNumber: contactNumber(false).default(''),
  motive,
  description: requiredText('description', m.descriptionRequired),
  internalNotes: optionalText('internalNotes'),
  date: day(m.dateRequired),
  /** Archiving has its own actions: the edit form may not archive or unarchive. */
  status: z
    .enum(REVISION_STATUSES, { error: m.statusInvalid })
    .optional(),
});
export type RevisionEdit = z.infer<typeof revisionEditSchema>;
export { isQuotableRevision, QUOTABLE_REVISION_STATUSES } from './revision.labels.js';
