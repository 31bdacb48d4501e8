import type { EntityManager } from '@mikro-orm/knex';
import { SQLITE_PRAGMAS, sqliteFileOf, type ReadModels } from '../persistence/orm.js';
import { SqliteWriteThread } from '../persistence/sqlite-writer.js';
import { ProjectionCheckpoint } from './checkpoint.entity.js';
import { sqliteRebuildStatements } from '../shared/list-indexes.js';
import type { EntityClass, RowShape } from './projection-context.js';

/**
 * Where a rebuild writes: one transaction that holds the projections' write lock, empties
 * their tables, takes their new rows and moves their checkpoints. Readers keep the old read
 * models until it commits; a crash leaves them as they were. `values` hold the rows one
 * after another in the shape's column order, and are handed over.
 */
export interface RebuildWriter {
  insert(shape: RowShape, rows: number, values: unknown[]): Promise<void>;
  /** Inserts, or replaces the row with the same key. */
  upsert(shape: RowShape, rows: number, values: unknown[]): Promise<void>;
  remove(shape: RowShape, keys: unknown[]): Promise<void>;
  commit(checkpoints: readonly ProjectionCheckpoint[]): Promise<void>;
  rollback(): Promise<void>;
}

/**
 * On SQLite the transaction runs on a thread of its own, so rows are written while the next
 * events are replayed; on PostgreSQL the server does the writing already, on a transaction
 * of the ORM's pool.
 */
export async function openRebuildWriter(
  orm: ReadModels,
  lockSql: string,
  owned: readonly EntityClass[],
): Promise<RebuildWriter> {
  const tableOf = (entity: EntityClass) => orm.getMetadata().find(entity.name)!.tableName;
  const file = sqliteFileOf(orm);
  if (file) return SqliteRebuildWriter.open(file, owned.map(tableOf), tableOf(ProjectionCheckpoint));
  return TransactionRebuildWriter.open(orm.em.fork(), lockSql, owned);
}

type Placeholder = (n: number) => string;
const quoted = (name: string) => `"${name}"`;

/** Statements by table, kind and size, built once. */
class Statements {
  private readonly built = new Map<string, string>();

  constructor(private readonly placeholder: Placeholder) {}

  /** A name for the statement, and its text. */
  insert(shape: RowShape, rows: number, upsert: boolean): [string, string] {
    return this.get(`${shape.table}_${upsert ? 'upsert' : 'insert'}_${rows}`, () => {
      let n = 0;
      const tuple = () => `(${shape.columns.map(() => this.placeholder(++n)).join(', ')})`;
      const values = Array.from({ length: rows }, tuple).join(', ');
      const sql = `insert into ${quoted(shape.table)} (${shape.columns.map(quoted).join(', ')}) values ${values}`;
      if (!upsert) return sql;
      const changes = shape.columns.filter((c) => c !== shape.key).map((c) => `${quoted(c)} = excluded.${quoted(c)}`);
      return `${sql} on conflict (${quoted(shape.key)}) do update set ${changes.join(', ')}`;
    });
  }

  remove(shape: RowShape, keys: number): [string, string] {
    return this.get(`${shape.table}_delete_${keys}`, () => {
      const list = Array.from({ length: keys }, (_, i) => this.placeholder(i + 1)).join(', ');
      return `delete from ${quoted(shape.table)} where ${quoted(shape.key)} in (${list})`;
    });
  }

  private get(name: string, build: () => string): [string, string] {
    let sql = this.built.get(name);
    if (!sql) this.built.set(name, (sql = build()));
    return [name, sql];
  }
}

/** Keys removed per statement. */
const KEYS_PER_DELETE = 500;

abstract class StatementWriter implements RebuildWriter {
  protected abstract readonly statements: Statements;
  protected abstract run(name: string, sql: string, values: unknown[]): Promise<void>;
  abstract commit(checkpoints: readonly ProjectionCheckpoint[]): Promise<void>;
  abstract rollback(): Promise<void>;

  insert(shape: RowShape, rows: number, values: unknown[]): Promise<void> {
    return this.run(...this.statements.insert(shape, rows, false), values);
  }

  upsert(shape: RowShape, rows: number, values: unknown[]): Promise<void> {
    return this.run(...this.statements.insert(shape, rows, true), values);
  }

  async remove(shape: RowShape, keys: unknown[]): Promise<void> {
    for (let i = 0; i < keys.length; i += KEYS_PER_DELETE) {
      const chunk = keys.slice(i, i + KEYS_PER_DELETE);
      await this.run(...this.statements.remove(shape, chunk.length), chunk);
    }
  }
}

/** A JSON column's value (a list, an object) as the ORM writes it: JSON text, on either engine. */
const isJsonValue = (value: unknown) => value !== null && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value);

