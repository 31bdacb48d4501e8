import { Logger } from '@nestjs/common';
import { sqliteFileOf, type ReadModels } from '../persistence/orm.js';

/**
 * What keeps the back-office's lists from growing with the shop, beside each list's table:
 *
 * - a **search index** of the row's `search_text` (already lower case without accents, see
 *   shared/search-text.ts): on SQLite an FTS5 table with the trigram tokenizer, on PostgreSQL a
 *   table with a `pg_trgm` GIN index. Both answer `LIKE '%…%'` from the index when the text has
 *   a run of three characters, so `q` stays the same substring match, only indexed (list-page.ts);
 * - **exact counts per status** (`list_counts`), so a page's total (ra-data-simple-rest's
 *   `Content-Range`) with no filter or a status filter is a lookup instead of a count of the rows.
 *
 * Both are kept by triggers on the list's table, inside the transaction that changes the row:
 * whatever writes it (a projection's batch, a rebuild, an older process) keeps them exact, and
 * the projections' code does not know they exist. The ORM neither sees nor drops them (they are
 * tables and triggers of their own). Installed at start after the ORM's schema update; when a
 * trigger is missing (a new shop, a table the ORM recreated, a new version of this file) the
 * side tables are filled again from the rows, in the same transaction that creates the triggers.
 */

/** Raise it when the triggers or side tables change: every shop refills them at start. */
const VERSION = 1;

export interface ListTable {
  /** The list's name in `list_counts`. */
  list: string;
  table: string;
  /** The status a row counts under, as the list filters it (`r`: the row). */
  key: (r: string) => string;
}

export const LIST_TABLES = {
  repairs: { list: 'repairs', table: 'repair_rows', key: (r: string) => `${r}.status` },
  // A converted revision lists as 'converted' only (list-revisions.handler.ts).
  revisions: {
    list: 'revisions',
    table: 'revision_rows',
    key: (r: string) => `case when ${r}.converted_to_repair_id is not null then 'converted' else ${r}.status end`,
  },
  orders: { list: 'orders', table: 'order_rows', key: (r: string) => `${r}.status` },
  clients: { list: 'clients', table: 'client_rows', key: (r: string) => `${r}.status` },
  // Counted only when nothing filters it: a product's list has no status.
  products: { list: 'products', table: 'product_rows', key: () => `'all'` },
} satisfies Record<string, ListTable>;

export const COUNTS_TABLE = 'list_counts';
export const searchTableOf = (table: string) => `${table}_search`;
/**
 * The tables of this file, which the ORM's schema update must not read (an FTS5 table's columns
 * have no type, which it cannot map) nor change: FTS5's own shadow tables (`…_search_data`…) too.
 */
export const LIST_SIDE_TABLES: readonly (string | RegExp)[] = [COUNTS_TABLE, /^[a-z_]+_rows_search(_[a-z]+)?$/];
const trigger = (table: string, what: string) => `${table}_lists${VERSION}_${what}`;

const logger = new Logger('Listas');

/** Creates (or refills) the search indexes and counts of every list. */
export async function installListIndexes(orm: ReadModels): Promise<void> {
  // Only the lists whose tables this ORM holds (some tools open a few entities).
  const tables = new Set(Object.values(orm.getMetadata().getAll()).map((meta) => meta.tableName));
  const lists = Object.values(LIST_TABLES).filter((list) => tables.has(list.table));
  if (lists.length === 0) return;
  if (sqliteFileOf(orm)) await installSqlite(orm, lists);
  else await installPostgres(orm, lists);
}

type Connection = ReturnType<ReadModels['em']['getConnection']>;

async function installSqlite(orm: ReadModels, lists: readonly ListTable[]): Promise<void> {
  const connection = orm.em.getConnection();
  const run = (sql: string) => connection.execute(sql, [], 'run');
  await run(`create table if not exists ${COUNTS_TABLE} (list varchar(20) not null, key varchar(40) not null, n integer not null, primary key (list, key))`);
  for (const list of lists) {
    const { table } = list;
    const search = searchTableOf(table);
    const names = sqliteTriggers(table);
    const present = (await connection.execute(
      `select name from sqlite_master where type = 'trigger' and name in (${names.map(() => '?').join(', ')})`,
      names,
    )) as { name: string }[];
    if (present.length === names.length) continue;
    const old = (await connection.execute(`select name from sqlite_master where type = 'trigger' and tbl_name = ? and name like ?`, [
      table,
      `${table}_lists%`,
    ])) as { name: string }[];
    await orm.em.fork().transactional(async (em) => {
      const exec = (sql: string) => em.getConnection().execute(sql, [], 'run', em.getTransactionContext());
      for (const { name } of old) await exec(`drop trigger if exists "${name}"`);
      for (const sql of sqliteFill(list)) await exec(sql);
    });
  }
}

