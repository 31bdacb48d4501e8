import { z } from 'zod';
import { isCalendarDay } from '../shared/dates.js';
import type { StatusColour } from '../repair/repair.rules.js';
import { revisionMessages as m } from './revision.messages.js';

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

/** Digits, an optional leading plus, spaces, hyphens and brackets (spec §5, revision edit). */
const CONTACT_NUMBER = /^\+?[\d\s\-()]+$/;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, m.tooLong(max));
const optionalText = (max: number) => z.string({ error: m.tooLong(max) }).trim().max(max, m.tooLong(max)).default('');
const contactNumber = (required: boolean) =>
  z
    .string({ error: required ? m.contactNumberRequired : m.contactNumberInvalid })
    .trim()
    .max(REVISION_TEXT_LIMITS.contactNumber, m.tooLong(REVISION_TEXT_LIMITS.contactNumber))
    .refine((text) => !required || text !== '', m.contactNumberRequired)
    .refine((text) => text === '' || CONTACT_NUMBER.test(text), m.contactNumberInvalid);
const motive = z.enum(REVISION_MOTIVES, { error: m.motiveRequired });
const day = (message: string) => z.string({ error: message }).min(1, message).refine(isCalendarDay, m.dateInvalid);

/** A new revision: every field but the internal notes is required (spec §5, "New revision"). */
export const newRevisionSchema = z.object({
  clientId: z.number({ error: m.clientRequired }).int(m.clientRequired).positive(m.clientRequired),
  device: requiredText(m.deviceRequired, REVISION_TEXT_LIMITS.device),
  model: requiredText(m.modelRequired, REVISION_TEXT_LIMITS.model),
  contactNumber: contactNumber(true),
  motive,
  description: requiredText(m.descriptionRequired, REVISION_TEXT_LIMITS.description),
  internalNotes: optionalText(REVISION_TEXT_LIMITS.internalNotes),
  /** The day it is booked for (the calendar shows it). */
  date: day(m.dateRequired),
});
export type NewRevision = z.infer<typeof newRevisionSchema>;

/** A revision being edited: device and description required, a contact number well-formed. */
export const revisionEditSchema = z.object({
  device: requiredText(m.deviceRequired, REVISION_TEXT_LIMITS.device),
  model: optionalText(REVISION_TEXT_LIMITS.model),
  contactNumber: contactNumber(false).default(''),
  motive,
  description: requiredText(m.descriptionRequired, REVISION_TEXT_LIMITS.description),
  internalNotes: optionalText(REVISION_TEXT_LIMITS.internalNotes),
  date: day(m.dateRequired),
  /** Archiving has its own actions: the edit form may not archive or unarchive. */
  status: z
    .enum(REVISION_STATUSES, { error: m.statusInvalid })
    .optional(),
});
export type RevisionEdit = z.infer<typeof revisionEditSchema>;
