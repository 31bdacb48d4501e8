import type { CashCount, CashMethod, DayTotals } from '@taller/domain';
import { httpClient } from '../providers/httpClient';

/** One movement of the day, as the ledger keeps it. */
export interface CashMovement {
  id: string;
  /** `counter`: a counter sale, recordId its invoice's id. */
  kind: 'repair' | 'order' | 'counter';
  recordId: number;
  direction: 'in' | 'out';
  amountCents: number;
  method: CashMethod;
  day: string;
  at: string;
  byName: string;
  note: string;
  /** Recorded after the last count of a closed day. */
  afterCount: boolean;
}

/** A count of the day: the close first, then each correction. */
export type CashDayCount = CashCount & { kind: 'close' | 'correction'; expectedCashCents: number };

/** `GET /api/cash/days/:day`. */
export interface CashDay {
  id: string;
  day: string;
  today: boolean;
  closed: boolean;
  totals: DayTotals;
  upToPosition: number;
  movements: CashMovement[];
  counts: CashDayCount[];
  movementsAfterCount: number;
}

/** What the clerk counted: the cash in the drawer, the float the day started with, a note. */
export interface CashCountBody {
  countedCashCents: number;
  floatCents: number;
  note: string;
}

/** A row of 'Cierres de caja' (`GET /api/cash/closes`, read through react-admin's data provider). */
export interface CashCloseRow {
  id: string;
  day: string;
  closedAt: string;
  closedBy: string;
  floatCents: number;
  expectedCashCents: number;
  countedCashCents: number;
  differenceCents: number;
  inCents: number;
  outCents: number;
  corrections: number;
  note: string;
  updatedAt: string;
}

const dayUrl = (day: string) => `/api/cash/days/${encodeURIComponent(day)}`;

/** A day's cash (`today` for today's). */
export async function fetchCashDay(day: string, signal?: AbortSignal): Promise<CashDay> {
  return (await httpClient(dayUrl(day), { signal, cache: 'no-store' })).json as CashDay;
}

/** 'Cerrar caja': answers the day, closed (409 when it already was). */
export async function closeCashDay(day: string, count: CashCountBody): Promise<CashDay> {
  return (await httpClient(`${dayUrl(day)}/close`, { method: 'POST', body: JSON.stringify(count) })).json as CashDay;
}

/** 'Corregir cierre' (the Administrador): a new count with its reason; answers the day. */
export async function correctCashClose(day: string, count: CashCountBody): Promise<CashDay> {
  return (await httpClient(`${dayUrl(day)}/corrections`, { method: 'POST', body: JSON.stringify(count) })).json as CashDay;
}