const sqliteTriggers = (table: string) => ['ai', 'ad', 'au'].map((what) => trigger(table, what));

/**
 * The side tables of a list filled from its rows at once, and its triggers created (run in the
 * transaction that creates or rebuilds them). The search table is made anew: emptying an FTS5
 * table deletes its rows one by one.
 */
function sqliteFill(list: ListTable): string[] {
  const { table } = list;
  const search = searchTableOf(table);
  const names = sqliteTriggers(table);
  const key = (r: string) => list.key(r);
  const count = (r: string, delta: string) =>
    `insert into ${COUNTS_TABLE} (list, key, n) values ('${list.list}', ${key(r)}, ${delta}) on conflict (list, key) do update set n = n + excluded.n;`;
  return [
    `drop table if exists ${search}`,
    `create virtual table ${search} using fts5(search_text, tokenize = 'trigram')`,
    `insert into ${search} (rowid, search_text) select id, search_text from ${table}`,
    `delete from ${COUNTS_TABLE} where list = '${list.list}'`,
    `insert into ${COUNTS_TABLE} (list, key, n) select '${list.list}', ${key(table)}, count(*) from ${table} group by 2`,
    `create trigger ${names[0]} after insert on ${table} begin
        insert into ${search} (rowid, search_text) values (new.id, new.search_text);
        ${count('new', '1')}
      end`,
    `create trigger ${names[1]} after delete on ${table} begin
        delete from ${search} where rowid = old.id;
        ${count('old', '-1')}
      end`,
    `create trigger ${names[2]} after update on ${table}
        when old.search_text is not new.search_text or ${key('old')} is not ${key('new')} or old.id is not new.id begin
        delete from ${search} where rowid = old.id;
        insert into ${search} (rowid, search_text) values (new.id, new.search_text);
        ${count('old', '-1')}
        ${count('new', '1')}
      end`,
  ];
}

/**
 * What a SQLite rebuild of `table` runs around it, when it is a list's: its triggers dropped
 * before the table is emptied, the side tables filled from the new rows and the triggers created
 * again before it commits. Row by row, the triggers made a rebuild four times slower (measured:
 * 249 s against 57 s for 300,000 events on a loaded machine). PostgreSQL's triggers run once per
 * statement, on all its rows.
 */
export function sqliteRebuildStatements(table: string): { before: string[]; after: string[] } | undefined {
  const list = Object.values(LIST_TABLES).find((candidate) => candidate.table === table);
  if (!list) return undefined;
  return { before: sqliteTriggers(table).map((name) => `drop trigger if exists ${name}`), after: sqliteFill(list) };
}

/** Whether the trigram index is there: without `pg_trgm` the side table still answers, by scanning. */
let trigramWarned = false;

type Exec = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

async function installPostgres(orm: ReadModels, lists: readonly ListTable[]): Promise<void> {
  const trigram = await ensureTrigram(orm.em.getConnection());
  // One transaction: several instances may start together, one installs at a time (a lock of the
  // transaction: a session's lock would stay with whichever pooled connection took it). Its key:
  // 7262000–7262003 are the event store's, the schema's, the projections' and their leader's, 7262010 the team's.
  await orm.em.fork().transactional(async (em) => {
    const exec: Exec = (sql, params = []) =>
      em.getConnection().execute(sql, params as never[], 'all', em.getTransactionContext()) as Promise<Record<string, unknown>[]>;
    await exec('select pg_advisory_xact_lock(7262020)');
    // Only what is missing: even an IF NOT EXISTS waits for the lock of a table another instance writes.
    const [counts] = await exec(`select to_regclass(?) as found`, [COUNTS_TABLE]);
    if (!counts?.found) {
      await exec(`create table if not exists ${COUNTS_TABLE} (list varchar(20) not null, key varchar(40) not null, n bigint not null, primary key (list, key))`);
    }
    for (const list of lists) await installPostgresList(exec, list, trigram);
  });
}

