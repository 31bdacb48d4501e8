import type { EntityManager } from '@mikro-orm/knex';
import type { EntityMetadata } from '@mikro-orm/core';
import type { Knex } from 'knex';
import { BetterSqlitePlatform } from '@mikro-orm/better-sqlite';
import { sqliteFileOf, type ReadModels } from '../persistence/orm.js';
import { RowContext, type EntityClass } from './projection-context.js';

type Row = Record<string, unknown>;

/**
 * A read-model transaction spoken straight to the driver, with statements prepared once: what
 * the projector needs to apply a batch of events (read the rows the batch looks up, write the
 * rows it changed, move the checkpoints). Through the ORM the same batch cost eight to twelve
 * statements of most of a millisecond of JavaScript each (query building, hydration, the unit of
 * work's change sets): more than half of a command's CPU (issue 14, README "Where a command's
 * time goes").
 */
export interface ReadModelSql {
  readonly engine: 'sqlite' | 'postgresql';
  all(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /**
   * The rows as arrays of their columns' values, in the select's order: for reads of hundreds of
   * rows (the calendar), where building an object per row cost better-sqlite3 more than the
   * query (1,215 rows: 6.2 ms as objects, 2.8 ms as arrays).
   */
  rows(sql: string, params?: readonly unknown[]): Promise<unknown[][]>;
  run(sql: string, params?: readonly unknown[]): Promise<void>;
  /** The n-th (1-based) parameter's placeholder. */
  placeholder(n: number): string;
}

interface SqliteStatement {
  all(...params: unknown[]): Row[];
  raw(toggle: boolean): SqliteStatement;
  run(...params: unknown[]): unknown;
  readonly reader: boolean;
}
interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
  pragma(sql: string): unknown;
  readonly inTransaction: boolean;
}
interface PgConnection {
  query(query: { name?: string; text: string; values?: readonly unknown[]; rowMode?: 'array' }): Promise<{ rows: Row[] }>;
}
interface Pool<C> {
  acquireConnection(): Promise<C>;
  releaseConnection(connection: C): Promise<unknown>;
}

/** Prepared statements by connection: they live as long as it does. */
const sqliteStatements = new WeakMap<SqliteConnection, Map<string, SqliteStatement>>();
/** Names of PostgreSQL's prepared statements by text: each connection prepares a name once. */
const pgNames = new Map<string, string>();

class SqliteSql implements ReadModelSql {
  readonly engine = 'sqlite';
  private readonly statements: Map<string, SqliteStatement>;

  constructor(private readonly connection: SqliteConnection) {
    let statements = sqliteStatements.get(connection);
    if (!statements) sqliteStatements.set(connection, (statements = new Map()));
    this.statements = statements;
  }

  placeholder(): string {
    return '?';
  }

  private statement(sql: string, raw = false): SqliteStatement {
    // A statement answers objects or arrays for good: the two are kept apart.
    const key = raw ? `raw:${sql}` : sql;
    let statement = this.statements.get(key);
    if (!statement) this.statements.set(key, (statement = raw ? this.connection.prepare(sql).raw(true) : this.connection.prepare(sql)));
    return statement;
  }

  async all(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
    return this.statement(sql).all(...params);
  }

  async rows(sql: string, params: readonly unknown[] = []): Promise<unknown[][]> {
    return this.statement(sql, true).all(...params) as unknown as unknown[][];
  }

  async run(sql: string, params: readonly unknown[] = []): Promise<void> {
    this.statement(sql).run(...params);
  }
}

const TRANSACTION_CONTROL = new Set(['begin', 'commit', 'rollback']);

class PostgresSql implements ReadModelSql {
  readonly engine = 'postgresql';

  constructor(private readonly connection: PgConnection) {}

  placeholder(n: number): string {
    return `$${n}`;
  }

  private named(text: string): string {
    let name = pgNames.get(text);
    if (!name) pgNames.set(text, (name = `projection_${pgNames.size + 1}`));
    return name;
  }

