import { RuleBroken, ValidationFailed } from './errors.js';
import { balanceOf, decidePayment, decideRefund, EMPTY_LEDGER, withPayment, withRefund, type MovementRequest } from './payment.js';

const now = new Date('2027-03-30T22:30:00Z'); // already 31 March in Madrid
const by = { id: 2, name: 'Gonzalo Gerente' };
const request = (form: unknown, movementId = 'm-1'): MovementRequest => ({ form, movementId, by, now });

describe('Payments on a record', () => {
  it('says what is owed against the price, nothing known before a price, and what was paid beyond it', () => {
    expect(balanceOf(10_000, { paidCents: 4_000, refundedCents: 0 }, false)).toMatchObject({ dueCents: 6_000, creditCents: 0 });
    expect(balanceOf(null, { paidCents: 4_000, refundedCents: 0 }, false)).toMatchObject({ dueCents: null, creditCents: 0 });
    expect(balanceOf(3_000, { paidCents: 4_000, refundedCents: 500 }, false)).toMatchObject({ dueCents: 0, creditCents: 500 });
    // Marked 'Pagada' by hand before payments were recorded: nothing owed, and it says why.
    expect(balanceOf(3_000, EMPTY_LEDGER, true)).toMatchObject({ dueCents: 0, markedPaid: true });
    expect(balanceOf(3_000, { paidCents: 3_000, refundedCents: 0 }, true)).toMatchObject({ dueCents: 0, markedPaid: false });
  });

  it('records a payment on the Madrid day it was taken, never above what is due, once per request', () => {
    const balance = balanceOf(10_000, EMPTY_LEDGER, false);
    const movement = decidePayment(request({ amountCents: 4_000, method: 'bizum' }), EMPTY_LEDGER, balance)!;
    expect(movement).toEqual({ movementId: 'm-1', amountCents: 4_000, method: 'bizum', note: '', at: now.toISOString(), day: '2027-03-31', by });
    const ledger = withPayment(EMPTY_LEDGER, movement);
    expect(decidePayment(request({ amountCents: 4_000, method: 'bizum' }), ledger, balanceOf(10_000, ledger, false))).toBeNull();
    expect(() => decidePayment(request({ amountCents: 6_001, method: 'cash' }, 'm-2'), ledger, balanceOf(10_000, ledger, false))).toThrow(RuleBroken);
    expect(() => decidePayment(request({ amountCents: 0, method: 'cash' }, 'm-2'), ledger, balanceOf(10_000, ledger, false))).toThrow(ValidationFailed);
  });

  it('gives back at most what was paid, and only with a reason', () => {
    const ledger = withPayment(EMPTY_LEDGER, decidePayment(request({ amountCents: 2_000, method: 'cash' }), EMPTY_LEDGER, balanceOf(null, EMPTY_LEDGER, false))!);
    expect(() => decideRefund(request({ amountCents: 500, method: 'cash' }, 'r-1'), ledger)).toThrow(RuleBroken);
    expect(() => decideRefund(request({ amountCents: 2_001, method: 'cash', note: 'Error' }, 'r-1'), ledger)).toThrow(RuleBroken);
    const refunded = withRefund(ledger, decideRefund(request({ amountCents: 2_000, method: 'cash', note: 'Error' }, 'r-1'), ledger)!);
    expect(() => decideRefund(request({ amountCents: 1, method: 'cash', note: 'Otra' }, 'r-2'), refunded)).toThrow(RuleBroken);
  });
});
