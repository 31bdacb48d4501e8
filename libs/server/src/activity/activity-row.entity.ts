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
  /** The stream's prefix (`repair` of `repair-12`): the audit's kind of record. */
  kind!: string;
  type!: string;
  /** Who, as the audit filters by it: the account's id, or the role of an actor without one ('cli', 'system'). */
  actorKey!: string;
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
    kind: { type: 'string', length: 40, default: '' },
    type: { type: 'string', length: 100 },
    actorKey: { type: 'string', length: 20, default: '' },
    actorName: { type: 'string', length: 120 },
    actorRole: { type: 'string', length: 20 },
    source: { type: 'string', length: 10 },
    occurredAt: { type: 'datetime' },
  },
  // Newest first within each filter of the audit: the 'Eliminadas' view finds deletions by their
  // type; the audit pages by position under one filter (kind, record, actor, source, type), so
  // a page reads its rows in order from one index instead of sorting what matched. A date range
  // alone reads the occurredAt index (bench/audit.bench.mjs measures both).
  indexes: [
    { properties: ['type', 'position'] },
    { properties: ['kind', 'position'] },
    { properties: ['streamId', 'position'] },
    { properties: ['actorKey', 'position'] },
    { properties: ['source', 'position'] },
    { properties: ['occurredAt'] },
  ],
});
