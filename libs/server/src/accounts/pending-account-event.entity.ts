import { EntitySchema } from '@mikro-orm/core';

/**
 * An account event decided in the same transaction as the change to the accounts table, and
 * not yet in the event store (which may be another database: KurrentDB, or another connection
 * to the same file). `StaffAccounts.flushPending` moves it to its stream right after the commit,
 * and again at every start and before every later change, so a crash between the two loses no
 * event and appends none twice (the event's id is looked for in the stream first).
 */
export class PendingAccountEvent {
  id!: number;
  eventId!: string;
  streamId!: string;
  type!: string;
  schemaVersion!: number;
  /** JSON of the event's data and metadata: never a password, a hash or a token. */
  data!: string;
  metadata!: string;
}

export const PendingAccountEventSchema = new EntitySchema<PendingAccountEvent>({
  class: PendingAccountEvent,
  tableName: 'pending_account_events',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    eventId: { type: 'string', length: 36 },
    streamId: { type: 'string', length: 100 },
    type: { type: 'string', length: 100 },
    schemaVersion: { type: 'integer' },
    data: { type: 'text' },
    metadata: { type: 'text' },
  },
});