/**
 * The rebuild's own connection, on top of the shop's settings. Each insert of many rows may fail
 * halfway, so SQLite first copies every page it changes into a statement journal, a temporary
 * file by default: in memory instead (the writing thread spent about a tenth of its time on
 * those copies, measured on 1,000,000 events). The transaction, its durability and its atomicity
 * are the same.
 */
const REBUILD_PRAGMAS = ['temp_store = MEMORY'];

class SqliteRebuildWriter extends StatementWriter {
  protected readonly statements = new Statements(() => '?');

  private constructor(
    private readonly thread: SqliteWriteThread,
    private readonly checkpoints: string,
    private readonly beforeCommit: readonly string[] = [],
  ) {
    super();
  }

  /** Emptying the tables (a while, when they are full) goes on beside the first pages. */
  static open(file: string, tables: readonly string[], checkpoints: string): SqliteRebuildWriter {
    // A list's search index and counts are filled once at the end, not by its triggers row by row (shared/list-indexes.ts).
    const lists = tables.flatMap((table) => sqliteRebuildStatements(table) ?? []);
    const begin = [...lists.flatMap((list) => list.before), ...tables.map((table) => `delete from ${quoted(table)}`)];
    return new SqliteRebuildWriter(
      SqliteWriteThread.begin(file, [...SQLITE_PRAGMAS, ...REBUILD_PRAGMAS], begin),
      checkpoints,
      lists.flatMap((list) => list.after),
    );
  }

  protected run(_name: string, sql: string, values: unknown[]): Promise<void> {
    // As the ORM stores them: dates as epoch milliseconds, booleans as 0 or 1, lists as JSON. Here, not on
    // the writing thread: numbers cross between threads far cheaper than dates.
    for (let i = 0; i < values.length; i++) {
      const value = values[i];
      if (value instanceof Date) values[i] = value.getTime();
      else if (typeof value === 'boolean') values[i] = Number(value);
      else if (isJsonValue(value)) values[i] = JSON.stringify(value);
    }
    return this.thread.run(sql, values);
  }

  async commit(checkpoints: readonly ProjectionCheckpoint[]): Promise<void> {
    for (const sql of this.beforeCommit) await this.thread.run(sql, []);
    for (const { name, position, version } of checkpoints) {
      // A rebuilt projection has applied every event: any fault it was stopped on is gone.
      await this.thread.run(
        `insert into ${quoted(this.checkpoints)} (name, position, version, fault) values (?, ?, ?, null)
           on conflict (name) do update set position = excluded.position, version = excluded.version, fault = null`,
        [name, position, version],
      );
    }
    await this.thread.commit();
  }

  rollback(): Promise<void> {
    return this.thread.rollback();
  }
}

type Query = (query: { name: string; text: string; values: unknown[] }) => Promise<unknown>;

class TransactionRebuildWriter extends StatementWriter {
  protected readonly statements = new Statements((n) => `$${n}`);

  private constructor(
    private readonly em: EntityManager,
    private readonly query: Query,
    /** The rebuilt tables, analysed once committed. */
    private readonly tables: readonly string[],
  ) {
    super();
  }

  static async open(em: EntityManager, lockSql: string, owned: readonly EntityClass[]): Promise<TransactionRebuildWriter> {
    await em.begin();
    try {
      await em.execute(lockSql);
      for (const entity of owned) await em.nativeDelete(entity, {});
      // Straight to the driver on the transaction's connection: the ORM's query building per
      // chunk was most of a rebuild's time.
      const trx = em.getTransactionContext<{ client: { acquireConnection(): Promise<{ query: Query }> } }>()!;
      const connection = await trx.client.acquireConnection();
      const tables = owned.map((entity) => em.getMetadata().find(entity.name)!.tableName);
      return new TransactionRebuildWriter(em, connection.query.bind(connection), tables);
    } catch (error) {
      await em.rollback();
      throw error;
    }
  }

  protected async run(name: string, text: string, values: unknown[]): Promise<void> {
    // node-postgres would send a list as a PostgreSQL array, which a json column refuses.
    for (let i = 0; i < values.length; i++) if (isJsonValue(values[i])) values[i] = JSON.stringify(values[i]);
    // Named: node-postgres prepares each statement once per connection.
    await this.query({ name: `rebuild_${name}`, text, values });
  }

  async commit(checkpoints: readonly ProjectionCheckpoint[]): Promise<void> {
    for (const checkpoint of checkpoints) await this.em.upsert(ProjectionCheckpoint, checkpoint);
    await this.em.commit();
    // Tables rewritten whole have no planner statistics until autovacuum comes round: until then
    // PostgreSQL planned a deep page of repairs as a walk of 50,000 heap rows (167 ms against 5).
    // The rebuild is committed by then: statistics that cannot be gathered wait for autovacuum.
    await this.em.getConnection().execute(`analyze ${this.tables.map(quoted).join(', ')}`).catch(() => undefined);
  }

  async rollback(): Promise<void> {
    await this.em.rollback();
  }
}
