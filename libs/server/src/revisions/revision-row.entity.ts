import { EntitySchema } from '@mikro-orm/core';
import type { RevisionMotive, RevisionStatus } from '@taller/domain';
import { SORT_KEY_LENGTH, type SortKeyColumns } from '../shared/sort-key.js';

/** A revision as the list, the detail screen and the API show it. */
export class RevisionRow {
  id!: number;
  version!: number;
  clientId!: number;
  clientName!: string;
  device!: string;
  model!: string;
  contactNumber!: string;
  motive!: RevisionMotive;
  description!: string;
  internalNotes!: string;
  /** The day it is booked for (YYYY-MM-DD). */
  date!: string;
  status!: RevisionStatus;
  /** When it was last archived; cleared when unarchived. */
  archivedAt!: Date | null;
  /** The repair it became, once converted. */
  convertedToRepairId!: number | null;
  /** Whether an unlock code is kept (the code itself never comes here). */
  hasUnlockCode!: boolean;
  /** The latest quote's answer (`pending`, `accepted`, `rejected`), null without one; with its last valid day. */
  quoteState!: string | null;
  quoteValidUntil!: string | null;
  /** client name, device, model and description, lower case without accents, for `q`. */
  searchText!: string;
  /** Spanish sort keys of the texts a list sorts by (shared/sort-key.ts). */
  clientNameKey!: string;
  deviceKey!: string;
  modelKey!: string;
  createdAt!: Date;
  updatedAt!: Date;
}

export const RevisionRowSchema = new EntitySchema<RevisionRow>({
  class: RevisionRow,
  tableName: 'revision_rows',
  // Each sort the list offers, and the status and client filters, read in order from an index (list-page.ts).
  indexes: [
    { properties: ['clientNameKey', 'clientName', 'id'] },
    { properties: ['deviceKey', 'device', 'id'] },
    { properties: ['status', 'id'] },
    { properties: ['clientId', 'id'] },
    { properties: ['date', 'id'] },
    // The urgent list: the open ones of a day range, not converted (read and counted from the index alone).
    { properties: ['status', 'date', 'convertedToRepairId', 'id'] },
    { properties: ['createdAt', 'id'] },
    // The quotes waiting for an answer (the dashboard), as for repairs.
    { properties: ['quoteState', 'quoteValidUntil'] },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: false },
    version: { type: 'integer' },
    clientId: { type: 'integer' },
    clientName: { type: 'string', length: 200 },
    device: { type: 'string', length: 100 },
    model: { type: 'string', length: 100 },
    contactNumber: { type: 'string', length: 30 },
    motive: { type: 'string', length: 30 },
    description: { type: 'text' },
    internalNotes: { type: 'text' },
    date: { type: 'string', length: 10 },
    status: { type: 'string', length: 20 },
    archivedAt: { type: 'datetime', nullable: true },
    convertedToRepairId: { type: 'integer', nullable: true },
    hasUnlockCode: { type: 'boolean', default: false },
    quoteState: { type: 'string', length: 10, nullable: true },
    quoteValidUntil: { type: 'string', length: 10, nullable: true },
    searchText: { type: 'text' },
    clientNameKey: { type: 'string', length: SORT_KEY_LENGTH, default: '' },
    deviceKey: { type: 'string', length: SORT_KEY_LENGTH, default: '' },
    modelKey: { type: 'string', length: SORT_KEY_LENGTH, default: '' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});

/** The texts its list sorts in Spanish order, and their key columns. */
export const revisionSortKeys: SortKeyColumns<RevisionRow> = { clientName: 'clientNameKey', device: 'deviceKey', model: 'modelKey' };
