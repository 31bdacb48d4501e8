import { z } from 'zod';
import { formatDay } from '../shared/dates.js';
import { formatEuros } from '../shared/money.js';
import { MAX_MOVEMENT_CENTS, movementBy } from '../shared/payment.js';
import { multiLineText } from '../shared/text.js';

/**
 * The daily cash close (cierre de caja, issue 18): at the end of a day the clerk counts the cash
 * in the drawer; the close records what the day's payments say should be there per method, what
 * was counted, and the difference with a note. A closed day is never changed: a later count, or a
 * movement recorded after the close, is a correction — a new entry with its reason.
 */

/** How the ledger counts money: the counter's four ways and a card paid on the site. */
export const CASH_METHODS = ['cash', 'card', 'bizum', 'transfer', 'card_online'] as const;
export type CashMethod = (typeof CASH_METHODS)[number];

export const cashMethodLabels: Record<CashMethod, string> = {
  cash: 'Efectivo',
  card: 'Tarjeta (datáfono)',
  bizum: 'Bizum',
  transfer: 'Transferencia',
  card_online: 'Tarjeta en la web',
};

/** A method's money over a day: taken in, given back. */
export const methodTotals = z.object({ inCents: z.number().int().nonnegative(), outCents: z.number().int().nonnegative() });
export type MethodTotals = z.infer<typeof methodTotals>;
export const dayTotals = z.object(Object.fromEntries(CASH_METHODS.map((method) => [method, methodTotals])) as Record<CashMethod, typeof methodTotals>);
export type DayTotals = z.infer<typeof dayTotals>;

export const EMPTY_DAY_TOTALS: DayTotals = Object.fromEntries(CASH_METHODS.map((method) => [method, { inCents: 0, outCents: 0 }])) as DayTotals;

/** What should be in the drawer: the float it started with, plus cash taken, less cash given back. */
export const expectedCashCents = (floatCents: number, totals: DayTotals): number => floatCents + totals.cash.inCents - totals.cash.outCents;

export const cashCloseMessages = {
  formHasErrors: 'Revisa el cierre de caja',
  countedInvalid: 'Indica el efectivo contado (0,00 € o más)',
  floatInvalid: 'Indica el fondo de caja con el que empezó el día (0,00 € o más)',
  tooLarge: `El importe no puede superar ${formatEuros(MAX_MOVEMENT_CENTS)}`,
  noteTooLong: 'La nota no puede superar 500 caracteres',
  noteInvalid: 'La nota debe ser un texto',
  differenceNeedsNote: (differenceCents: number) =>
    `Hay una diferencia de ${formatEuros(differenceCents)} entre lo contado y lo esperado: explica en la nota a qué se debe`,
  reasonRequired: 'Indica el motivo de la corrección',
  alreadyClosed: (day: string) => `La caja del ${formatDay(day)} ya está cerrada: no se cambia, se corrige con un nuevo apunte`,
  notClosed: (day: string) => `La caja del ${formatDay(day)} no está cerrada: ciérrala primero`,
  futureDay: 'No se puede cerrar la caja de un día que aún no ha llegado',
  dayInvalid: 'Fecha no válida: usa AAAA-MM-DD',
} as const;

const cents = (message: string) =>
  z.number({ error: message }).int(message).nonnegative(message).max(MAX_MOVEMENT_CENTS, cashCloseMessages.tooLarge);
const note = multiLineText({ label: 'Nota', max: 500, error: cashCloseMessages.noteInvalid, tooLong: cashCloseMessages.noteTooLong });

/** The clerk's count: `{ countedCashCents, floatCents?, note? }`. */
export const cashCountForm = z.object({
  countedCashCents: cents(cashCloseMessages.countedInvalid),
  floatCents: cents(cashCloseMessages.floatInvalid).default(0),
  note: note.default(''),
});

/** One count of a day: the totals it was made against, the cash counted and the difference. */
export const cashCount = z.object({
  /** What the ledger said per method at the count, up to `upToPosition` of the global log. */
  expected: dayTotals,
  upToPosition: z.number().int().nonnegative(),
  floatCents: z.number().int().nonnegative(),
  countedCashCents: z.number().int().nonnegative(),
  /** Counted less expected cash: negative when cash is missing. */
  differenceCents: z.number().int(),
  note: z.string(),
  /** An instant, ISO 8601. */
  countedAt: z.string(),
  by: movementBy,
});
export type CashCount = z.infer<typeof cashCount>;
