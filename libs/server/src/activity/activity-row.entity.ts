import { BigIntType, EntitySchema } from '@mikro-orm/core';

/**
 * One row per event of the shop, newest last: the owner's audit trail across every record
 * ("who did what, when"). Keyed by the event's global position, so an event can never be
 * recorded twice.
 */
export class ActivityRow {
  position!: number;
  streamId!: string;
  type!: string;
  actorName!: string;
  actorRole!: string;
  source!: string;
  occurredAt!: Date;
}

export const ActivityRowSchema = new EntitySchema<ActivityRow>({
  class: ActivityRow,
  tableName: 'activity_rows',
  properties: {
    position: { type: new BigIntType('number'), primary: true, autoincrement: false },
    streamId: { type: 'string', length: 100 },
    type: { type: 'string', length: 100 },
    actorName: { type: 'string', length: 120 },
    actorRole: { type: 'string', length: 20 },
    source: { type: 'string', length: 10 },
    occurredAt: { type: 'datetime' },
  },
});