  async all(text: string, values: readonly unknown[] = []): Promise<Row[]> {
    return (await this.connection.query({ name: this.named(text), text, values })).rows;
  }

  async rows(text: string, values: readonly unknown[] = []): Promise<unknown[][]> {
    return (await this.connection.query({ name: this.named(text), text, values, rowMode: 'array' })).rows as unknown as unknown[][];
  }

  async run(text: string, values: readonly unknown[] = []): Promise<void> {
    if (TRANSACTION_CONTROL.has(text)) await this.connection.query({ text });
    else await this.connection.query({ name: this.named(text), text, values });
  }
}

/**
 * Runs `work` in one read-model transaction on a connection of the ORM's pool, held from
 * `BEGIN` to its end, so nothing else runs on it meanwhile (SQLite's pool has only the one).
 *
 * On SQLite the commit is not synced on its own (`synchronous=NORMAL` for this transaction,
 * FULL again before the connection goes back to the pool): the rows are derived from events
 * that are already durable, and they move with their checkpoints in the same transaction, so a
 * batch a power cut takes away is the same as one a crash stopped before its commit: the
 * checkpoints say so, and the projector applies it again from the log at the next start. The
 * WAL is one sequential file, so the next synced commit of anything on this database (an
 * append, a session) makes the batch durable too. Everything else on the connection (accounts,
 * sessions, notes) keeps `synchronous=FULL`. On PostgreSQL nothing changes. `synced` keeps FULL for
 * this transaction too: for rows that no later synced commit on the same file is sure to cover.
 */
export async function readModelTransaction<T>(orm: ReadModels, work: (sql: ReadModelSql) => Promise<T>, { synced = false }: { synced?: boolean } = {}): Promise<T> {
  if (sqliteFileOf(orm) !== undefined) {
    if (synced) return withConnection<SqliteConnection, T>(orm, (connection) => transaction(new SqliteSql(connection), work, () => connection.inTransaction));
    return withConnection<SqliteConnection, T>(orm, async (connection) => {
      try {
        connection.pragma('synchronous = NORMAL');
        return await transaction(new SqliteSql(connection), work, () => connection.inTransaction);
      } finally {
        connection.pragma('synchronous = FULL');
      }
    });
  }
  return withConnection<PgConnection, T>(orm, (connection) => transaction(new PostgresSql(connection), work, () => true));
}

/**
 * Reads with prepared statements on a connection of the ORM's pool, outside any transaction:
 * for hot lookups that write nothing (a person's sealing key on every command about them).
 */
export function readModelQuery<T>(
  orm: ReadModels,
  work: (sql: ReadModelSql) => Promise<T>,
  {
    planOnce = false,
  }: {
    /**
     * PostgreSQL plans each statement once for any values (`plan_cache_mode = force_generic_plan`
     * while `work` runs). Left to itself it planned the calendar's statements again on every
     * execution, because its estimate for a range of unknown days is poor: 2.5 ms of planning for
     * 1.7 ms of work in the urgent list's late work, whose plan does not depend on the day.
     */
    planOnce?: boolean;
  } = {},
): Promise<T> {
  if (sqliteFileOf(orm) !== undefined || !planOnce) return withSql(orm.em, work);
  return withConnection<PgConnection, T>(orm, async (connection) => {
    await connection.query({ text: 'set plan_cache_mode = force_generic_plan' });
    try {
      return await work(new PostgresSql(connection));
    } finally {
      await connection.query({ text: 'reset plan_cache_mode' });
    }
  });
}

/** Prepared statements on a connection of the pool `em` reads from, held while `work` runs. */
function withSql<T>(em: EntityManager, work: (sql: ReadModelSql) => Promise<T>): Promise<T> {
  const sqlite = em.getPlatform() instanceof BetterSqlitePlatform;
  return withConnection<SqliteConnection & PgConnection, T>({ em }, (connection) => work(sqlite ? new SqliteSql(connection) : new PostgresSql(connection)));
}

