import type { EntityMetadata, EntityProperty } from '@mikro-orm/core';
import { ReferenceKind } from '@mikro-orm/core';
import type { ReadModels } from '../persistence/orm.js';
import type { Projection } from '../projections/projection.js';

/**
 * The tables a backup leaves out on purpose, each with its reason. Everything else MikroORM
 * knows and no projection owns is copied, so a table added later goes into the copies by
 * itself; `backup-tables.spec.ts` fails for a table of the database that is in none of the
 * three groups (copied, read model, left out here).
 */
export const NOT_BACKED_UP: Readonly<Record<string, string>> = {
  projection_checkpoints: 'how far each read model went: the restore rebuilds them and writes their own',
  notice_checkpoints: "a position of the old engine's log: a restored shop's notices start at its head, as a first start does (no notice is given twice)",
  sessions: 'live sign-ins: a restored shop asks everyone to sign in again, and a stolen copy opens no session',
  attempt_counters: 'the limits on failed sign-ins and forms: they count the last minutes only',
  store_marks:
    "facts about the installation's own stores, written by it: the personal-data mark (a restored log is sealed on the way in) and the shape its tables were last brought to (the restore's own start writes it)",
};

/** Tables copied sealed with the owner's passphrase (`secret-keys.enc`), never in clear. */
export const SEALED_TABLES: readonly string[] = ['secret_keys'];

/** The event store's own tables: copied as `events.jsonl` and `sequences.jsonl`. */
export const EVENT_STORE_TABLES: readonly string[] = ['events', 'sequences'];

/** A table the backup copies as rows: its metadata, and what a row is made of. */
export interface BackedUpTable {
  table: string;
  meta: EntityMetadata;
  /** The stored scalar properties, in declaration order. */
  properties: EntityProperty[];
  primaryKeys: string[];
  sealed: boolean;
}

/** The tables a backup copies, from the ORM's metadata: every entity but the read models and NOT_BACKED_UP. */
export function backedUpTables(orm: ReadModels, projections: readonly Projection[]): BackedUpTable[] {
  const readModels = new Set(projections.flatMap((p) => p.owns).map((entity) => orm.getMetadata().find(entity)!.tableName));
  return Object.values(orm.getMetadata().getAll())
    .filter((meta) => !meta.embeddable && !meta.virtual && !meta.abstract)
    .filter((meta) => !readModels.has(meta.tableName) && !(meta.tableName in NOT_BACKED_UP))
    .sort((a, b) => a.tableName.localeCompare(b.tableName))
    .map((meta) => ({
      table: meta.tableName,
      meta,
      properties: meta.props.filter((p) => p.kind === ReferenceKind.SCALAR && p.persist !== false && !p.formula),
      primaryKeys: meta.primaryKeys,
      sealed: SEALED_TABLES.includes(meta.tableName),
    }));
}

/** The read models' tables: what the restore rebuilds instead of copying. */
export function readModelTables(orm: ReadModels, projections: readonly Projection[]): string[] {
  return [...new Set(projections.flatMap((p) => p.owns).map((entity) => orm.getMetadata().find(entity)!.tableName))].sort();
}

const isDate = (property: EntityProperty) => property.runtimeType === 'Date' || /date/i.test(String(property.type));

/**
 * A row as the archive keeps it: one JSON object, the same whichever engine it came from
 * (dates as ISO text, big numbers as numbers), keyed by property name.
 */
export function rowToArchive(table: BackedUpTable, entity: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const property of table.properties) {
    const value = entity[property.name];
    if (value === undefined || value === null) row[property.name] = null;
    else if (value instanceof Date) row[property.name] = value.toISOString();
    else if (typeof value === 'bigint') row[property.name] = value.toString();
    else if (Buffer.isBuffer(value)) row[property.name] = { base64: value.toString('base64') };
    else row[property.name] = value;
  }
  return row;
}

/** The archive's row back in the shape MikroORM inserts. */
export function rowFromArchive(table: BackedUpTable, row: Record<string, unknown>): Record<string, unknown> {
  const entity: Record<string, unknown> = {};
  for (const property of table.properties) {
    const value = row[property.name];
    if (value === null || value === undefined) entity[property.name] = null;
    else if (isDate(property) && typeof value === 'string') entity[property.name] = new Date(value);
    else if (typeof value === 'object' && value !== null && 'base64' in value && property.runtimeType === 'Buffer') {
      entity[property.name] = Buffer.from(String((value as { base64: string }).base64), 'base64');
    } else entity[property.name] = value;
  }
  return entity;
}
