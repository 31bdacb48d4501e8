import { addDays, CASH_METHODS, daysBetween, INVOICE_SOURCES, isCleanText, ValidationFailed, type CashMethod, type InvoiceSourceKind } from '@taller/domain';
import { weekOf, type StatisticsRange } from './statistics-range.js';
import { statisticsMessages as m } from './statistics.messages.js';

/** How revenue is grouped: per day, per week (Monday to Sunday) or per calendar month. */
export const REVENUE_PERIODS = ['day', 'week', 'month'] as const;
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];

/** Ranges up to a month are shown per day, up to about half a year per week, longer ones per month. */
const DAILY_UP_TO_DAYS = 31;
const WEEKLY_UP_TO_DAYS = 186;

export function defaultRevenuePeriod({ from, to }: StatisticsRange): RevenuePeriod {
  const days = daysBetween(from, to) + 1;
  return days <= DAILY_UP_TO_DAYS ? 'day' : days <= WEEKLY_UP_TO_DAYS ? 'week' : 'month';
}

/** `?period=` as the API and the CLI take it: absent (the range's default) or one of REVENUE_PERIODS; else a Spanish 400. */
export function parseRevenuePeriod(value: unknown): RevenuePeriod | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' && isCleanText(value) && (REVENUE_PERIODS as readonly string[]).includes(value.trim())) return value.trim() as RevenuePeriod;
  throw new ValidationFailed({ period: m.periodInvalid(REVENUE_PERIODS) });
}

/** Invoices of a period or a kind of work: how many, and their base, IVA and total (IVA included), in cents. */
export interface Invoiced {
  invoices: number;
  baseCents: number;
  taxCents: number;
  totalCents: number;
}

/** Money taken with one method (the ledger's): in from customers, out given back, and the difference. */
export interface TakenByMethod {
  method: CashMethod;
  inCents: number;
  outCents: number;
  netCents: number;
}

export interface RevenuePeriodFigures {
  /** The period's key (its day, its week's Monday, or `YYYY-MM`) and its days inside the range. */
  period: string;
  from: string;
  to: string;
  /** What was invoiced, by the work invoiced (repairs, orders, counter sales), and all of it. */
  bySource: Record<InvoiceSourceKind, Invoiced>;
  total: Invoiced;
  /** What the ledger says was taken less what was given back in those days, by method and all. */
  takenByMethod: Record<CashMethod, number>;
  takenNetCents: number;
}

/**
 * Revenue ('Facturación'): what the shop invoiced, from the invoices issued in the range on their
 * own dates (a rectification on its date, by its difference; an annulled invoice not at all).
 * Beside it, 'Cobrado': the money the ledger says was taken, by method. They differ: a deposit
 * is taken before the work is invoiced; a repair handed over owing is invoiced and not taken.
 */
export interface RevenueFigures {
  period: RevenuePeriod;
  periods: RevenuePeriodFigures[];
  total: { bySource: Record<InvoiceSourceKind, Invoiced>; total: Invoiced };
  taken: { byMethod: TakenByMethod[]; inCents: number; outCents: number; netCents: number };
}

type Rows = Record<string, unknown>[];
type Run = (sql: string, params: unknown[]) => Promise<Rows>;
const num = (value: unknown): number => Number(value ?? 0);

const nothingInvoiced = (): Invoiced => ({ invoices: 0, baseCents: 0, taxCents: 0, totalCents: 0 });
const bySourceEmpty = () => Object.fromEntries(INVOICE_SOURCES.map((kind) => [kind, nothingInvoiced()])) as Record<InvoiceSourceKind, Invoiced>;
const byMethodEmpty = () => Object.fromEntries(CASH_METHODS.map((method) => [method, 0])) as Record<CashMethod, number>;

function add(into: Invoiced, row: Record<string, unknown>): void {
  into.invoices += num(row.n);
  into.baseCents += num(row.base);
  into.taxCents += num(row.tax);
  into.totalCents += num(row.total);
}