/** A connection of the ORM's pool, held while `work` runs and given back after. */
async function withConnection<C, T>(orm: { em: Pick<EntityManager, 'getConnection'> }, work: (connection: C) => Promise<T>): Promise<T> {
  const pool = (orm.em.getConnection().getKnex() as Knex).client as Pool<C>;
  const connection = await pool.acquireConnection();
  try {
    return await work(connection);
  } finally {
    await pool.releaseConnection(connection);
  }
}

/**
 * One read-model row by its primary key, as a plain object, with a prepared statement: for the
 * hot reads (a record's answer after each command, the record screen), where the ORM's query
 * building and hydration cost more than the read itself.
 */
export function findRowById<T extends object>(orm: ReadModels, entity: EntityClass<T>, id: unknown): Promise<T | null> {
  return withSql(orm.em, async (sql) => {
    const shape = tableShape(orm.em, entity);
    const [stored] = await sql.all(`select * from ${quoted(shape.table)} where ${quoted(shape.key.column)} = ${sql.placeholder(1)}`, [
      toDatabase(sql.engine, shape.key.kind, id),
    ]);
    return stored ? (hydrate(shape, stored) as T) : null;
  });
}

/**
 * Rows of an entity's table by their primary keys (numbers), as plain objects as `findRowById`
 * gives them, in no particular order: a list's page. The ORM's hydration of 25 entities cost a
 * list page about 3 ms, more than its queries.
 */
export function findRowsByIds<T extends object>(em: EntityManager, entity: EntityClass<T>, ids: readonly number[]): Promise<T[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return withSql(em, async (sql) => {
    const shape = tableShape(em, entity);
    // One text whatever the number of ids: a JSON list on SQLite, an array on PostgreSQL.
    const stored = sql.engine === 'sqlite'
      ? await sql.all(`select * from ${quoted(shape.table)} where ${quoted(shape.key.column)} in (select value from json_each(?))`, [JSON.stringify(ids)])
      : await sql.all(`select * from ${quoted(shape.table)} where ${quoted(shape.key.column)} = any($1::integer[])`, [`{${ids.join(',')}}`]);
    return stored.map((row) => hydrate(shape, row) as T);
  });
}

/** Rows as the database answered them (named by column), as plain objects as `findRowById` gives them. */
export function hydrateRows<T extends object>(em: EntityManager, entity: EntityClass<T>, stored: readonly Row[]): T[] {
  const shape = tableShape(em, entity);
  return stored.map((row) => hydrate(shape, row) as T);
}

async function transaction<T>(sql: ReadModelSql, work: (sql: ReadModelSql) => Promise<T>, open: () => boolean): Promise<T> {
  await sql.run('begin');
  try {
    const result = await work(sql);
    await sql.run('commit');
    return result;
  } catch (error) {
    // A failed statement may have ended it already (SQLite rolls back on some errors).
    if (open()) await sql.run('rollback');
    throw error;
  }
}

/** How a column's value goes from the database to the row the projections see, and back. */
type Kind = 'date' | 'boolean' | 'json' | 'number' | 'plain';

interface Column {
  property: string;
  column: string;
  kind: Kind;
}

/** An entity's table as the projections' rows map to it. */
export interface TableShape {
  table: string;
  key: Column;
  columns: Column[];
  byColumn: Map<string, Column>;
  byProperty: Map<string, Column>;
}

const shapes = new WeakMap<EntityMetadata, TableShape>();

function kindOf(prop: EntityMetadata['props'][number]): Kind {
  const type = String(prop.type).toLowerCase();
  const runtime = prop.runtimeType;
  if (runtime === 'Date' || type.includes('date') || type.includes('time')) return 'date';
  if (runtime === 'boolean' || type === 'boolean') return 'boolean';
  if (type.includes('json') || runtime === 'object' || runtime === 'any') return 'json';
  if (runtime === 'number') return 'number';
  return 'plain';
}

