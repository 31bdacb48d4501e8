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
  /** Revenue comes with the payments: null until then, and the screen says so. */
  revenue: null;
}

export const STATISTICS_TABLES = ['weeks', 'turnaround', 'quotes', 'waiting', 'abandoned', 'devices', 'faults'] as const;
export type StatisticsTable = (typeof STATISTICS_TABLES)[number];
