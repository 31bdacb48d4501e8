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
  /** The columns `title` and `device` read (in this order), beside those every item shows. */
  columns: readonly string[];
  /** More conditions every calendar read of this kind applies (SQL). */
  always?: string;
  statusLabels: Readonly<Record<string, string>>;
  /** The title and the device from the values of `columns`. */
  title(values: readonly unknown[]): string;
  device(values: readonly unknown[]): string | null;
}

const deviceOf = ([device, model]: readonly unknown[]) => `${String(device)} ${String(model)}`.trim();

const repairs: WorkSource = {
  type: 'repair',
  table: 'repair_rows',
  dayColumn: 'estimated_completion',
  columns: ['device', 'model'],
  statusLabels: repairStatusLabels,
  title: (values) => `${workTypeLabels.repair}: ${deviceOf(values)}`,
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
  title: (values) => `${workTypeLabels.revision}: ${deviceOf(values)}`,
  device: deviceOf,
};

const orders: WorkSource = {
  type: 'order',
  table: 'order_rows',
  dayColumn: 'delivery_date',
  columns: ['name'],
  statusLabels: orderStatusLabels,
  title: ([name]) => `${workTypeLabels.order}: ${String(name)}`,
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
 * The rows of one kind dated within the range, with the status asked for; by day, earliest first
 * unless `order` says DESC, and within a day by id, lowest first (as the lists that show them
 * order a day's work: a limit keeps the ones they show first). `limit` 0 reads only the count.
 * Prepared statements whose rows come back as arrays: a busy range holds thousands of items, and
 * objects built by the driver cost more than the query (issue 14's calendar).
 */
export async function datedWork(
  sql: ReadModelSql,
  source: WorkSource,
  range: DayFilter,
  now: Date,
  limit?: number,
  order: 'ASC' | 'DESC' = 'ASC',
  /** The shop's opening hours: work is due at the closing time of its day. */
  hours?: WeeklyHours,
): Promise<{ items: CalendarItemJson[]; total: number }> {
  const params: unknown[] = [];
  const value = (v: unknown) => {
    params.push(v);
    return sql.placeholder(params.length);
  };
  const conditions = [
    ...(source.always ? [source.always] : []),
    range.from
      ? `${source.dayColumn} >= ${value(range.from)} and ${source.dayColumn} <= ${value(range.to)}`
      : `${source.dayColumn} is not null and ${source.dayColumn} <= ${value(range.to)}`,
  ];
  const statuses = range.status === 'open' ? OPEN_STATUSES[source.type] : range.status ? [range.status] : [];
  if (statuses.length > 0) conditions.push(`status in (${statuses.map(value).join(', ')})`);
  const where = conditions.join(' and ');
  const count = async () => Number((await sql.rows(`select count(*) from ${source.table} where ${where}`, params))[0]?.[0] ?? 0);
  if (limit === 0) return { items: [], total: await count() };
  // The columns an item shows, in this order (no entities to build), and a count only when a limit cuts the list.
  const columns = ['id', 'status', 'client_id', 'client_name', 'description', source.dayColumn, ...source.columns].join(', ');
  const orderBy = `order by ${source.dayColumn} ${order}, id asc`;
  // A few of many (the urgent list's late work): their ids from the status-and-day index alone, then their rows.
  // The limit is bound too, so each text is prepared once whatever the room left.
  const chosen = limit ? `id in (select id from ${source.table} where ${where} ${orderBy} limit ${sql.placeholder(params.length + 1)})` : where;
  const found = await sql.rows(`select ${columns} from ${source.table} where ${chosen} ${orderBy}`, limit ? [...params, limit] : params);
  const total = limit && found.length === limit ? await count() : found.length;
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
  return { items: found.map((values) => itemOf(source, values, now, dayOf)), total };
}

/** An item from a row's values: id, status, client id, client name, description, day, then the source's columns. */
function itemOf(
  source: WorkSource,
  values: readonly unknown[],
  now: Date,
  dayOf: (day: string) => { due: Date; dueDate: string; time: string | null },
): CalendarItemJson {
  const id = values[0] as number;
  const status = values[1] as string;
  const day = values[5] as string;
  const more = values.slice(6);
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
    title: source.title(more),
    time,
    dueDate,
    priority: priorityOf(due, now, open),
    clientId: values[2] as number,
    client: values[3] as string,
    device: source.device(more),
    description: values[4] as string,
  };
}
