import { BigIntType, EntitySchema } from '@mikro-orm/core';
import type { AeatRecordState, BillingRecord } from '@taller/domain';

/** A VERI*FACTU record and what became of it at the AEAT: pending until an answer names it. */
export class AeatQueueRow {
  /** Global position of the event that wrote the record: the order they are sent in. */
  id!: number;
  invoiceNumber!: string;
  kind!: 'alta' | 'anulacion';
  hash!: string;
  record!: BillingRecord;
  state!: AeatRecordState | 'pending';
  code!: string | null;
  description!: string | null;
  sentAt!: Date | null;
  csv!: string | null;
}

export const AeatQueueRowSchema = new EntitySchema<AeatQueueRow>({
  class: AeatQueueRow,
  tableName: 'aeat_queue_rows',
  indexes: [{ properties: ['state', 'id'] }, { properties: ['hash'] }],
  properties: {
    id: { type: new BigIntType('number'), primary: true, autoincrement: false },
    invoiceNumber: { type: 'string', length: 64 },
    kind: { type: 'string', length: 10 },
    hash: { type: 'string', length: 64 },
    record: { type: 'json' },
    state: { type: 'string', length: 24 },
    code: { type: 'string', length: 20, nullable: true },
    description: { type: 'text', nullable: true },
    sentAt: { type: 'datetime', nullable: true },
    csv: { type: 'string', length: 64, nullable: true },
  },
});
