import type { EntityName, FilterQuery } from '@mikro-orm/core';
import type { QueryBuilder, SqlEntityManager } from '@mikro-orm/knex';
import { BetterSqlitePlatform } from '@mikro-orm/better-sqlite';
import { COUNTS_TABLE, searchTableOf, type ListTable } from './list-indexes.js';
import { findRowsByIds, hydrateRows } from '../projections/sql-context.js';
import type { EntityClass } from '../projections/projection-context.js';

/** How many ids of a search are handed to the page's query, instead of reading the index twice. */
const FOUND_AT_ONCE = 5000;
/** A search the trigram indexes can serve: some run of three characters that are not wildcards. */
const TRIGRAM = /[^%_]{3}/u;

/**
 * Which rows' totals `list_counts` holds: `all` when the list is not filtered at all, the
 * statuses (as the list's counts key them, list-indexes.ts) when only the status filters it,
 * `null` when something else filters it (the rows are counted).
 */
export type Counted = 'all' | readonly string[] | null;

/**
 * `all`, the statuses asked for, or `null` when any other filter than `status` has a value.
 * `statusOf` reads the status filter exactly as the list's handler does (`all` when it does not filter).
 */
export function countedBy(filter: Record<string, unknown>, statusOf: (status: unknown) => 'all' | readonly string[]): Counted {
  const others = Object.entries(filter).some(([key, value]) => key !== 'status' && value !== undefined && value !== '' && value !== null);
  return others ? null : statusOf(filter.status);
}

/** A `status` filter as repairs and orders read it: a text, or a list of them (an empty list finds nothing). */
export const statusesOf = (status: unknown): 'all' | string[] =>
  typeof status === 'string' && status !== '' ? [status] : Array.isArray(status) ? status.map(String) : 'all';

export interface ListPageRequest<Row> {
  /** The list's filters; `searchText: { $like }` (commonFilters' `q`) is answered from the search index. */
  where: FilterQuery<Row>;
  orderBy: Record<string, 'ASC' | 'DESC'>;
  range: { offset: number; limit: number } | null;
  counted: Counted;
  /** One more SQL condition on the list's rows (a subquery on another read model), with its parameters. */
  also?: { sql: string; params: unknown[] } | null;
}

/** From this offset a page reads its ids first (from the sort's index alone), then its rows. */
const DEEP_OFFSET = 1000;

type Sql = { sql: string; params: unknown[] };

/**
 * A page of a list and its total, as `findAndCount` gave them, without reading what the page
 * does not show:
 *
 * - `q` of three characters or more alone on a list in id order, on SQLite: the page's ids and the
 *   total from the trigram index, which keeps its ids in order;
 * - `q` (the same LIKE pattern, so the same rows: a substring of the text without accents in
 *   lower case) through the list's search index beside its table: its trigram index when the
 *   text has a run of three characters, else a scan of the index's narrow copy of the texts
 *   instead of the list's wide rows. A search that finds up to FOUND_AT_ONCE rows reads their ids
 *   once; those of them the other filters keep, in the list's order, are the total and give the
 *   page's 25 ids (sorted by id alone with no other filter, without asking the database), and
 *   only those rows are read. A search that finds more (a common word, one letter) reads its
 *   page from the list's rows in order (one row in twenty or more matches, so a few hundred rows
 *   give a page) and its total from the index;
 * - a deep page (offset DEEP_OFFSET or more) reads its ids from the sort's index, then its rows;
 * - the total from `list_counts` when only a status filters the list, otherwise counted by the
 *   database from its indexes.
 */
