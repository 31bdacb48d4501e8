import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
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
  entity: new () => Row;
  /** The read model's day column. */
  day: keyof Row & string;
  /** The columns `title` and `device` read, beside those every item shows. */
  columns: readonly (keyof Row & string)[];
  /** More conditions every calendar read of this kind applies. */
  always?: FilterQuery<Row>;
  statusLabel(row: Row): string;
  title(row: Row): string;
  device(row: Row): string | null;
}

const deviceOf = (row: { device: string; model: string }) => `${row.device} ${row.model}`.trim();

const repairs: WorkSource<RepairRow> = {
  type: 'repair',
  entity: RepairRow,
  day: 'estimatedCompletion',
  columns: ['device', 'model'],
  statusLabel: (row) => repairStatusLabels[row.status],
  title: (row) => `${workTypeLabels.repair}: ${deviceOf(row)}`,
  device: deviceOf,
};

const revisions: WorkSource<RevisionRow> = {
  type: 'revision',
  entity: RevisionRow,
  day: 'date',
  columns: ['device', 'model'],
  // A converted revision lives on as its repair: the repair is the work to show.
  always: { convertedToRepairId: null },
  statusLabel: (row) => revisionStatusLabels[row.status],
  title: (row) => `${workTypeLabels.revision}: ${deviceOf(row)}`,
  device: deviceOf,
};

const orders: WorkSource<OrderRow> = {
  type: 'order',
  entity: OrderRow,
  day: 'deliveryDate',
  columns: ['name'],
  statusLabel: (row) => orderStatusLabels[row.status],
  title: (row) => `${workTypeLabels.order}: ${row.name}`,
  device: () => null,
};

type AnyRow = RepairRow | RevisionRow | OrderRow;
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
): Promise<{ items: CalendarItem[]; total: number }> {
  const where = {
    ...((source.always ?? {}) as object),
    [source.day]: range.from ? { $gte: range.from, $lte: range.to } : { $ne: null, $lte: range.to },
    ...(range.status === 'open'
      ? { status: { $in: OPEN_STATUSES[source.type] } }
      : range.status
        ? { status: range.status }
        : {}),
  } as FilterQuery<AnyRow>;
  // Plain rows of the columns an item shows (no entities to build), and a count only when a limit cuts the list.
  const count = () => (em as SqlEntityManager).count(source.entity, where);
  if (limit === 0) return { items: [], total: await count() };
  const sql = em as SqlEntityManager;
  const columns = ['id', 'status', 'clientId', 'clientName', 'description', source.day, ...source.columns] as never;
  const orderBy = { [source.day]: order, id: 'ASC' } as never;
  const read = async (filter: object, sorted: boolean) => {
    const qb = sql.createQueryBuilder(source.entity).select(columns).where(filter as never);
    return (await (sorted ? qb.orderBy(orderBy) : qb).execute('all')) as unknown as AnyRow[];
  };
  let rows: AnyRow[];
  if (limit) {
    // A few of many (the urgent list's late work): their ids from the status-and-day index alone, then their rows.
    const first = sql.createQueryBuilder(source.entity).select('id' as never).where(where as never).orderBy(orderBy).limit(limit);
    const ids = ((await first.execute('all')) as { id: number }[]).map((row) => Number(row.id));
    const byId = new Map((ids.length === 0 ? [] : await read({ id: { $in: ids } }, false)).map((row) => [Number(row.id), row]));
    rows = ids.map((id) => byId.get(id)).filter((row): row is AnyRow => row !== undefined);
  } else {
    rows = await read(where as object, true);
  }
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
  row: AnyRow,
  now: Date,
  dayOf: (day: string) => { due: Date; dueDate: string; time: string | null },
): CalendarItem {
  const day = row[source.day as keyof AnyRow] as unknown as string;
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
