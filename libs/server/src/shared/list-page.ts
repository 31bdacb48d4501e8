import type { EntityName, FilterQuery } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { BetterSqlitePlatform } from '@mikro-orm/better-sqlite';
import { COUNTS_TABLE, searchTableOf, type ListTable } from './list-indexes.js';

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

/**
 * A page of a list and its total, as `findAndCount` gave them, without reading what the page
 * does not show: `q` through the list's search index (the same LIKE pattern, so the same rows:
 * a substring of the text without accents in lower case; shorter than three characters, where a
 * trigram index cannot help, the rows' own text as before), the total from `list_counts` when
 * only a status filters the list, otherwise counted by the database from its indexes.
 */
export async function listPage<Row extends object>(
  em: SqlEntityManager,
  entity: EntityName<Row>,
  list: ListTable,
  request: ListPageRequest<Row>,
): Promise<[Row[], number]> {
  const { searchText, ...rest } = request.where as FilterQuery<Row> & { searchText?: { $like: string } };
  const pattern = searchText?.$like;
  const sqlite = em.getPlatform() instanceof BetterSqlitePlatform;
  const search = searchTableOf(list.table);
  const indexed = pattern !== undefined && TRIGRAM.test(pattern);
  let matching = indexed ? searchIn(search, pattern, sqlite) : undefined;
  let found: number | undefined;
  if (matching) {
    // The index read once: up to FOUND_AT_ONCE ids go to the page's query (and are the total
    // when nothing else filters); a search that finds more is read by the page and the count.
    const ids = ((await em.getConnection().execute(`select ${matching.sql} limit ${FOUND_AT_ONCE + 1}`, matching.params)) as Record<string, number>[]).map(
      (row) => Number(row.rowid ?? row.id),
    );
    if (ids.length <= FOUND_AT_ONCE) {
      found = ids.length;
      matching = { sql: sqlite ? 'value from json_each(?)' : 'value::integer from json_array_elements_text(?::json)', params: [JSON.stringify(ids)] };
    }
  }
  const query = () => {
    const qb = em.createQueryBuilder(entity).where(rest as FilterQuery<Row>);
    if (matching) qb.andWhere(`id in (select ${matching.sql})`, matching.params);
    else if (pattern !== undefined) qb.andWhere({ searchText: { $like: pattern } } as FilterQuery<Row>);
    if (request.also) qb.andWhere(request.also.sql, request.also.params);
    return qb;
  };
  const page = query().orderBy(request.orderBy);
  if (request.range) page.offset(request.range.offset).limit(request.range.limit);
  const nothingElse = Object.keys(rest).length === 0 && !request.also;
  const [rows, total] = await Promise.all([
    page.getResultList(),
    nothingElse && found !== undefined ? found : countOf(em, list, request.counted, query, nothingElse ? matching : undefined),
  ]);
  return [rows as Row[], total];
}

/**
 * The ids whose text holds the pattern, from the search index. On SQLite a pattern without a
 * one-character wildcard is an FTS5 phrase (with the trigram tokenizer, a phrase matches as a
 * substring, as LIKE does, and reads far fewer pages than FTS5's LIKE); with one, FTS5's LIKE.
 */
function searchIn(search: string, pattern: string, sqlite: boolean): { sql: string; params: string[] } {
  if (!sqlite) return { sql: `id from ${search} where search_text like ?`, params: [pattern] };
  const text = pattern.slice(1, -1);
  if (!text.includes('_')) return { sql: `rowid from ${search} where ${search} match ?`, params: [`"${text.replace(/"/g, '""')}"`] };
  return { sql: `rowid from ${search} where search_text like ?`, params: [pattern] };
}

async function countOf(
  em: SqlEntityManager,
  list: ListTable,
  counted: Counted,
  query: () => { getCount(): Promise<number> },
  searchOnly: { sql: string; params: string[] } | undefined,
): Promise<number> {
  const connection = em.getConnection();
  if (searchOnly !== undefined) {
    // Only the search filters the list: its index counts the rows (one per row, kept by triggers).
    const [row] = (await connection.execute(`select count(*) as n from (select ${searchOnly.sql}) found`, searchOnly.params)) as { n: number | string }[];
    return Number(row?.n ?? 0);
  }
  if (counted === null) return query().getCount();
  const keys = counted === 'all' ? [] : [...new Set(counted)];
  if (counted !== 'all' && keys.length === 0) return 0;
  const [row] = (await connection.execute(
    `select coalesce(sum(n), 0) as n from ${COUNTS_TABLE} where list = ?${keys.length > 0 ? ` and key in (${keys.map(() => '?').join(', ')})` : ''}`,
    [list.list, ...keys],
  )) as { n: number | string }[];
  return Number(row?.n ?? 0);
}