export async function listPage<Row extends object>(
  em: SqlEntityManager,
  entity: EntityName<Row>,
  list: ListTable,
  request: ListPageRequest<Row>,
): Promise<[Row[], number]> {
  const { searchText, ...rest } = request.where as FilterQuery<Row> & { searchText?: { $like: string } };
  const { orderBy, range } = request;
  const pattern = searchText?.$like;
  const sqlite = em.getPlatform() instanceof BetterSqlitePlatform;
  const nothingElse = Object.keys(rest).length === 0 && !request.also;
  const byIdAlone = Object.keys(orderBy).length === 1 && orderBy.id !== undefined;
  const index = pattern !== undefined ? searchIn(searchTableOf(list.table), pattern, sqlite) : undefined;
  if (index && sqlite && TRIGRAM.test(pattern!) && nothingElse && byIdAlone && range) {
    // SQLite's trigram index answers in id order itself: with nothing else filtering and the list
    // in id order, the page is the index's own 25 ids and the total its count, without reading
    // every id it finds («zamorano» on the 100,000-repair shop: 3,757 ids in 6.7 ms, against 0.5
    // ms for the page and 3.3 for the count). A shorter text scans the texts: once is enough.
    const [page, total] = await Promise.all([
      em.getConnection().execute(`select ${index.sql} order by 1 ${orderBy.id === 'DESC' ? 'desc' : 'asc'} limit ? offset ?`, [
        ...index.params,
        range.limit,
        range.offset,
      ] as never[]) as Promise<Record<string, number>[]>,
      countFound(em, index),
    ]);
    return [await rowsOf(em, entity, page.map((row) => Number(row.rowid ?? row.id))), total];
  }
  // The search read once: what it found (up to FOUND_AT_ONCE), or the index's query when it finds more.
  let found: number[] | undefined;
  let many: Sql | undefined;
  if (index) {
    const ids = ((await em.getConnection().execute(`select ${index.sql} limit ${FOUND_AT_ONCE + 1}`, index.params)) as Record<string, number>[]).map((row) =>
      Number(row.rowid ?? row.id),
    );
    if (ids.length <= FOUND_AT_ONCE) found = ids;
    else many = index;
  }
  /** The list's rows as filtered; a search that found many is matched on the rows (`forPage`) or by its index. */
  const query = (forPage: boolean): QueryBuilder<Row> => {
    const qb = em.createQueryBuilder(entity).where(rest as FilterQuery<Row>);
    if (found) {
      // An array PostgreSQL plans by its length, and reads by the primary key (a JSON list's length it guesses).
      if (sqlite) qb.andWhere('id in (select value from json_each(?))', [JSON.stringify(found)]);
      else qb.andWhere('id = any(?::integer[])', [`{${found.join(',')}}`]);
    } else if (many && !forPage) qb.andWhere(`id in (select ${many.sql})`, many.params);
    else if (pattern !== undefined) qb.andWhere({ searchText: { $like: pattern } } as FilterQuery<Row>);
    if (request.also) qb.andWhere(request.also.sql, request.also.params);
    return qb;
  };
  const cut = (ids: number[]) => (range ? ids.slice(range.offset, range.offset + range.limit) : ids);

  if (found) {
    // Every id that can be listed, in the list's order: a few thousand at most, no row read.
    // Sorted by id, the ids are sorted here: the database is left to find them the cheapest way.
    const idsOf = async (qb: QueryBuilder<Row>) => ((await qb.execute('all')) as { id: number }[]).map((row) => Number(row.id));
    const ordered = byIdAlone
      ? (nothingElse ? [...found] : await idsOf(query(true).select('id' as never))).sort((a, b) => (orderBy.id === 'DESC' ? b - a : a - b))
      : await idsOf(query(true).select('id' as never).orderBy(orderBy));
    return [await rowsOf(em, entity, cut(ordered)), ordered.length];
  }
  const total = (): Promise<number> => {
    if (many && nothingElse) return countFound(em, many);
    if (pattern !== undefined || request.counted === null) return query(false).getCount();
    return countKept(em, list, request.counted);
  };
  const page = async (): Promise<Row[]> => {
    // SQLite reads a table in id order as cheaply as any index of it.
    if (range && range.offset >= DEEP_OFFSET && !(sqlite && byIdAlone)) {
      // The ids alone from the sort's index (it holds every sort key and the id), then 25 rows.
      const ids = (await query(true).select('id' as never).orderBy(orderBy).offset(range.offset).limit(range.limit).execute('all')) as { id: number }[];
      return rowsOf(em, entity, ids.map((row) => Number(row.id)));
    }
    const qb = query(true).orderBy(orderBy);
    if (range) qb.offset(range.offset).limit(range.limit);
    // The rows as stored, made plain objects without the ORM's entities (as rowsOf's).
    return hydrateRows(em, entity as EntityClass<Row>, (await qb.execute('all', false)) as Record<string, unknown>[]);
  };
  return Promise.all([page(), total()]);
}

/** The rows of these ids, in their order. */
async function rowsOf<Row extends object>(em: SqlEntityManager, entity: EntityName<Row>, ids: readonly number[]): Promise<Row[]> {
  const rows = (await findRowsByIds(em, entity as EntityClass<Row>, ids)) as (Row & { id: number })[];
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.map((id) => byId.get(id)).filter((row): row is Row & { id: number } => row !== undefined);
}

/**
 * The ids whose text holds the pattern, from the search index. On SQLite a pattern with a run of
 * three characters and no one-character wildcard is an FTS5 phrase (with the trigram tokenizer,
 * a phrase matches as a substring, as LIKE does, and reads far fewer pages than FTS5's LIKE);
 * with a wildcard, FTS5's LIKE. Shorter ones, which no trigram index serves, scan the index's
 * own copy of the texts (FTS5's content table, PostgreSQL's search table: the id and the text,
 * a fraction of the list's rows) with the same LIKE.
 */
function searchIn(search: string, pattern: string, sqlite: boolean): Sql {
  if (!sqlite) {
    // The trigram index answers `like`; a text too short for it, the planner scans the table for.
    return { sql: `id from ${search} where search_text like ?`, params: [pattern] };
  }
  if (!TRIGRAM.test(pattern)) return { sql: `id as rowid from ${search}_content where c0 like ?`, params: [pattern] };
  const text = pattern.slice(1, -1);
  if (!text.includes('_')) return { sql: `rowid from ${search} where ${search} match ?`, params: [`"${text.replace(/"/g, '""')}"`] };
  return { sql: `rowid from ${search} where search_text like ?`, params: [pattern] };
}

/** How many rows a search found when only it filters the list: its index counts them (one per row, kept by triggers). */
async function countFound(em: SqlEntityManager, index: Sql): Promise<number> {
  const [row] = (await em.getConnection().execute(`select count(*) as n from (select ${index.sql}) found`, index.params as never[])) as { n: number | string }[];
  return Number(row?.n ?? 0);
}

/** The total `list_counts` keeps, for no filter or a status filter. */
async function countKept(em: SqlEntityManager, list: ListTable, counted: 'all' | readonly string[]): Promise<number> {
  const keys = counted === 'all' ? [] : [...new Set(counted)];
  if (counted !== 'all' && keys.length === 0) return 0;
  const [row] = (await em.getConnection().execute(
    `select coalesce(sum(n), 0) as n from ${COUNTS_TABLE} where list = ?${keys.length > 0 ? ` and key in (${keys.map(() => '?').join(', ')})` : ''}`,
    [list.list, ...keys],
  )) as { n: number | string }[];
  return Number(row?.n ?? 0);
}
