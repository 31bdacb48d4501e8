import { Inject, Injectable } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { addDays, madridDay, storageFee, storageTermsOf, type StorageTerms } from '@taller/domain';
import { MIKRO_ORM } from '../persistence/orm.js';
import { ShopSettings } from '../shop/shop-settings.js';
import { histogramOf, quantileOf } from './quantiles.js';
import { revenueFigures, type RevenuePeriod } from './revenue-reads.js';
import type { StatisticsJson } from './statistics.json.js';
import { weekOf, type StatisticsRange } from './statistics-range.js';

/** How many devices and faults the tops list. */
export const TOP_SIZE = 10;
const TABLE = 'repair_stat_rows';

export interface WeekFigures {
  /** The week's Monday, and the days of it inside the range. */
  week: string;
  from: string;
  to: string;
  takenIn: number;
  finished: number;
}

export interface Turnaround {
  /** Repairs finished in the range. */
  count: number;
  /** Whole days from intake to completion, linear interpolation between ranks (quantiles.ts), to one decimal. */
  medianDays: number | null;
  p90Days: number | null;
}

export interface DeviceTurnaround extends Turnaround {
  /** The device type as written (one spelling of those grouped). */
  device: string;
}

export interface QuoteFigures {
  /** Repairs whose latest quote was issued in the range, by what became of it. */
  issued: number;
  accepted: number;
  rejected: number;
  unanswered: number;
  /** accepted / (accepted + rejected), 0 to 1; null when none was decided. */
  acceptanceRate: number | null;
}

export interface WaitingFigures {
  /** Today (Madrid): these figures are of now, whatever the range. */
  day: string;
  /** Finished repairs whose device is still in the shop (not collected, not abandoned). */
  devices: number;
  /** Of them, those whose customer was told (storage counts from the notice). */
  notified: number;
  /** Of them, those already charged storage (past the free days of the terms they came in under). */
  charged: number;
  /** Storage owed today on all of them, each under the terms it was taken in under. */
  storageOwedCents: number;
}

export interface MonthFigures {
  month: string;
  from: string;
  to: string;
  abandoned: number;
}

export interface TopDevice {
  device: string;
  model: string;
  count: number;
}

export interface TopFault {
  fault: string;
  count: number;
}

/** The owner's numbers for a range of days (statistics.json.ts). */
export type Statistics = StatisticsJson;

type Rows = Record<string, unknown>[];
const num = (value: unknown): number => Number(value ?? 0);
const oneDecimal = (value: number | null): number | null => (value === null ? null : Math.round(value * 10) / 10);

/**
 * Reads the statistics read models (`repair_stat_rows`, kept by RepairStatisticsProjection, and
 * for revenue `invoice_stat_rows` and the ledger): each figure one GROUP BY over an index range,
 * the percentiles from a histogram of whole days.
 */
@Injectable()
export class StatisticsReads {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly shop: ShopSettings,
  ) {}

  async figures(range: StatisticsRange, period?: RevenuePeriod, now = new Date()): Promise<Statistics> {
    const connection = (this.orm.em.fork() as SqlEntityManager).getConnection();
    const run = (sql: string, params: unknown[]) => connection.execute(sql, params) as Promise<Rows>;
    const { from, to } = range;
    const within = [from, to];
    const [takenIn, finished, turnaround, quotes, abandoned, devices, faults, waiting, revenue] = await Promise.all([
      run(`select intake_day as day, count(*) as n from ${TABLE} where intake_day >= ? and intake_day <= ? group by intake_day`, within),
      run(`select completed_day as day, count(*) as n from ${TABLE} where completed_day >= ? and completed_day <= ? group by completed_day`, within),
      run(
        `select device_key as dk, min(device) as device, turnaround_days as days, count(*) as n from ${TABLE}
         where completed_day >= ? and completed_day <= ? group by device_key, turnaround_days`,
        within,
      ),
      run(`select quote_state as state, count(*) as n from ${TABLE} where quote_issued_day >= ? and quote_issued_day <= ? group by quote_state`, within),
      run(`select abandoned_day as day, count(*) as n from ${TABLE} where abandoned_day >= ? and abandoned_day <= ? group by abandoned_day`, within),
      run(
        `select device_key as dk, model_key as mk, min(device) as device, min(model) as model, count(*) as n from ${TABLE}
         where intake_day >= ? and intake_day <= ? group by device_key, model_key order by n desc, dk, mk limit ${TOP_SIZE}`,
        within,
      ),
      run(
        `select fault_key as fk, min(fault) as fault, count(*) as n from ${TABLE}
         where intake_day >= ? and intake_day <= ? group by fault_key order by n desc, fk limit ${TOP_SIZE}`,
        within,
      ),
      this.waiting(run, madridDay(now)),
      revenueFigures(run, range, period),
    ]);
    return {
      range,
      weeks: weeksOf(range, takenIn, finished),
      turnaround: turnaroundOf(turnaround),
      quotes: quotesOf(quotes),
      waiting,
      abandoned: monthsOf(range, abandoned),
      topDevices: devices.map((row) => ({ device: String(row.device), model: String(row.model), count: num(row.n) })),
      topFaults: faults.map((row) => ({ fault: String(row.fault), count: num(row.n) })),
      revenue,
    };
  }

  /**
   * The finished devices still in the shop, and the storage owed on them today: grouped by notice
   * day within each period of the shop's terms (a job keeps the terms it was taken in under), so
   * the fee is worked out once per day and period, not once per device.
   */
  private async waiting(run: (sql: string, params: unknown[]) => Promise<Rows>, today: string): Promise<WaitingFigures> {
    const periods = await this.shop.termsPeriods();
    const figures: WaitingFigures = { day: today, devices: 0, notified: 0, charged: 0, storageOwedCents: 0 };
    const groups = await Promise.all(
      periods.map(async ({ from, terms }, index) => {
        const until = periods[index + 1]?.from;
        const rows = await run(
          `select notice_day as day, count(*) as n from ${TABLE}
           where status = 'completed' and not collected and taken_in_position >= ?${until === undefined ? '' : ' and taken_in_position < ?'}
           group by notice_day`,
          until === undefined ? [from] : [from, until],
        );
        return { terms: storageTermsOf(terms), rows };
      }),
    );
    for (const { terms, rows } of groups) {
      for (const row of rows) {
        const count = num(row.n);
        figures.devices += count;
        if (row.day === null || row.day === undefined) continue;
        figures.notified += count;
        const fee = storageFee(String(row.day), today, terms as StorageTerms);
        if (fee.chargedDays > 0) figures.charged += count;
        figures.storageOwedCents += fee.feeCents * count;
      }
    }
    return figures;
  }
}

