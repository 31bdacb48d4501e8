import { z } from 'zod';
import { isCalendarDay, madridDay } from '../shared/dates.js';
import type { Decider } from '../shared/decider.js';
import { assertNever } from '../shared/decider.js';
import { RuleBroken, ValidationFailed } from '../shared/errors.js';
import type { MovementBy } from '../shared/payment.js';
import { validate } from '../shared/validation.js';
import type { CashCloseEvent } from './cash-close.events.js';
import { cashCloseMessages as m, cashCountForm, expectedCashCents, type CashCount, type DayTotals } from './cash-close.rules.js';

/** A day's cash: open until closed; then its close and every correction, in order. */
export type CashDay = { closed: false } | { closed: true; day: string; counts: readonly CashCount[] };

export const initialCashDay: CashDay = { closed: false };

export function evolveCashDay(state: CashDay, event: CashCloseEvent): CashDay {
  switch (event.type) {
    case 'CashDayClosed': {
      const { day, ...count } = event.data;
      return { closed: true, day, counts: [count] };
    }
    case 'CashCloseCorrected':
      return state.closed ? { ...state, counts: [...state.counts, event.data] } : state;
    default:
      return assertNever(event);
  }
}

/** What the server read from the ledger for the day, up to a position of the log. */
export interface LedgerReading {
  expected: DayTotals;
  upToPosition: number;
}

export type CashDayCommand =
  | ({ type: 'CloseCashDay'; day: string; form: unknown; now: Date; by: MovementBy } & LedgerReading)
  | ({ type: 'CorrectCashClose'; day: string; form: unknown; now: Date; by: MovementBy } & LedgerReading);

/** The count as the form gives it, against the ledger's reading: a difference needs its note. */
function countOf(command: CashDayCommand, floatDefault: number | null, requireNote: boolean): CashCount {
  const raw = command.form !== null && typeof command.form === 'object' && !Array.isArray(command.form) ? (command.form as Record<string, unknown>) : {};
  const form = validate(cashCountForm, floatDefault !== null && raw['floatCents'] === undefined ? { ...raw, floatCents: floatDefault } : command.form, m.formHasErrors);
  const differenceCents = form.countedCashCents - expectedCashCents(form.floatCents, command.expected);
  if (requireNote && form.note.trim() === '') throw new ValidationFailed({ note: m.reasonRequired }, m.reasonRequired);
  if (differenceCents !== 0 && form.note.trim() === '') throw new ValidationFailed({ note: m.differenceNeedsNote(differenceCents) }, m.differenceNeedsNote(differenceCents));
  return {
    expected: command.expected,
    upToPosition: command.upToPosition,
    ...form,
    differenceCents,
    countedAt: command.now.toISOString(),
    by: command.by,
  };
}

/** The day asked for, a real day that has already begun in Madrid. */
export function requireClosableDay(day: unknown, now: Date): string {
  const checked = validate(z.string({ error: m.dayInvalid }).refine(isCalendarDay, m.dayInvalid), day, m.dayInvalid);
  if (checked > madridDay(now)) throw new RuleBroken(m.futureDay);
  return checked;
}

export function decideCashDay(command: CashDayCommand, state: CashDay): CashCloseEvent[] {
  const day = requireClosableDay(command.day, command.now);
  switch (command.type) {
    case 'CloseCashDay':
      if (state.closed) throw new RuleBroken(m.alreadyClosed(day));
      return [{ type: 'CashDayClosed', data: { day, ...countOf(command, null, false) } }];
    case 'CorrectCashClose': {
      if (!state.closed) throw new RuleBroken(m.notClosed(day));
      // The float is the day's, as counted at the close, unless the correction says otherwise.
      return [{ type: 'CashCloseCorrected', data: countOf(command, state.counts[state.counts.length - 1]!.floatCents, true) }];
    }
    default:
      return assertNever(command);
  }
}

export const cashDayDecider: Decider<CashDayCommand, CashCloseEvent, CashDay> = {
  initialState: initialCashDay,
  evolve: evolveCashDay,
  decide: decideCashDay,
};

/** The day's stream number: `2027-03-31` → 20270331 (the stream `cash-20270331`). */
export const cashDayNumber = (day: string): number => Number(day.replaceAll('-', ''));
export const dayOfCashNumber = (id: number): string => {
  const text = String(id);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
};
