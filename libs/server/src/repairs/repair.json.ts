import type { RepairRow } from './repair-row.entity.js';

/** The repair as the API answers it (camelCase, money in cents, `version` for edits). */
export function repairJson(row: RepairRow) {
  return {
    id: row.id,
    version: row.version,
    clientId: row.clientId,
    clientName: row.clientName,
    device: row.device,
    model: row.model,
    contactNumber: row.contactNumber,
    description: row.description,
    motive: row.motive,
    status: row.status,
    priceCents: row.priceCents,
    priceType: row.priceType,
    paymentMethod: row.paymentMethod,
    isPaid: row.isPaid,
    internalNotes: row.internalNotes,
    entryDate: row.entryDate,
    originRevisionId: row.originRevisionId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type RepairJson = ReturnType<typeof repairJson>;
