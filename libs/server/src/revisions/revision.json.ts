import { z } from 'zod';
import { REVISION_MOTIVES, REVISION_STATUSES, revisionFieldLabels as label, revisionMotiveLabels, revisionStatusLabels } from '@taller/domain';
import { UNLOCK_CODE_MASK } from '../secrets/unlock-code.js';
import type { RevisionRow } from './revision-row.entity.js';

const instant = 'Instante ISO 8601 (UTC)';

/** A revision as the API answers it (the API description shows this schema; revisionJson is held to it). */
export const revisionJsonSchema = z
  .object({
    id: z.number().int(),
    version: z.number().int().describe('Versión: 1 al crearla, una más en cada cambio'),
    clientId: z.number().int().describe(label.clientId),
    clientName: z.string().describe('Nombre del cliente'),
    device: z.string().describe(label.device),
    model: z.string().describe(label.model),
    contactNumber: z.string().describe(label.contactNumber),
    motive: z.enum(REVISION_MOTIVES).describe(label.motive),
    motiveLabel: z.string().describe(`${label.motive}, como lo muestran las pantallas`),
    description: z.string().describe(label.description),
    internalNotes: z.string().describe(label.internalNotes),
    date: z.string().describe(`${label.date}: día AAAA-MM-DD para el que está citada`),
    status: z.enum(REVISION_STATUSES).describe(label.status),
    statusLabel: z.string().describe(`${label.status}, como lo muestran las pantallas`),
    archivedAt: z.string().nullable().describe(`Archivada: ${instant}; null si no lo está`),
    convertedToRepairId: z.number().int().nullable().describe('La reparación en que se convirtió; null si no se convirtió'),
    unlockCode: z.string().nullable().describe(`${label.unlockCode}: nunca en claro (máscara o null)`),
    hasUnlockCode: z.boolean().describe('Tiene código de desbloqueo guardado'),
    createdAt: z.string().describe(instant),
    updatedAt: z.string().describe(instant),
  })
  .describe('Una revisión');
export type RevisionJson = z.infer<typeof revisionJsonSchema>;

/** The revision as the API answers it (camelCase, Spanish labels, `version` for edits). */
export function revisionJson(row: RevisionRow): RevisionJson {
  return {
    id: row.id,
    version: row.version,
    clientId: row.clientId,
    clientName: row.clientName,
    device: row.device,
    model: row.model,
    contactNumber: row.contactNumber,
    motive: row.motive,
    motiveLabel: revisionMotiveLabels[row.motive],
    description: row.description,
    internalNotes: row.internalNotes,
    date: row.date,
    status: row.status,
    statusLabel: revisionStatusLabels[row.status],
    archivedAt: row.archivedAt?.toISOString() ?? null,
    convertedToRepairId: row.convertedToRepairId,
    /** Never the code itself: that is `GET /api/revisions/:id/unlock-code`. */
    unlockCode: row.hasUnlockCode ? UNLOCK_CODE_MASK : null,
    hasUnlockCode: row.hasUnlockCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
