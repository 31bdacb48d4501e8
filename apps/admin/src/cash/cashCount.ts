import { expectedCashCents, formatEuros, type DayTotals } from '@taller/domain';
import { typedEurosToCents } from '../repairs/payments/movementForm';

/** Euros typed as the shop writes them (`100`, `85,50`, `1.234,56`) to cents; unreadable: null. */
export const typedCents = (text: string): number | null => typedEurosToCents(text);

/** Cents as the box shows them to be edited: `10000` → `100,00` (zero too: a float may be none). */
export const centsToTyped = (cents: number): string => (cents / 100).toFixed(2).replace('.', ',');

/** What the drawer should hold and how far the count is from it (negative: cash missing). */
export function countAgainst(totals: DayTotals, floatCents: number, countedCashCents: number) {
  const expected = expectedCashCents(floatCents, totals);
  return { expectedCashCents: expected, differenceCents: countedCashCents - expected };
}

/** 'Sobran 5,00 €', 'Faltan 5,00 €' or 'Cuadra', as a translation key and its arguments. */
export const differenceText = (differenceCents: number): [string, { amount?: string }] =>
  differenceCents === 0
    ? ['cash.close.even', {}]
    : [differenceCents > 0 ? 'cash.close.over' : 'cash.close.short', { amount: formatEuros(Math.abs(differenceCents)) }];

/** The colour a difference is told in: none when it squares. */
export const differenceColor = (differenceCents: number) => (differenceCents === 0 ? 'success.dark' : differenceCents > 0 ? 'warning.dark' : 'error.main');

/** A movement's time of day in Madrid: `18:05`. */
const timeOfDay = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' });
export const madridTime = (instant: string) => timeOfDay.format(new Date(instant));
