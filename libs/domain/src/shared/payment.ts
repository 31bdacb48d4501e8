import { z } from 'zod';
import { madridDay } from './dates.js';
import { RuleBroken } from './errors.js';
import { formatEuros } from './money.js';
import { oneLineText } from './text.js';
import { validate } from './validation.js';
import { PAYMENT_METHODS } from './payment.labels.js';

/**
 * Money taken at the counter on a repair or an order (issue 18): a deposit, a part, the rest,
 * each by cash, card, Bizum or transfer, and money given back. Each is an event of the record
 * with who took it and when, so the balance due, the cash close and the owner's numbers all
 * come from the same movements. A record's price includes IVA, as the shop shows it.
 */
export { PAYMENT_METHODS, paymentMethodLabels, movementFieldLabels, type PaymentMethod } from './payment.labels.js';

/** The most a single movement may be: well above anything the shop sells, below any overflow. */
export const MAX_MOVEMENT_CENTS = 10_000_000;

export const paymentMessages = {
  formHasErrors: 'Revisa el cobro',
  amountInvalid: 'Indica un importe mayor que 0,00 €',
  amountTooLarge: `El importe no puede superar ${formatEuros(MAX_MOVEMENT_CENTS)}`,
  methodInvalid: 'Elige cómo se paga: efectivo, tarjeta, Bizum o transferencia',
  noteTooLong: 'La nota no puede superar 200 caracteres',
  noteInvalid: 'La nota debe ser un texto',
  moreThanDue: (amountCents: number, dueCents: number) =>
    `El cobro (${formatEuros(amountCents)}) supera lo pendiente (${formatEuros(dueCents)}): cobra como mucho lo pendiente`,
  nothingDue: 'No queda nada pendiente de pago',
  refundTooLarge: (amountCents: number, paidCents: number) =>
    `No se puede devolver ${formatEuros(amountCents)}: lo cobrado es ${formatEuros(paidCents)}`,
  nothingToRefund: 'No hay nada cobrado que devolver',
  refundNoteRequired: 'Indica el motivo de la devolución',
  closed: 'Este trabajo está eliminado: no admite cobros',
  /** `what`: what is handed over (a repair's device, an order). */
  owedNotAllowed: (dueCents: number, what = 'el dispositivo') =>
    `Quedan ${formatEuros(dueCents)} pendientes de pago: cóbralos antes de entregar ${what}, o indica que quedan a deber`,
} as const;

/** Who took or gave the money (the member of staff, or the command line). */
export const movementBy = z.object({ id: z.number().int().positive().nullable(), name: z.string() });
export type MovementBy = z.infer<typeof movementBy>;

/** One movement of money, as its event records it. */
export const moneyMovement = z.object({
  /** Drawn by the server: what a retried request and the cash close name it by. */
  movementId: z.string().min(1).max(64),
  amountCents: z.number().int().positive(),
  method: z.enum(PAYMENT_METHODS),
  /** Optional for a payment ('Señal', 'Resto'); the reason for a refund. */
  note: z.string(),
  /** An instant, ISO 8601. */
  at: z.string(),
  /** Its Madrid calendar day: the cash close it belongs to. */
  day: z.string(),
  by: movementBy,
});
export type MoneyMovement = z.infer<typeof moneyMovement>;

/** What a record has taken and given back, as its decider folds it. */
export interface Ledger {
  paidCents: number;
  refundedCents: number;
  /** Movement ids already recorded: the same request sent twice records once. */
  movementIds: readonly string[];
}

export const EMPTY_LEDGER: Ledger = { paidCents: 0, refundedCents: 0, movementIds: [] };

export function withPayment(ledger: Ledger, movement: MoneyMovement): Ledger {
  return { ...ledger, paidCents: ledger.paidCents + movement.amountCents, movementIds: [...ledger.movementIds, movement.movementId] };
}

export function withRefund(ledger: Ledger, movement: MoneyMovement): Ledger {
  return { ...ledger, refundedCents: ledger.refundedCents + movement.amountCents, movementIds: [...ledger.movementIds, movement.movementId] };
}

