import {
  closingTime,
  dueAt,
  isOpenWork,
  OPEN_STATUSES,
  orderStatusLabels,
  priorityOf,
  repairStatusLabels,
  revisionStatusLabels,
  workTypeLabels,
  type CalendarItem,
  type WeeklyHours,
  type WorkType,
} from '@taller/domain';
import type { ReadModelSql } from '../projections/sql-context.js';
import type { CalendarItemJson } from './calendar.json.js';

export type { CalendarItem } from '@taller/domain';

/** The range of days asked for, by one day column, and which statuses to keep. */
export interface DayFilter {
  from?: string;
  to: string;
  /** A status, or `open` for the work that still waits. */
  status?: string;
}

/**
 * Dated work comes from the list read models, one kind each: a repair on its estimated
 * completion, a revision on its booked day, an order on its delivery day. Reading them where
 * they already are (with an index on each day column) keeps one copy of each row and adds
 * nothing to a rebuild.
 */
interface WorkSource {
  type: WorkType;
  /** The read model's table and day column, read with plain SQL (the query builder cost more than the query). */
  table: string;
  dayColumn: string;
  /** The columns `title` and `device` read (one or two, in this order), beside those every item shows. */
  columns: readonly string[];
  /** More conditions every calendar read of this kind applies (SQL). */
  always?: string;
  statusLabels: Readonly<Record<string, string>>;
  /** The title and the device from a row as `datedWork` reads it (the values of `columns` at 7 and 8). */
  title(row: readonly unknown[]): string;
  device(row: readonly unknown[]): string | null;
}

const deviceOf = (row: readonly unknown[]) => `${String(row[7])} ${String(row[8])}`.trim();

const repairs: WorkSource = {
  type: 'repair',
  table: 'repair_rows',
  dayColumn: 'estimated_completion',
  columns: ['device', 'model'],
  statusLabels: repairStatusLabels,
  title: (row) => `${workTypeLabels.repair}: ${deviceOf(row)}`,
  device: deviceOf,
};

const revisions: WorkSource = {
  type: 'revision',
  table: 'revision_rows',
  dayColumn: 'date',
  columns: ['device', 'model'],
  // A converted revision lives on as its repair: the repair is the work to show.
  always: 'converted_to_repair_id is null',
  statusLabels: revisionStatusLabels,
  title: (row) => `${workTypeLabels.revision}: ${deviceOf(row)}`,
  device: deviceOf,
};

const orders: WorkSource = {
  type: 'order',
  table: 'order_rows',
  dayColumn: 'delivery_date',
  columns: ['name'],
  statusLabels: orderStatusLabels,
  title: (row) => `${workTypeLabels.order}: ${String(row[7])}`,
  device: () => null,
};

const SOURCES = [repairs, revisions, orders];

/**
 * Code-point order, for the ISO instants and kinds the calendar sorts by: the same order as
 * `localeCompare` gives them (fixed-width digits and separators, lower-case ASCII words), at a
 * fraction of its cost (a collation per comparison, thousands per calendar).
 */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The sources of the kinds asked for (all when `type` is missing). */
export function sourcesOf(type?: WorkType): WorkSource[] {
  return type ? SOURCES.filter((source) => source.type === type) : SOURCES;
}

/**
 * The dated work of the kinds given within the range, with the status asked for, in no particular
 * order (the calendar and the urgent list order it their own ways). With a `limit`, each kind
 * keeps that many, the earliest days first unless `order` says DESC and within a day the lowest
 * ids (as the lists that show them order a day's work); `total` still counts them all. `limit` 0
 * reads only the count.
 *
 * Prepared statements whose rows come back as arrays (objects built by better-sqlite3 cost more
 * than the query: 1,865 items, issue 14's calendar), on PostgreSQL every kind in one statement
 * (each cost the urgent list most of a millisecond of its own).
 */
