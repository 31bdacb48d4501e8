import { BigIntType, EntitySchema, type EntityProperty, type Platform } from '@mikro-orm/core';
import { BaseSqlitePlatform } from '@mikro-orm/knex';

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

/**
 * A global position: `bigint`, except on SQLite, where `integer` makes it the table's rowid,
 * so a row goes into one B-tree instead of two (a rebuild writes one row per event).
 */
class PositionType extends BigIntType<'number'> {
  constructor() {
    super('number');
  }

  override getColumnType(prop: EntityProperty, platform: Platform): string {
    return platform instanceof BaseSqlitePlatform ? 'integer' : super.getColumnType(prop, platform);
  }
}

export const ActivityRowSchema = new EntitySchema<ActivityRow>({
  class: ActivityRow,
  tableName: 'activity_rows',
  properties: {
    position: { type: new PositionType(), primary: true, autoincrement: false },
    streamId: { type: 'string', length: 100 },
    type: { type: 'string', length: 100 },
    actorName: { type: 'string', length: 120 },
    actorRole: { type: 'string', length: 20 },
    source: { type: 'string', length: 10 },
    occurredAt: { type: 'datetime' },
  },
  // The 'Eliminadas' view finds deletions by their type, newest first.
  indexes: [{ properties: ['type', 'position'] }],
});