/** What the customer has paid and not been given back. */
export const netPaidCents = (ledger: Pick<Ledger, 'paidCents' | 'refundedCents'>): number => ledger.paidCents - ledger.refundedCents;

/**
 * Where a record's money stands. `dueCents` is null while the price is not set (a flexible
 * estimate, a quote not answered): nothing can honestly be said to be owed yet, and a screen
 * says so instead of 0,00 €. `creditCents` is what was paid beyond the price (to give back).
 * `markedPaid`: the record was marked 'Pagada' by hand, with no payments that cover it.
 */
export interface Balance {
  totalCents: number | null;
  paidCents: number;
  refundedCents: number;
  dueCents: number | null;
  creditCents: number;
  markedPaid: boolean;
}

export function balanceOf(totalCents: number | null, ledger: Pick<Ledger, 'paidCents' | 'refundedCents'>, isPaid: boolean): Balance {
  const net = netPaidCents(ledger);
  const markedPaid = isPaid && (totalCents === null || net < totalCents);
  const rest = totalCents === null ? null : totalCents - net;
  return {
    totalCents,
    paidCents: ledger.paidCents,
    refundedCents: ledger.refundedCents,
    // Marked paid by hand (before payments were recorded, or paid elsewhere): nothing owed.
    dueCents: markedPaid ? 0 : rest === null ? null : Math.max(0, rest),
    creditCents: rest === null ? 0 : Math.max(0, -rest),
    markedPaid,
  };
}

const amount = z
  .number({ error: paymentMessages.amountInvalid })
  .int(paymentMessages.amountInvalid)
  .positive(paymentMessages.amountInvalid)
  .max(MAX_MOVEMENT_CENTS, paymentMessages.amountTooLarge);
const note = oneLineText({ label: 'Nota', max: 200, error: paymentMessages.noteInvalid, tooLong: paymentMessages.noteTooLong });

/** The form of a payment or a refund: `{ amountCents, method, note? }`. */
export const movementForm = z.object({
  amountCents: amount,
  method: z.enum(PAYMENT_METHODS, { error: paymentMessages.methodInvalid }),
  note: note.default(''),
});

export interface MovementRequest {
  form: unknown;
  /** Drawn by the server for this request. */
  movementId: string;
  by: MovementBy;
  now: Date;
}

function movementOf(request: MovementRequest, requireNote: boolean): MoneyMovement {
  const form = validate(movementForm, request.form, paymentMessages.formHasErrors);
  if (requireNote && form.note.trim() === '') throw new RuleBroken(paymentMessages.refundNoteRequired);
  return { movementId: request.movementId, ...form, at: request.now.toISOString(), day: madridDay(request.now), by: request.by };
}

/**
 * A payment: never more than what is still due once the price is known (a deposit before the
 * price is set is taken as it comes). Null when this request was already recorded.
 */
export function decidePayment(request: MovementRequest, ledger: Ledger, balance: Balance): MoneyMovement | null {
  if (ledger.movementIds.includes(request.movementId)) return null;
  const movement = movementOf(request, false);
  if (balance.dueCents === 0) throw new RuleBroken(paymentMessages.nothingDue);
  if (balance.dueCents !== null && movement.amountCents > balance.dueCents) throw new RuleBroken(paymentMessages.moreThanDue(movement.amountCents, balance.dueCents));
  return movement;
}

/** A refund, with its reason: never more than what was paid and not yet given back. */
export function decideRefund(request: MovementRequest, ledger: Ledger): MoneyMovement | null {
  if (ledger.movementIds.includes(request.movementId)) return null;
  const movement = movementOf(request, true);
  const paid = netPaidCents(ledger);
  if (paid <= 0) throw new RuleBroken(paymentMessages.nothingToRefund);
  if (movement.amountCents > paid) throw new RuleBroken(paymentMessages.refundTooLarge(movement.amountCents, paid));
  return movement;
}

/** Who let a device go with money owed, and how much stayed owed. */
export const owedOnCollection = z.object({ owedCents: z.number().int().nonnegative(), allowedBy: movementBy.nullable() });
export type OwedOnCollection = z.infer<typeof owedOnCollection>;