export async function datedWork(
  sql: ReadModelSql,
  sources: readonly WorkSource[],
  range: DayFilter,
  now: Date,
  limit?: number,
  order: 'ASC' | 'DESC' = 'ASC',
  /** The shop's opening hours: work is due at the closing time of its day. */
  hours?: WeeklyHours,
): Promise<{ items: CalendarItemJson[]; total: number }> {
  const count = (counted: readonly WorkSource[]) => {
    const { text, params } = statement(sql, (value) =>
      counted.map((source) => `(select count(*) from ${source.table} where ${conditionOf(source, range, value)})`).join(' + '),
    );
    return counted.length === 0 ? Promise.resolve(0) : sql.rows(`select ${text}`, params).then((rows) => Number(rows[0]?.[0] ?? 0));
  };
  if (limit === 0) return { items: [], total: await count(sources) };
  const branch = (source: WorkSource, i: number, value: (v: unknown) => string) => {
    const chosen = limit ? `id in (${firstIds(source, range, value, limit, order)})` : conditionOf(source, range, value);
    const [first = 'null', second = 'null'] = source.columns;
    return `select ${i}, id, status, client_id, client_name, description, ${source.dayColumn}, ${first}, ${second} from ${source.table} where ${chosen}`;
  };
  // PostgreSQL pays for each statement; SQLite runs a compound select slower than its parts
  // (the calendar's 1,865 rows: 5.6 ms as one, 4.1 ms as three).
  const statements =
    sql.engine === 'postgresql'
      ? [statement(sql, (value) => sources.map((source, i) => branch(source, i, value)).join(' union all '))]
      : sources.map((source, i) => statement(sql, (value) => branch(source, i, value)));
  const found: unknown[][] = [];
  for (const { text, params } of statements) for (const row of await sql.rows(text, params)) found.push(row);
  // What each kind read is its total, unless a limit cut it: those are counted.
  const read = sources.map(() => 0);
  for (const row of found) read[row[0] as number]! += 1;
  const wasCut = read.map((n) => limit !== undefined && n === limit);
  const total = read.reduce((n, kind, i) => (wasCut[i] ? n : n + kind), 0) + (await count(sources.filter((_, i) => wasCut[i])));
  // A day's closing time and due instant once per day, not once per item (a busy range holds thousands).
  const days = new Map<string, { due: Date; dueDate: string; time: string | null }>();
  const dayOf = (day: string) => {
    let known = days.get(day);
    if (!known) {
      const due = dueAt(day, hours);
      days.set(day, (known = { due, dueDate: due.toISOString(), time: closingTime(day, hours) }));
    }
    return known;
  };
  return { items: found.map((values) => itemOf(sources[values[0] as number]!, values, now, dayOf)), total };
}

/** A statement's text and its values, the placeholders numbered as `write` asks for them. */
function statement(sql: ReadModelSql, write: (value: (v: unknown) => string) => string): { text: string; params: unknown[] } {
  const params: unknown[] = [];
  const text = write((v) => {
    params.push(v);
    return sql.placeholder(params.length);
  });
  return { text, params };
}

/**
 * The ids of one kind's first `limit` rows (a few of many: the urgent list's late work), from the
 * status-and-day index alone. With several statuses (the work still open), each status's index
 * range gives its own first rows and the first of those are kept: neither engine merges the
 * ranges of an `in` list in order, so PostgreSQL sorted every late row of the shop to keep 57
 * (2.9 ms against 0.4 ms on the 100,000-repair shop). The limit is bound too, so each text is
 * prepared once whatever the room left.
 */
function firstIds(source: WorkSource, range: DayFilter, value: (v: unknown) => string, limit: number, order: 'ASC' | 'DESC'): string {
  const { table, dayColumn: day } = source;
  const statuses = statusesAskedFor(source, range);
  if (statuses.length < 2) return `select id from ${table} where ${conditionOf(source, range, value)} order by ${day} ${order}, id asc limit ${value(limit)}`;
  const firstOfEach = statuses.map(
    (status, i) =>
      `select * from (select id, ${day} as day from ${table} where ${conditionOf(source, range, value, [status])} order by ${day} ${order}, id asc limit ${value(limit)}) as status_${i}`,
  );
  return `select id from (${firstOfEach.join(' union all ')}) as first_of_each order by day ${order}, id asc limit ${value(limit)}`;
}

/** The statuses asked for: one, the work still open, or any (none). */
function statusesAskedFor(source: WorkSource, range: DayFilter): readonly string[] {
  return range.status === 'open' ? OPEN_STATUSES[source.type] : range.status ? [range.status] : [];
}

/** One kind's conditions: the range of days, the statuses, and what every read of it applies. */
function conditionOf(source: WorkSource, range: DayFilter, value: (v: unknown) => string, statuses = statusesAskedFor(source, range)): string {
  const conditions = [
    ...(source.always ? [source.always] : []),
    range.from
      ? `${source.dayColumn} >= ${value(range.from)} and ${source.dayColumn} <= ${value(range.to)}`
      : `${source.dayColumn} is not null and ${source.dayColumn} <= ${value(range.to)}`,
  ];
  if (statuses.length > 0) conditions.push(`status in (${statuses.map((status) => value(status)).join(', ')})`);
  return conditions.join(' and ');
}

/** An item from a row's values: its kind's place, id, status, client id, client name, description, day, then the kind's columns. */
function itemOf(
  source: WorkSource,
  values: readonly unknown[],
  now: Date,
  dayOf: (day: string) => { due: Date; dueDate: string; time: string | null },
): CalendarItemJson {
  const id = values[1] as number;
  const status = values[2] as string;
  const day = values[6] as string;
  const { due, dueDate, time } = dayOf(day);
  const open = isOpenWork(source.type, status);
  return {
    key: `${source.type}_${id}`,
    id,
    type: source.type,
    typeLabel: workTypeLabels[source.type],
    date: day,
    status,
    statusLabel: source.statusLabels[status] ?? status,
    open,
    title: source.title(values),
    time,
    dueDate,
    priority: priorityOf(due, now, open),
    clientId: values[3] as number,
    client: values[4] as string,
    device: source.device(values),
    description: values[5] as string,
  };
}
