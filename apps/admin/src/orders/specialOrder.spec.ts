import { describe, expect, it } from '@jest/globals';
import { specialOrderMessages } from '@taller/domain';
import { formatOrderHistoryValue } from './historyValues';
import { PAID_LATER, toSpecialOrder, validateSpecialOrder } from './specialOrderForm';

const encargo = { special: true, quantity: 2, unitPriceCents: 1500, productId: null, depositCents: 1000, depositRefundable: false, depositPaidWith: 'cash' };

describe('the new order form of an encargo', () => {
  it('checks nothing of an encargo, and sends nothing of one, while the switch is off', () => {
    expect(validateSpecialOrder({ ...encargo, special: false, depositCents: -5 })).toEqual({});
    expect(toSpecialOrder({ ...encargo, special: false })).toEqual({});
  });

  it('sends the product, the deposit in cents, whether it goes back and how it was paid', () => {
    expect(validateSpecialOrder({ ...encargo, productId: 7 })).toEqual({});
    expect(toSpecialOrder({ ...encargo, productId: 7 })).toEqual({
      special: true,
      productId: 7,
      depositCents: 1000,
      depositRefundable: false,
      depositPaidWith: 'cash',
    });
  });

  it('sends a deposit paid later as not paid, and no deposit as none (its method dropped)', () => {
    expect(toSpecialOrder({ ...encargo, depositPaidWith: PAID_LATER })).toMatchObject({ depositCents: 1000, depositPaidWith: null });
    expect(toSpecialOrder({ ...encargo, depositCents: null, depositPaidWith: 'debit_card' })).toMatchObject({ depositCents: null, depositPaidWith: null });
    expect(validateSpecialOrder({ ...encargo, depositCents: null, depositPaidWith: null })).toEqual({});
  });

  it('refuses a deposit above the total, or one not in whole cents, in the domain’s words', () => {
    expect(validateSpecialOrder({ ...encargo, depositCents: 3001 })).toEqual({ depositCents: specialOrderMessages.depositAboveTotal });
    expect(validateSpecialOrder({ ...encargo, depositCents: 3000 })).toEqual({});
    expect(validateSpecialOrder({ ...encargo, depositCents: -100 })).toEqual({ depositCents: specialOrderMessages.depositNotPositive });
  });

  it('asks whether a deposit is paid now and how: the select has no default', () => {
    expect(validateSpecialOrder({ ...encargo, depositPaidWith: null })).toEqual({ depositPaidWith: 'resources.orders.special.form.paid_with_required' });
    expect(validateSpecialOrder({ ...encargo, depositPaidWith: PAID_LATER })).toEqual({});
  });
});

describe('an encargo in the order’s history', () => {
  it('reads deposits in euros with how they were paid, and its instants with their time', () => {
    expect(formatOrderHistoryValue('amountCents', 2000)).toBe('20,00\u00a0€');
    expect(formatOrderHistoryValue('method', 'debit_card')).toBe('Tarjeta de débito');
    expect(formatOrderHistoryValue('method', 'online_payment')).toBe('Tarjeta, en la web');
    expect(formatOrderHistoryValue('arrivedAt', '2026-11-27T17:05:00.000Z')).toBe('27/11/2026, 18:05');
    expect(formatOrderHistoryValue('productId', 12)).toBe('#12');
  });

  it('reads the terms an encargo was placed with as a sentence, not as JSON', () => {
    expect(formatOrderHistoryValue('specialOrder', { productId: 12, depositCents: 2000, depositRefundable: false })).toBe(
      'producto del catálogo #12; señal de 20,00\u00a0€ (no reembolsable)',
    );
    expect(formatOrderHistoryValue('specialOrder', { productId: null, depositCents: null, depositRefundable: true })).toBe('texto libre; sin señal');
  });
});