async function ensureTrigram(connection: Connection): Promise<boolean> {
  const rows = (await connection.execute(`select 1 from pg_extension where extname = 'pg_trgm'`)) as unknown[];
  if (rows.length > 0) return true;
  try {
    await connection.execute('create extension if not exists pg_trgm');
    return true;
  } catch (error) {
    if (!trigramWarned) {
      trigramWarned = true;
      logger.warn(
        `La extensión pg_trgm no está disponible (${(error as Error).message}): las búsquedas de las listas funcionan, pero recorren las filas. Instálala (paquete postgresql-contrib) para indexarlas.`,
      );
    }
    return false;
  }
}

async function installPostgresList(exec: Exec, list: ListTable, trigram: boolean): Promise<void> {
  const { table } = list;
  const search = searchTableOf(table);
  const names = ['ins', 'del', 'upd'].map((what) => trigger(table, what));
  const present = await exec(`select tgname from pg_trigger where tgrelid = ?::regclass and tgname in (${names.map(() => '?').join(', ')})`, [table, ...names]);
  if (present.length === names.length) {
    const [index] = await exec(`select to_regclass(?) as found`, [`${search}_trgm`]);
    if (trigram && !index?.found) await exec(`create index if not exists ${search}_trgm on ${search} using gin (search_text gin_trgm_ops)`);
    return;
  }
  const old = (await exec(`select tgname from pg_trigger where tgrelid = ?::regclass and tgname like ?`, [table, `${table}\\_lists%`])) as { tgname: string }[];
  const key = list.key;
  const add = (rows: string) =>
    `insert into ${COUNTS_TABLE} (list, key, n) select '${list.list}', ${key('r')}, count(*) from ${rows} r group by 2
       on conflict (list, key) do update set n = ${COUNTS_TABLE}.n + excluded.n;`;
  const subtract = (rows: string) =>
    `update ${COUNTS_TABLE} c set n = c.n - d.n from (select ${key('r')} as key, count(*) as n from ${rows} r group by 1) d
       where c.list = '${list.list}' and c.key = d.key;`;
  const changedSearch = `(select n.* from new_rows n join old_rows o on o.id = n.id where n.search_text is distinct from o.search_text)`;
  const changedKeyOld = `(select o.* from old_rows o join new_rows n on n.id = o.id where ${key('o')} is distinct from ${key('n')})`;
  const changedKeyNew = `(select n.* from new_rows n join old_rows o on o.id = n.id where ${key('o')} is distinct from ${key('n')})`;
  const fn = (name: string, body: string) =>
    `create or replace function ${name}() returns trigger language plpgsql as $body$ begin ${body} return null; end $body$`;
  {
    for (const { tgname } of old) await exec(`drop trigger if exists "${tgname}" on ${table}`);
    await exec(`create table if not exists ${search} (id integer primary key, search_text text not null)`);
    await exec(`delete from ${search}`);
    await exec(`insert into ${search} (id, search_text) select id, search_text from ${table}`);
    if (trigram) await exec(`create index if not exists ${search}_trgm on ${search} using gin (search_text gin_trgm_ops)`);
    await exec(`delete from ${COUNTS_TABLE} where list = '${list.list}'`);
    await exec(`insert into ${COUNTS_TABLE} (list, key, n) select '${list.list}', ${key(table)}, count(*) from ${table} group by 2`);
    await exec(
      fn(names[0]!, `insert into ${search} (id, search_text) select id, search_text from new_rows; ${add('new_rows')}`),
    );
    await exec(fn(names[1]!, `delete from ${search} s using old_rows o where s.id = o.id; ${subtract('old_rows')}`));
    await exec(
      fn(
        names[2]!,
        `delete from ${search} s using ${changedSearch} c where s.id = c.id;
         insert into ${search} (id, search_text) select id, search_text from ${changedSearch} c;
         ${subtract(changedKeyOld)} ${add(changedKeyNew)}`,
      ),
    );
    await exec(`create trigger ${names[0]} after insert on ${table} referencing new table as new_rows for each statement execute function ${names[0]}()`);
    await exec(`create trigger ${names[1]} after delete on ${table} referencing old table as old_rows for each statement execute function ${names[1]}()`);
    await exec(
      `create trigger ${names[2]} after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function ${names[2]}()`,
    );
  }
}