export function tableShape(em: EntityManager, entity: EntityClass): TableShape {
  const meta = em.getMetadata().find(entity.name)!;
  let shape = shapes.get(meta);
  if (!shape) {
    const columns = meta.props
      .filter((p) => p.persist !== false && p.fieldNames?.length === 1)
      .map((p) => ({ property: p.name, column: p.fieldNames[0]!, kind: kindOf(p) }));
    const byProperty = new Map(columns.map((c) => [c.property, c]));
    shape = {
      table: meta.tableName,
      key: byProperty.get(meta.primaryKeys[0]!)!,
      columns,
      byColumn: new Map(columns.map((c) => [c.column, c])),
      byProperty,
    };
    shapes.set(meta, shape);
  }
  return shape;
}

/** A database value as the ORM hands it to code. */
function fromDatabase(kind: Kind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'date':
      return value instanceof Date ? value : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as number));
    case 'boolean':
      return typeof value === 'boolean' ? value : Boolean(Number(value));
    case 'json':
      return typeof value === 'string' ? JSON.parse(value) : value;
    case 'number':
      return typeof value === 'number' ? value : Number(value);
    default:
      return value;
  }
}

/** A row's value as the database stores it (as the ORM writes it on each engine). */
export function toDatabase(engine: ReadModelSql['engine'], kind: Kind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'date':
      if (engine === 'postgresql') return value;
      return value instanceof Date ? value.getTime() : typeof value === 'string' ? new Date(value).getTime() : value;
    case 'boolean':
      return engine === 'sqlite' ? Number(Boolean(value)) : Boolean(value);
    case 'json':
      return JSON.stringify(value);
    default:
      return typeof value === 'boolean' && engine === 'sqlite' ? Number(value) : value;
  }
}

/** A value to compare with what was loaded, whatever the engine. */
function comparable(kind: Kind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (kind === 'date') return value instanceof Date ? value.getTime() : new Date(value as string).getTime();
  if (kind === 'json') return JSON.stringify(value);
  if (kind === 'boolean') return Boolean(value);
  return value;
}

export const quoted = (name: string) => `"${name}"`;

/** A stored row as the ORM would hand it over: its properties, with their JavaScript values. */
export function hydrate(shape: TableShape, stored: Row): Row {
  const row: Row = {};
  for (const name in stored) {
    const column = shape.byColumn.get(name);
    if (column) row[column.property] = fromDatabase(column.kind, stored[name]);
  }
  return row;
}
/** Rows per multi-row insert, and keys per lookup or delete (well under both engines' parameter limits). */
const ROWS_PER_INSERT = 100;

/**
 * Following the log: rows are plain objects read and written with prepared statements inside
 * the batch's transaction (see ReadModelSql). What `apply` created is inserted, what it
 * removed is deleted, and a row it read is updated in the columns that differ from what was
 * read, as the ORM's unit of work did.
 */
export class SqlContext extends RowContext {
  /** What each loaded row held when read, by row: compared at `flush` to find what changed. */
  private readonly loaded = new Map<EntityClass, Map<Row, unknown[]>>();
  private readonly created = new Map<EntityClass, Set<Row>>();
  /** Keys of loaded rows that were removed: deleted at `flush` (before the inserts, for a key created again). */
  private readonly deleted = new Map<EntityClass, Set<unknown>>();

  constructor(
    em: EntityManager,
    private readonly sql: ReadModelSql,
  ) {
    super(em);
  }

  create<T extends object>(entity: EntityClass<T>, data: T): T {
    this.table(entity).add(data);
    setOf(this.created, entity).add(data as Row);
    return data;
  }

  remove<T extends object>(entity: EntityClass<T>, row: T): void {
    this.table(entity).delete(row);
    if (setOf(this.created, entity).delete(row as Row)) return;
    const loaded = this.loaded.get(entity);
    if (loaded?.delete(row as Row)) setOf(this.deleted, entity).add((row as Row)[tableShape(this.em, entity).key.property]);
  }

