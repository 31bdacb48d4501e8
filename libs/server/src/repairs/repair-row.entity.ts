import { EntitySchema, raw } from '@mikro-orm/core';
import type { RepairPaymentMethod, RepairPriceType, RepairStatus } from '@taller/domain';
import { SORT_KEY_LENGTH, type SortKeyColumns } from '../shared/sort-key.js';

/** A repair as the list, the detail screen and the API show it. */
export class RepairRow {
  id!: number;
  version!: number;
  clientId!: number;
  clientName!: string;
  device!: string;
  model!: string;
  contactNumber!: string;
  description!: string;
  motive!: string;
  status!: RepairStatus;
  priceCents!: number | null;
  priceType!: RepairPriceType;
  paymentMethod!: RepairPaymentMethod;
  isPaid!: boolean;
  internalNotes!: string;
  entryDate!: string;
  /** The revision it was converted from, if any. */
  originRevisionId!: number | null;
  /** The day the shop expects to finish it. */
  estimatedCompletion!: string | null;
  /** When it last became completed (null while it is not). */
  completedAt!: Date | null;
  /** The Madrid day the customer was told it is ready: storage counts from it. */
  noticeDay!: string | null;
  /** When the customer took the device. */
  collectedAt!: Date | null;
  /** Whether an unlock code is kept (the code itself never comes here). */
  hasUnlockCode!: boolean;
  /** How the customer was told it is ready (`email`, `phone`, `in_person`), with `noticeDay`. */
  noticeChannel!: string | null;
  /** The day of the final notice, and the day after which it may be marked abandoned. */
  finalNoticeDay!: string | null;
  abandonOn!: string | null;
  /** When it was marked abandoned, and why. */
  abandonedAt!: Date | null;
  abandonReason!: string | null;
  /** Its latest quote: `pending` (no answer yet), `accepted` or `rejected`; null with none. */
  quoteState!: string | null;
  /** The day that quote holds until. */
  quoteValidUntil!: string | null;
  /** Money taken on it and given back (shared/payment.ts), for its balance. */
  paidCents!: number;
  refundedCents!: number;
  /** What stayed owed when the device was collected with money due; null otherwise. */
  owedCents!: number | null;
  /** Global position of its first event: the shop's terms in force when it was taken in (`ShopSettings.termsAt`). */
  takenInPosition!: number;
  /** client name, device, model and description, lower case without accents, for `q`. */
  searchText!: string;
  /** Spanish sort keys of the texts a list sorts by (shared/sort-key.ts). */
  clientNameKey!: string;
  deviceKey!: string;
  modelKey!: string;
  createdAt!: Date;
  updatedAt!: Date;
}

/**
 * What the list sorts descriptions by: their first 500 characters, then the id. A whole
 * description (up to 2,000 characters, 8,000 bytes) may not fit a PostgreSQL index entry (about
 * 2,700 bytes); 500 characters always do. Two descriptions alike in their first 500 characters
 * keep the order they were taken in.
 */
const DESCRIPTION_SORT = 'substr(description, 1, 500)';

/** The list's ORDER BY for `description` (made per query: a raw key is used once). */
export const descriptionOrder = (order: 'ASC' | 'DESC'): Record<string, 'ASC' | 'DESC'> => ({ [raw(DESCRIPTION_SORT)]: order, id: order });

export const RepairRowSchema = new EntitySchema<RepairRow>({
  class: RepairRow,
  tableName: 'repair_rows',
  // Each sort the list offers reads its page in order from an index (then by id, as orderByOf
  // sorts ties), a status or a client filter too; the calendar reads by estimated completion, the
  // urgent list by status then day; the devices finished and not collected (pickup, abandonment,
  // the dashboard's tiles) by their notice day, counted from the index alone; description by its
  // first characters (DESCRIPTION_SORT).
  indexes: [
    { properties: ['clientNameKey', 'clientName', 'id'] },
    { properties: ['deviceKey', 'device', 'id'] },
    { properties: ['modelKey', 'model', 'id'] },
    { properties: ['status', 'id'] },
    { properties: ['priceCents', 'id'] },
    { properties: ['entryDate', 'id'] },
    { properties: ['clientId', 'id'] },
    { properties: ['estimatedCompletion', 'id'] },
    { properties: ['status', 'estimatedCompletion', 'id'] },
    { properties: ['status', 'collectedAt', 'noticeDay'] },
    { properties: ['quoteState', 'quoteValidUntil'] },
    {
      name: 'repair_rows_description_sort_index',
      expression: `create index repair_rows_description_sort_index on repair_rows (${DESCRIPTION_SORT}, id)`,
    },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: false },
    version: { type: 'integer' },
    clientId: { type: 'integer' },
    clientName: { type: 'string', length: 200 },
    device: { type: 'string', length: 100 },
    model: { type: 'string', length: 100 },
    contactNumber: { type: 'string', length: 30 },
    description: { type: 'text' },
    motive: { type: 'string', length: 200 },
    status: { type: 'string', length: 20 },
    priceCents: { type: 'integer', nullable: true },
    priceType: { type: 'string', length: 10, default: 'flexible' },
    paymentMethod: { type: 'string', length: 20 },
    isPaid: { type: 'boolean' },
    internalNotes: { type: 'text' },
    entryDate: { type: 'string', length: 10 },
    originRevisionId: { type: 'integer', nullable: true },
    estimatedCompletion: { type: 'string', length: 10, nullable: true },
    completedAt: { type: 'datetime', nullable: true },
    noticeDay: { type: 'string', length: 10, nullable: true },
    collectedAt: { type: 'datetime', nullable: true },
    hasUnlockCode: { type: 'boolean', default: false },
    paidCents: { type: 'integer', default: 0 },
    refundedCents: { type: 'integer', default: 0 },
    owedCents: { type: 'integer', nullable: true, default: null },
    noticeChannel: { type: 'string', length: 20, nullable: true },
    finalNoticeDay: { type: 'string', length: 10, nullable: true },
    abandonOn: { type: 'string', length: 10, nullable: true },
    abandonedAt: { type: 'datetime', nullable: true },
    abandonReason: { type: 'string', length: 300, nullable: true },
    quoteState: { type: 'string', length: 10, nullable: true },
    quoteValidUntil: { type: 'string', length: 10, nullable: true },
    takenInPosition: { type: 'integer', default: 0 },
    searchText: { type: 'text' },
    clientNameKey: { type: 'string', length: SORT_KEY_LENGTH, default: '' },
    deviceKey: { type: 'string', length: SORT_KEY_LENGTH, default: '' },
    modelKey: { type: 'string', length: SORT_KEY_LENGTH, default: '' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});

/** The texts its list sorts in Spanish order, and their key columns. */
export const repairSortKeys: SortKeyColumns<RepairRow> = { clientName: 'clientNameKey', device: 'deviceKey', model: 'modelKey' };
