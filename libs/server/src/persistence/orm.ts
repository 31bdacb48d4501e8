import { createHash } from 'node:crypto';
import { MikroORM as CoreMikroORM } from '@mikro-orm/core';
import { BetterSqliteDriver, BetterSqlitePlatform, MikroORM, type Configuration, type Options } from '@mikro-orm/better-sqlite';
import type { AbstractSqlDriver, SqlEntityManager } from '@mikro-orm/knex';
import { StoreMark } from '../privacy/store-mark.entity.js';
import { installListIndexes, LIST_SIDE_TABLES } from '../shared/list-indexes.js';

export const MIKRO_ORM = Symbol('MIKRO_ORM');

type EntityList = NonNullable<Options['entities']>;

/** Every connection to the SQLite file: the event store's durability, and room to write. */
export const SQLITE_PRAGMAS = [
  'journal_mode = WAL',
  'synchronous = FULL',
  'busy_timeout = 5000',
  // 128 MB of page cache: rebuilds write hundreds of thousands of rows (−13% measured).
  'cache_size = -131072',
] as const;

/**
 * MikroORM writes the values of a SQLite query into its text instead of binding them, and
 * SQLite ends a statement's text at a NUL character: a string holding one (a text stored by an
 * older version, say) broke every statement that carried it ("unrecognized token"), and with it
 * the projection that wrote it, for good. Here such a string becomes `'a' || char(0) || 'b'`,
 * which SQLite reads back as the same string.
 */
class NulSafeSqlitePlatform extends BetterSqlitePlatform {
  override escape(value: unknown): string {
    if (typeof value !== 'string' || !value.includes('\0')) return super.escape(value);
    return `(${value
      .split('\0')
      .map((part) => super.escape(part))
      .join(" || char(0) || ")})`;
  }
}

/** better-sqlite3 through MikroORM, with NUL-safe literals (see NulSafeSqlitePlatform). */
class TallerSqliteDriver extends BetterSqliteDriver {
  constructor(config: Configuration) {
    super(config);
    (this as unknown as { platform: BetterSqlitePlatform }).platform = new NulSafeSqlitePlatform();
  }
}

/**
 * Opens the read models and plain tables (MikroORM) in the same SQLite file as the events,
 * with the same durability, and brings their tables up to the entities' shape. Tables the
 * ORM does not know (the event log) are left alone.
 */
export async function openSqliteReadModels(databaseFile: string, entities: EntityList): Promise<MikroORM> {
  const orm = await MikroORM.init({
    dbName: databaseFile,
    driver: TallerSqliteDriver,
    entities,
    discovery: { warnWhenNoEntities: false },
    schemaGenerator: { skipTables: [...LIST_SIDE_TABLES] },
    allowGlobalContext: false,
    pool: {
      min: 1,
      max: 1,
      afterCreate(connection: { pragma(sql: string): unknown }, done: (error: Error | null, connection: unknown) => void) {
        for (const pragma of SQLITE_PRAGMAS) connection.pragma(pragma);
        done(null, connection);
      },
    },
  });
  await updateSchema(orm as unknown as ReadModels);
  await installListIndexes(orm as unknown as ReadModels);
  return orm;
}

/** The read-model ORM as the SQL engines share it (SQLite now, PostgreSQL later). */
export type ReadModels = CoreMikroORM<AbstractSqlDriver, SqlEntityManager>;

/** The file the read models live in, when they live in SQLite. */
export function sqliteFileOf(orm: ReadModels): string | undefined {
  return orm.em.getPlatform() instanceof BetterSqlitePlatform ? orm.config.get('dbName') : undefined;
}

/** The read models and plain tables in PostgreSQL (DATABASE_URL). */
export async function openPostgresReadModels(url: string, entities: EntityList): Promise<ReadModels> {
  const { MikroORM: PostgresMikroORM } = await import('@mikro-orm/postgresql');
  const orm = await PostgresMikroORM.init({
    clientUrl: url,
    entities,
    discovery: { warnWhenNoEntities: false },
    schemaGenerator: { skipTables: [...LIST_SIDE_TABLES] },
    allowGlobalContext: false,
    pool: { min: 1, max: 10 },
  });
  // Several instances may start together: one changes the schema at a time.
  await orm.em.getConnection().execute('select pg_advisory_lock(7262002)');
  try {
    await updateSchema(orm as unknown as ReadModels);
  } finally {
    await orm.em.getConnection().execute('select pg_advisory_unlock(7262002)');
  }
  await installListIndexes(orm as unknown as ReadModels);
  return orm as unknown as ReadModels;
}

/** The row of `store_marks` that names the shape the tables were last brought to. */
export const SCHEMA_MARK = 'read-model-schema';

/**
 * Brings the tables up to the entities' shape (new tables, columns and indexes; nothing
 * dropped), unless this database was last brought to exactly this shape. To compare, MikroORM
 * reads every table's columns, indexes and keys back: 60–100 ms of every start on this
 * machine. The SQL it would create these tables with says the same of the entities, and
 * hashing it takes about 20 ms; the hash is kept in `store_marks` after each update that
 * succeeds, so a version whose entities differ in anything the database sees (a column, a type,
 * an index, MikroORM's own output) finds another hash and updates. What it no longer notices
 * is a table changed by hand behind the ORM's back between two starts of the same version;
 * deleting the mark (`delete from store_marks where name = 'read-model-schema'`) makes the
 * next start compare everything again.
 */
async function updateSchema(orm: ReadModels): Promise<void> {
  const shape = createHash('sha256')
    .update(await orm.schema.getCreateSchemaSQL({ wrap: false }))
    .digest('base64url');
  if ((await schemaMark(orm)) === shape) return;
  await orm.schema.updateSchema({ dropTables: false });
  await orm.em.fork().upsert(StoreMark, { name: SCHEMA_MARK, value: shape, at: new Date() });
}

/** The shape the database was last brought to, if it says (a new database has no `store_marks` yet). */
async function schemaMark(orm: ReadModels): Promise<string | undefined> {
  try {
    const rows = await orm.em.getConnection().execute<{ value: string }[]>('select value from store_marks where name = ?', [SCHEMA_MARK]);
    return rows[0]?.value;
  } catch {
    return undefined;
  }
}