  protected async read(entity: EntityClass, by: string, values: unknown[]): Promise<object[]> {
    const shape = tableShape(this.em, entity);
    const column = shape.byProperty.get(by)!;
    const rows: Row[] = [];
    for (let i = 0; i < values.length; i += ROWS_PER_INSERT) {
      const chunk = values.slice(i, i + ROWS_PER_INSERT);
      const list = chunk.map((_, n) => this.sql.placeholder(n + 1)).join(', ');
      const found = await this.sql.all(
        `select * from ${quoted(shape.table)} where ${quoted(column.column)} in (${list})`,
        chunk.map((value) => toDatabase(this.sql.engine, column.kind, value)),
      );
      for (const stored of found) rows.push(this.hydrate(entity, shape, stored));
    }
    return rows;
  }

  private hydrate(entity: EntityClass, shape: TableShape, stored: Row): Row {
    const row = hydrate(shape, stored);
    let loaded = this.loaded.get(entity);
    if (!loaded) this.loaded.set(entity, (loaded = new Map()));
    loaded.set(row, shape.columns.map((c) => comparable(c.kind, row[c.property])));
    return row;
  }

  /** Writes what the batch's events did: deletes, inserts, then the changed columns of rows read. */
  async flush(): Promise<void> {
    for (const [entity, keys] of this.deleted) {
      const shape = tableShape(this.em, entity);
      const all = [...keys];
      for (let i = 0; i < all.length; i += ROWS_PER_INSERT) {
        const chunk = all.slice(i, i + ROWS_PER_INSERT);
        const list = chunk.map((_, n) => this.sql.placeholder(n + 1)).join(', ');
        await this.sql.run(`delete from ${quoted(shape.table)} where ${quoted(shape.key.column)} in (${list})`, chunk);
      }
    }
    for (const [entity, rows] of this.created) await this.insert(tableShape(this.em, entity), [...rows]);
    for (const [entity, rows] of this.loaded) {
      const shape = tableShape(this.em, entity);
      for (const [row, before] of rows) {
        const changed = shape.columns.filter((c, i) => c !== shape.key && comparable(c.kind, row[c.property]) !== before[i]);
        if (changed.length === 0) continue;
        const sets = changed.map((c, n) => `${quoted(c.column)} = ${this.sql.placeholder(n + 1)}`).join(', ');
        await this.sql.run(
          `update ${quoted(shape.table)} set ${sets} where ${quoted(shape.key.column)} = ${this.sql.placeholder(changed.length + 1)}`,
          [...changed.map((c) => toDatabase(this.sql.engine, c.kind, row[c.property])), row[shape.key.property]],
        );
      }
    }
  }

  /** Rows inserted as the ORM would: the columns they set (a column left out takes its default), several per statement. */
  private async insert(shape: TableShape, rows: Row[]): Promise<void> {
    const groups = new Map<string, { columns: Column[]; rows: Row[] }>();
    for (const row of rows) {
      const columns = shape.columns.filter((c) => row[c.property] !== undefined);
      const key = columns.map((c) => c.column).join(',');
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { columns, rows: [] }));
      group.rows.push(row);
    }
    for (const { columns, rows: grouped } of groups.values()) {
      const names = columns.map((c) => quoted(c.column)).join(', ');
      for (let i = 0; i < grouped.length; i += ROWS_PER_INSERT) {
        const chunk = grouped.slice(i, i + ROWS_PER_INSERT);
        let n = 0;
        const tuples = chunk.map(() => `(${columns.map(() => this.sql.placeholder(++n)).join(', ')})`).join(', ');
        const values = chunk.flatMap((row) => columns.map((c) => toDatabase(this.sql.engine, c.kind, row[c.property])));
        await this.sql.run(`insert into ${quoted(shape.table)} (${names}) values ${tuples}`, values);
      }
    }
  }
}

function setOf<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  return set;
}
