/** `GET /api/statistics` (libs/server/src/statistics/statistics-reads.ts). */
export interface StatisticsRange {
  from: string;
  to: string;
}

export interface Turnaround {
  count: number;
  medianDays: number | null;
  p90Days: number | null;
}

export interface Statistics {
  range: StatisticsRange;
  weeks: { week: string; from: string; to: string; takenIn: number; finished: number }[];
  turnaround: { overall: Turnaround; byDevice: (Turnaround & { device: string })[] };
  quotes: { issued: number; accepted: number; rejected: number; unanswered: number; acceptanceRate: number | null };
  waiting: { day: string; devices: number; notified: number; charged: number; storageOwedCents: number };
  abandoned: { month: string; from: string; to: string; abandoned: number }[];
  topDevices: { device: string; model: string; count: number }[];
  topFaults: { fault: string; count: number }[];
  revenue: Revenue;
}

/** Revenue's grouping: `?period=` (none: the server chooses by the range's length). */
export const REVENUE_PERIODS = ['day', 'week', 'month'] as const;
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];
export const INVOICE_SOURCE_KINDS = ['repair', 'order', 'counter'] as const;
export type InvoiceSourceKind = (typeof INVOICE_SOURCE_KINDS)[number];
export const LEDGER_METHODS = ['cash', 'card', 'bizum', 'transfer', 'card_online'] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];

/** Invoices of a period or kind: how many, base, IVA and total (IVA included), in cents. */
export interface Invoiced {
  invoices: number;
  baseCents: number;
  taxCents: number;
  totalCents: number;
}

/** libs/server/src/statistics/revenue-reads.ts: invoiced per period and kind of work; taken per method from the ledger. */
export interface Revenue {
  period: RevenuePeriod;
  periods: { period: string; from: string; to: string; bySource: Record<InvoiceSourceKind, Invoiced>; total: Invoiced; takenByMethod: Record<LedgerMethod, number>; takenNetCents: number }[];
  total: { bySource: Record<InvoiceSourceKind, Invoiced>; total: Invoiced };
  taken: { byMethod: { method: LedgerMethod; inCents: number; outCents: number; netCents: number }[]; inCents: number; outCents: number; netCents: number };
}

export const STATISTICS_TABLES = ['weeks', 'turnaround', 'quotes', 'waiting', 'abandoned', 'devices', 'faults', 'revenue', 'taken'] as const;
export type StatisticsTable = (typeof STATISTICS_TABLES)[number];