/** The key of the period `day` falls in. */
export function periodOf(day: string, period: RevenuePeriod): string {
  return period === 'day' ? day : period === 'week' ? weekOf(day) : day.slice(0, 7);
}

function periodEnd(start: string, period: RevenuePeriod): string {
  if (period === 'day') return start;
  if (period === 'week') return addDays(start, 6);
  const [year, month] = start.split('-').map(Number) as [number, number];
  return addDays(month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`, -1);
}

/** Every period the range touches, each cut to the range, none missing (a period with nothing is zeros). */
function periodsOf({ from, to }: StatisticsRange, period: RevenuePeriod): RevenuePeriodFigures[] {
  const periods: RevenuePeriodFigures[] = [];
  for (let start = period === 'day' ? from : period === 'week' ? weekOf(from) : `${from.slice(0, 7)}-01`; start <= to; ) {
    const end = periodEnd(start, period);
    periods.push({
      period: periodOf(start, period),
      from: start < from ? from : start,
      to: end > to ? to : end,
      bySource: bySourceEmpty(),
      total: nothingInvoiced(),
      takenByMethod: byMethodEmpty(),
      takenNetCents: 0,
    });
    start = addDays(end, 1);
  }
  return periods;
}

/**
 * Two GROUP BYs: the invoices per day and kind of work over `invoice_stat_rows`' covering index
 * (RevenueStatisticsProjection), and the ledger's movements per day, method and direction
 * (`money_movements`, by its day index), folded into the periods.
 */
export async function revenueFigures(run: Run, range: StatisticsRange, period: RevenuePeriod = defaultRevenuePeriod(range)): Promise<RevenueFigures> {
  const within = [range.from, range.to];
  const [invoiced, moved] = await Promise.all([
    run(
      `select issue_day as day, source_kind as kind, count(*) as n, sum(base_cents) as base, sum(tax_cents) as tax, sum(total_cents) as total
       from invoice_stat_rows where issue_day >= ? and issue_day <= ? group by issue_day, source_kind`,
      within,
    ),
    run(`select day, method, direction, sum(amount_cents) as cents from money_movements where day >= ? and day <= ? group by day, method, direction`, within),
  ]);
  const periods = periodsOf(range, period);
  const byKey = new Map(periods.map((p) => [p.period, p]));
  const total = { bySource: bySourceEmpty(), total: nothingInvoiced() };
  for (const row of invoiced) {
    const figures = byKey.get(periodOf(String(row.day), period))!;
    const kind = String(row.kind) as InvoiceSourceKind;
    for (const into of [figures.bySource[kind], figures.total, total.bySource[kind], total.total]) add(into, row);
  }
  const taken = new Map(CASH_METHODS.map((method) => [method, { method, inCents: 0, outCents: 0, netCents: 0 } as TakenByMethod]));
  for (const row of moved) {
    const method = String(row.method) as CashMethod;
    const cents = num(row.cents);
    const signed = row.direction === 'out' ? -cents : cents;
    const figures = byKey.get(periodOf(String(row.day), period))!;
    figures.takenByMethod[method] = (figures.takenByMethod[method] ?? 0) + signed;
    figures.takenNetCents += signed;
    const sum = taken.get(method) ?? { method, inCents: 0, outCents: 0, netCents: 0 };
    if (signed < 0) sum.outCents += cents;
    else sum.inCents += cents;
    sum.netCents += signed;
    taken.set(method, sum);
  }
  const byMethod = [...taken.values()];
  return {
    period,
    periods,
    total,
    taken: {
      byMethod,
      inCents: byMethod.reduce((n, t) => n + t.inCents, 0),
      outCents: byMethod.reduce((n, t) => n + t.outCents, 0),
      netCents: byMethod.reduce((n, t) => n + t.netCents, 0),
    },
  };
}
