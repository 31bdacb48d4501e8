import { EntitySchema } from '@mikro-orm/core';
import type { RepairPaymentMethod, RepairPriceType, RepairStatus } from '@taller/domain';

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
  /** client name, device, model and description, lower case without accents, for `q`. */
  searchText!: string;
  createdAt!: Date;
  updatedAt!: Date;
}

export const RepairRowSchema = new EntitySchema<RepairRow>({
  class: RepairRow,
  tableName: 'repair_rows',
  indexes: [{ properties: ['status'] }, { properties: ['clientId'] }, { properties: ['estimatedCompletion'] }],
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
    searchText: { type: 'text' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
