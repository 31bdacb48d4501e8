import type { EntityManager } from '@mikro-orm/core';
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
import { OrderRow } from '../orders/order-row.entity.js';
import { RepairRow } from '../repairs/repair-row.entity.js';
import { RevisionRow } from '../revisions/revision-row.entity.js';
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
interface WorkSource<Row> {
  type: WorkType;
  /** The read model's table and day column, read with plain SQL (the query builder cost more than the query). */
  table: string;
  dayColumn: string;
  /** The columns `title` and `device` read, beside those every item shows. */
  columns: readonly (keyof Row & string)[];
  /** More conditions every calendar read of this kind applies (SQL). */
  always?: string;
  statusLabel(row: Row): string;
  title(row: Row): string;
  device(row: Row): string | null;
}

const deviceOf = (row: { device: string; model: string }) => `${row.device} ${row.model}`.trim();

const repairs: WorkSource<RepairRow> = {
  type: 'repair',
  table: 'repair_rows',
  dayColumn: 'estimated_completion',
  columns: ['device', 'model'],
  statusLabel: (row) => repairStatusLabels[row.status],
  title: (row) => `${workTypeLabels.repair}: ${deviceOf(row)}`,
  device: deviceOf,
};

const revisions: WorkSource<RevisionRow> = {
  type: 'revision',
  table: 'revision_rows',
  dayColumn: 'date',
  columns: ['device', 'model'],
  // A converted revision lives on as its repair: the repair is the work to show.
  always: 'converted_to_repair_id is null',
  statusLabel: (row) => revisionStatusLabels[row.status],
  title: (row) => `${workTypeLabels.revision}: ${deviceOf(row)}`,
  device: deviceOf,
};

const orders: WorkSource<OrderRow> = {
  type: 'order',
  table: 'order_rows',
  dayColumn: 'delivery_date',
  columns: ['name'],
  statusLabel: (row) => orderStatusLabels[row.status],
  title: (row) => `${workTypeLabels.order}: ${row.name}`,
  device: () => null,
};

type AnyRow = RepairRow | RevisionRow | OrderRow;
/** A row as the calendar reads it: the columns an item shows, its day as `day`. */
type WorkRow = AnyRow & { day: string };
const SOURCES = [repairs, revisions, orders] as unknown as WorkSource<AnyRow>[];

/** The sources of the kinds asked for (all when `type` is missing). */
export function sourcesOf(type?: WorkType): WorkSource<AnyRow>[] {
  return type ? SOURCES.filter((source) => source.type === type) : SOURCES;
}

/**
 * The rows of one kind dated within the range, with the status asked for; by day, earliest first
 * unless `order` says DESC, and within a day by id, lowest first (as the lists that show them
 * order a day's work: a limit keeps the ones they show first). `limit` 0 reads only the count.
 */
export async function datedWork(
  em: EntityManager,
  source: WorkSource<AnyRow>,
  range: DayFilter,
  now: Date,
  limit?: number,
  order: 'ASC' | 'DESC' = 'ASC',
  /** The shop's opening hours: work is due at the closing time of its day. */
  hours?: WeeklyHours,
): Promise<{ items: CalendarItemJson[]; total: number }> {
  const conditions = [
    ...(source.always ? [source.always] : []),
    range.from ? `${source.dayColumn} >= ? and ${source.dayColumn} <= ?` : `${source.dayColumn} is not null and ${source.dayColumn} <= ?`,
  ];
  const params: unknown[] = range.from ? [range.from, range.to] : [range.to];
  const statuses = range.status === 'open' ? OPEN_STATUSES[source.type] : range.status ? [range.status] : [];
  if (statuses.length > 0) {
    conditions.push(`status in (${statuses.map(() => '?').join(', ')})`);
    params.push(...statuses);
  }
  const where = conditions.join(' and ');
  const connection = em.getConnection();
  const run = async <T>(sql: string, values: readonly unknown[]) => (await connection.execute(sql, values as unknown[])) as T[];
  const count = async () => Number((await run<{ n: number | string }>(`select count(*) as n from ${source.table} where ${where}`, params))[0]?.n ?? 0);
  if (limit === 0) return { items: [], total: await count() };
  // Plain rows of the columns an item shows (no entities to build), and a count only when a limit cuts the list.
  const columns = `id, status, client_id as "clientId", client_name as "clientName", description, ${source.dayColumn} as "day", ${source.columns.join(', ')}`;
  const orderBy = `order by ${source.dayColumn} ${order}, id asc`;
  // A few of many (the urgent list's late work): their ids from the status-and-day index alone, then their rows.
  const chosen = limit ? `id in (select id from ${source.table} where ${where} ${orderBy} limit ${Number(limit)})` : where;
  const rows = await run<WorkRow>(`select ${columns} from ${source.table} where ${chosen} ${orderBy}`, params);
  const total = limit && rows.length === limit ? await count() : rows.length;
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
  return { items: rows.map((row) => itemOf(source, row, now, dayOf)), total };
}

function itemOf(
  source: WorkSource<AnyRow>,
  row: WorkRow,
  now: Date,
  dayOf: (day: string) => { due: Date; dueDate: string; time: string | null },
): CalendarItemJson {
  const day = row.day;
  const { due, dueDate, time } = dayOf(day);
  const open = isOpenWork(source.type, row.status);
  return {
    key: `${source.type}_${row.id}`,
    id: row.id,
    type: source.type,
    typeLabel: workTypeLabels[source.type],
    date: day,
    status: row.status,
    statusLabel: source.statusLabel(row),
    open,
    title: source.title(row),
    time,
    dueDate,
    priority: priorityOf(due, now, open),
    clientId: row.clientId,
    client: row.clientName,
    device: source.device(row),
    description: row.description,
  };
}
