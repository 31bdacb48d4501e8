import { MAX_MOVEMENT_CENTS, netPaidCents, PAYMENT_METHODS, paymentMessages, type Balance } from '@taller/domain';
import { eurosToCents } from '@taller/domain/money';
import type { MovementKind } from './paymentsApi';

/**
 * What the payment dialogs read and prefill. An amount is typed as the shop writes it
 * (`12,50`, `1.234,56`, `12.5`, `12`) and kept in integer cents; what is typed and cannot be
 * read is null, so the form says so instead of sending a guess.
 */
export function typedEurosToCents(text: string): number | null {
  const typed = text.trim().replace(/\s*€$/, '');
  // `45`, `45,5`, `45.50`; or grouped thousands with a decimal comma: `1.234`, `1.234,56`.
  const plain = /^\d+([.,]\d{1,2})?$/.test(typed) ? typed : /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(typed) ? typed.replace(/\./g, '') : null;
  if (plain === null) return null;
  const cents = eurosToCents(plain);
  return cents === null || !Number.isSafeInteger(cents) ? null : cents;
}

/** Cents as the box shows them to be edited: `8000` → `80,00` (no grouping, no symbol). */
export const centsToTypedEuros = (cents: number | null | undefined): string =>
  cents == null || cents <= 0 ? '' : (cents / 100).toFixed(2).replace('.', ',');

/**
 * An id for one opening of a payment dialog: a retried request (a double click, a time-out
 * sent again) records once. `crypto.randomUUID` exists only on secure pages; a shop's LAN
 * address served over plain HTTP still has `getRandomValues`.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A message (or an i18n key) per field of the form. */
export type MovementErrors = Partial<Record<'amountCents' | 'method' | 'note', string>>;

/** What the form can tell before sending, in the words the server would use. */
export function movementErrors(kind: MovementKind, repair: { balance: Balance }, amountCents: number | null, method: string, note: string): MovementErrors {
  const errors: MovementErrors = {};
  const { balance } = repair;
  if (amountCents === null) errors.amountCents = 'repairPayments.dialog.amount_unreadable';
  else if (amountCents <= 0) errors.amountCents = paymentMessages.amountInvalid;
  else if (amountCents > MAX_MOVEMENT_CENTS) errors.amountCents = paymentMessages.amountTooLarge;
  else if (kind === 'payment' && balance.dueCents !== null && amountCents > balance.dueCents) {
    errors.amountCents = balance.dueCents === 0 ? paymentMessages.nothingDue : paymentMessages.moreThanDue(amountCents, balance.dueCents);
  } else if (kind === 'refund' && amountCents > netPaidCents(balance)) {
    errors.amountCents = paymentMessages.refundTooLarge(amountCents, netPaidCents(balance));
  }
  if (!(PAYMENT_METHODS as readonly string[]).includes(method)) errors.method = paymentMessages.methodInvalid;
  if (kind === 'refund' && note.trim() === '') errors.note = paymentMessages.refundNoteRequired;
  return errors;
}

