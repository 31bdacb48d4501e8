import { describe, expect, it } from '@jest/globals';
import { balanceOf, paymentMessages } from '@taller/domain';
import { centsToTypedEuros, movementErrors, newRequestId, typedEurosToCents } from './movementForm';

const balance = (totalCents: number | null, paidCents: number, refundedCents = 0) => ({ balance: balanceOf(totalCents, { paidCents, refundedCents }, false) });

describe('an amount typed in the payment dialog', () => {
  it('reads as the shop writes it, with a comma for the cents and dots for thousands', () => {
    expect(typedEurosToCents('45,50')).toBe(4_550);
    expect(typedEurosToCents(' 80 ')).toBe(8_000);
    expect(typedEurosToCents('12.5')).toBe(1_250);
    expect(typedEurosToCents('1.234,56')).toBe(123_456);
    expect(typedEurosToCents('1.234')).toBe(123_400);
    expect(typedEurosToCents('45,50 €')).toBe(4_550);
  });

  it('is unreadable rather than guessed when it is not an amount', () => {
    for (const text of ['', 'cuarenta', '-5', '1,2,3', '4,5.5']) expect(typedEurosToCents(text)).toBeNull();
  });

  it('is prefilled with what is due, written the Spanish way, and empty when nothing is known to be due', () => {
    expect(centsToTypedEuros(8_000)).toBe('80,00');
    expect(centsToTypedEuros(123_456)).toBe('1234,56');
    expect(centsToTypedEuros(null)).toBe('');
    expect(centsToTypedEuros(0)).toBe('');
  });
});

describe('what the payment dialog refuses before sending, in the server’s words', () => {
  it('takes no payment above what is due, and any amount while the price is not set', () => {
    expect(movementErrors('payment', balance(12_000, 4_000), 9_000, 'cash', '')).toEqual({ amountCents: paymentMessages.moreThanDue(9_000, 8_000) });
    expect(movementErrors('payment', balance(12_000, 4_000), 8_000, 'bizum', '')).toEqual({});
    expect(movementErrors('payment', balance(null, 2_000), 50_000, 'card', '')).toEqual({});
    expect(movementErrors('payment', balance(12_000, 12_000), 100, 'cash', '')).toEqual({ amountCents: paymentMessages.nothingDue });
  });

  it('asks for an amount above zero and for how it is paid (no way is assumed)', () => {
    expect(movementErrors('payment', balance(5_000, 0), 0, '', '')).toEqual({ amountCents: paymentMessages.amountInvalid, method: paymentMessages.methodInvalid });
    expect(movementErrors('payment', balance(5_000, 0), null, 'cash', '')).toEqual({ amountCents: 'repairPayments.dialog.amount_unreadable' });
  });

  it('gives back at most what was paid and not yet given back, and only with a reason', () => {
    expect(movementErrors('refund', balance(1_500, 2_000, 500), 1_600, 'cash', 'Demasiado')).toEqual({ amountCents: paymentMessages.refundTooLarge(1_600, 1_500) });
    expect(movementErrors('refund', balance(1_500, 2_000), 500, 'card', '  ')).toEqual({ note: paymentMessages.refundNoteRequired });
    expect(movementErrors('refund', balance(1_500, 2_000), 500, 'card', 'Precio final menor que la señal')).toEqual({});
  });
});

describe('the id of one opening of the dialog', () => {
  it('is one the server accepts (8–64 letters, digits and dashes), new each time', () => {
    const first = newRequestId();
    expect(first).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(newRequestId()).not.toBe(first);
  });
});