/** Per-day counts into the weeks (Monday to Sunday) that the range touches, cut to the range. */
function weeksOf({ from, to }: StatisticsRange, takenIn: Rows, finished: Rows): WeekFigures[] {
  const weeks = new Map<string, WeekFigures>();
  for (let monday = weekOf(from); monday <= to; monday = addDays(monday, 7)) {
    const sunday = addDays(monday, 6);
    weeks.set(monday, { week: monday, from: monday < from ? from : monday, to: sunday > to ? to : sunday, takenIn: 0, finished: 0 });
  }
  for (const row of takenIn) weeks.get(weekOf(String(row.day)))!.takenIn += num(row.n);
  for (const row of finished) weeks.get(weekOf(String(row.day)))!.finished += num(row.n);
  return [...weeks.values()];
}

/** Per-day counts into the calendar months the range touches, cut to the range. */
function monthsOf({ from, to }: StatisticsRange, abandoned: Rows): MonthFigures[] {
  const months = new Map<string, MonthFigures>();
  for (let first = `${from.slice(0, 7)}-01`; first <= to; ) {
    const next = nextMonth(first);
    const last = addDays(next, -1);
    months.set(first.slice(0, 7), { month: first.slice(0, 7), from: first < from ? from : first, to: last > to ? to : last, abandoned: 0 });
    first = next;
  }
  for (const row of abandoned) months.get(String(row.day).slice(0, 7))!.abandoned += num(row.n);
  return [...months.values()];
}

function nextMonth(first: string): string {
  const [year, month] = first.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

function turnaroundFrom(histogram: Map<number, number>): Turnaround {
  let count = 0;
  for (const n of histogram.values()) count += n;
  return { count, medianDays: oneDecimal(quantileOf(histogram, 0.5)), p90Days: oneDecimal(quantileOf(histogram, 0.9)) };
}

/** The whole range's turnaround, and each device type's, the busiest first. */
function turnaroundOf(rows: Rows): Statistics['turnaround'] {
  const byKey = new Map<string, { device: string; pairs: [number, number][] }>();
  for (const row of rows) {
    const key = String(row.dk);
    const group = byKey.get(key) ?? { device: String(row.device), pairs: [] };
    if (String(row.device) < group.device) group.device = String(row.device);
    group.pairs.push([num(row.days), num(row.n)]);
    byKey.set(key, group);
  }
  const byDevice = [...byKey.values()]
    .map(({ device, pairs }) => ({ device, ...turnaroundFrom(histogramOf(pairs)) }))
    .sort((a, b) => b.count - a.count || a.device.localeCompare(b.device, 'es'));
  const overall = turnaroundFrom(histogramOf(rows.map((row) => [num(row.days), num(row.n)] as const)));
  return { overall, byDevice };
}

function quotesOf(rows: Rows): QuoteFigures {
  const count = (state: string) => num(rows.find((row) => row.state === state)?.n);
  const accepted = count('accepted');
  const rejected = count('rejected');
  const unanswered = count('pending');
  const decided = accepted + rejected;
  return { issued: accepted + rejected + unanswered, accepted, rejected, unanswered, acceptanceRate: decided === 0 ? null : accepted / decided };
}
