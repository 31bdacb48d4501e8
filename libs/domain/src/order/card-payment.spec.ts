import { NotFound, RuleBroken } from '../shared/errors.js';
import { replay } from '../shared/decider.js';
import { specFor } from '../testing/given-when-then.js';
import { cardPaymentMessages, cardRefundDue, type CardPayment } from './card-payment.rules.js';
import { orderDecider, reservationHasExpired, reservationPayableByCard, type OrderCommand } from './order.decide.js';
import { orderEvents, type OrderEvent } from './order.events.js';

const given = specFor(orderDecider);
const NOW = new Date('2026-11-23T10:00:00Z');
const holdUntil = new Date('2026-11-26T10:00:00Z');
const AFTER_HOLD = new Date('2026-11-27T10:00:00Z');

const reserved: OrderEvent[] = orderDecider.decide(
  {
    type: 'PlaceReservation',
    data: { orderId: 5, clientId: 3, lines: [{ productId: 7, name: 'Funda silicona iPhone 13', quantity: 2, unitPriceCents: 1999 }], pickupCode: 'K7M-4QX', holdUntil },
    clientExists: true,
    now: NOW,
    trackingToken: 'a'.repeat(16),
  },
  orderDecider.initialState,
);
const payment: CardPayment = { provider: 'redsys', reference: '00000005AbCd', amountCents: 3998, authorisation: '123456' };
const pay = (changes: Partial<CardPayment> = {}): OrderCommand => ({ type: 'RecordCardPayment', payment: { ...payment, ...changes }, now: NOW });
const paid: OrderEvent = { type: 'OrderPaidOnline', data: payment };
const cancelled: OrderEvent = { type: 'OrderStatusChanged', data: { from: 'pending', to: 'cancelled' } };
const refunded: OrderEvent = { type: 'OrderPaymentRefunded', data: { provider: 'redsys', reference: payment.reference, amountCents: 3998 } };

describe('A reservation paid by card', () => {
  it('records the authorised payment: paid, online, with the gateway’s reference and authorisation', () => {
    given(reserved).when(pay()).then([paid]);
    const state = replay(orderDecider, [...reserved, paid]);
    expect(state).toMatchObject({ isPaid: true, paymentMethod: 'online_payment', cardPayment: { ...payment, refund: null } });
    expect(orderEvents.parse({ type: 'OrderPaidOnline', schemaVersion: 1, data: paid.data }).type).toBe('OrderPaidOnline');
  });

  it('records a notification sent twice only once', () => {
    given([...reserved, paid]).when(pay()).then([]);
  });

  it('refuses an amount other than the reservation’s total, and a second operation once paid', () => {
    expect(given(reserved).when(pay({ amountCents: 100 })).thenFails().message).toBe(cardPaymentMessages.amountMismatch(100, 3998));
    expect(given([...reserved, paid]).when(pay({ reference: '00000005ZzZz' })).thenFails().message).toBe(cardPaymentMessages.paidTwice);
  });

  it('is only for reservations that exist', () => {
    expect(given([]).when(pay()).thenFails()).toBeInstanceOf(NotFound);
    const order: OrderEvent = { ...reserved[0]!, data: { ...(reserved[0]!.data as object), reservation: undefined } } as OrderEvent;
    expect(given([order]).when(pay()).thenFails()).toBeInstanceOf(RuleBroken);
  });

  it('no longer expires once paid', () => {
    expect(reservationHasExpired(replay(orderDecider, reserved), AFTER_HOLD)).toBe(true);
    expect(reservationHasExpired(replay(orderDecider, [...reserved, paid]), AFTER_HOLD)).toBe(false);
    expect(given([...reserved, paid]).when({ type: 'ExpireReservation', now: AFTER_HOLD }).thenFails()).toBeInstanceOf(RuleBroken);
  });

  it('may be started only on an open, unpaid reservation', () => {
    expect(reservationPayableByCard(replay(orderDecider, reserved))).toBe(true);
    expect(reservationPayableByCard(replay(orderDecider, [...reserved, paid]))).toBe(false);
    expect(reservationPayableByCard(replay(orderDecider, [...reserved, cancelled]))).toBe(false);
    expect(reservationPayableByCard(replay(orderDecider, [...reserved, { type: 'OrderDeleted', data: {} }]))).toBe(false);
  });

  it('is recorded even when it arrives after the reservation expired, and then is owed back', () => {
    const expired = orderDecider.decide({ type: 'ExpireReservation', now: AFTER_HOLD }, replay(orderDecider, reserved));
    given([...reserved, ...expired]).when(pay()).then([paid]);
    expect(cardRefundDue(replay(orderDecider, [...reserved, ...expired, paid]))).toBe(true);
  });

  it('is owed back when the reservation is cancelled or deleted, not while it is open or collected', () => {
    const due = (events: OrderEvent[]) => cardRefundDue(replay(orderDecider, events));
    expect(due([...reserved, paid])).toBe(false);
    expect(due([...reserved, paid, { type: 'OrderStatusChanged', data: { from: 'pending', to: 'delivered' } }])).toBe(false);
    expect(due([...reserved, paid, cancelled])).toBe(true);
    expect(due([...reserved, paid, { type: 'OrderDeleted', data: {} }])).toBe(true);
    expect(due([...reserved, cancelled])).toBe(false);
  });

  it('records the refund once; a failed one keeps its reason and is no longer owed automatically', () => {
    given([...reserved, paid, cancelled]).when({ type: 'RecordCardRefund', outcome: { refunded: true } }).then([refunded]);
    given([...reserved, paid, cancelled, refunded]).when({ type: 'RecordCardRefund', outcome: { refunded: true } }).then([]);
    const failed: OrderEvent = { type: 'OrderRefundFailed', data: { provider: 'redsys', reference: payment.reference, amountCents: 3998, reason: 'SIS0057' } };
    given([...reserved, paid, cancelled]).when({ type: 'RecordCardRefund', outcome: { refunded: false, reason: 'SIS0057' } }).then([failed]);
    const after = replay(orderDecider, [...reserved, paid, cancelled, refunded]);
    expect(after).toMatchObject({ isPaid: false, cardPayment: { refund: 'refunded' } });
    expect(cardRefundDue(replay(orderDecider, [...reserved, paid, cancelled, failed]))).toBe(false);
    expect(given(reserved).when({ type: 'RecordCardRefund', outcome: { refunded: true } }).thenFails().message).toBe(cardPaymentMessages.nothingToRefund);
  });
});
