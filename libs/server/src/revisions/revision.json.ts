import { revisionMotiveLabels, revisionStatusLabels } from '@taller/domain';
import { UNLOCK_CODE_MASK } from '../secrets/unlock-code.js';
import type { RevisionRow } from './revision-row.entity.js';

/** The revision as the API answers it (camelCase, Spanish labels, `version` for edits). */
export function revisionJson(row: RevisionRow) {
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
export type RevisionJson = ReturnType<typeof revisionJson>;
