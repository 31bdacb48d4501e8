import { RuleBroken } from '../shared/errors.js';
import { replay } from '../shared/decider.js';
import { formatEuros } from '../shared/money.js';
import { paymentMessages, type MoneyMovement } from '../shared/payment.js';
import { specFor } from '../testing/given-when-then.js';
import { orderTrackingView } from '../tracking/tracking-view.js';
import { DEFAULT_SHOP_TERMS } from '../shop/shop.profile.js';
import { balanceOfOrder, orderDecider, type OrderCommand } from './order.decide.js';
import type { OrderEvent } from './order.events.js';
import type { CardPayment } from './card-payment.rules.js';

const given = specFor(orderDecider);
const NOW = new Date('2027-03-30T22:30:00Z'); // already 31 March in Madrid
const LATER = new Date('2027-04-02T10:00:00Z');
const by = { id: 2, name: 'Lucía Dependienta' };

const placed = (extra: Partial<Extract<OrderEvent, { type: 'OrderPlaced' }>['data']> = {}): OrderEvent => ({
  type: 'OrderPlaced',
  data: {
    orderId: 5,
    clientId: 3,
    name: 'Funda iPhone 13',
    description: 'Funda de silicona azul',
    quantity: 2,
    unitPriceCents: 2_500,
    paymentMethod: 'debit_card',
    isPaid: false,
    deliveryDate: null,
    date: '2027-03-30',
    status: 'ready',
    ...extra,
  },
});
const pay = (form: Record<string, unknown>, movementId = 'm-1', now = NOW): OrderCommand => ({ type: 'RecordOrderPayment', form, movementId, by, now });
const refund = (form: Record<string, unknown>, movementId = 'r-1'): OrderCommand => ({ type: 'RecordOrderRefund', form, movementId, by, now: NOW });
const movement = (amountCents: number, method: MoneyMovement['method'], movementId = 'm-1', note = ''): MoneyMovement => ({
  movementId,
  amountCents,
  method,
  note,
  at: NOW.toISOString(),
  day: '2027-03-31',
  by,
});
const received = (amountCents: number, method: MoneyMovement['method'], movementId = 'm-1'): OrderEvent => ({ type: 'OrderPaymentReceived', data: movement(amountCents, method, movementId) });
const deliver = (leaveOwed?: boolean): OrderCommand => ({ type: 'ChangeOrderStatus', data: { status: 'delivered' }, now: LATER, leaveOwed, by });
const balanceAfter = (events: OrderEvent[]) => {
  const state = replay(orderDecider, events);
  if (!state.exists) throw new Error('no order');
  return balanceOfOrder(state);
};

describe('Paying an order in parts at the counter', () => {
  it('takes a first part with who and when, and says what is still due', () => {
    given([placed()]).when(pay({ amountCents: 2_000, method: 'cash', note: 'A cuenta' })).then([{ type: 'OrderPaymentReceived', data: movement(2_000, 'cash', 'm-1', 'A cuenta') }]);
    expect(balanceAfter([placed(), received(2_000, 'cash')])).toMatchObject({ totalCents: 5_000, paidCents: 2_000, dueCents: 3_000 });
  });

  it('marks it paid when the rest is taken, with the spec’s method for a card', () => {
    given([placed(), received(2_000, 'cash')])
      .when(pay({ amountCents: 3_000, method: 'card' }, 'm-2'))
      .then([received(3_000, 'card', 'm-2'), { type: 'OrderDetailsCorrected', data: { changes: { isPaid: true, paymentMethod: 'credit_card' } } }]);
  });

  it('keeps the method it had when the rest comes by Bizum or transfer, which the spec’s methods do not name', () => {
    given([placed(), received(2_000, 'cash')])
      .when(pay({ amountCents: 3_000, method: 'bizum' }, 'm-2'))
      .then([received(3_000, 'bizum', 'm-2'), { type: 'OrderDetailsCorrected', data: { changes: { isPaid: true } } }]);
  });

  it('records a request sent twice once, and never takes more than is due', () => {
    given([placed(), received(2_000, 'cash')]).when(pay({ amountCents: 2_000, method: 'cash' })).then([]);
    expect(given([placed(), received(2_000, 'cash')]).when(pay({ amountCents: 3_001, method: 'cash' }, 'm-2')).thenFails().message).toBe(
      paymentMessages.moreThanDue(3_001, 3_000),
    );
    given([placed({ isPaid: true })]).when(pay({ amountCents: 100, method: 'cash' })).thenThrows(new RuleBroken(paymentMessages.nothingDue));
  });

  it('counts an encargo’s deposit as paid, and takes only the rest', () => {
    const encargo = placed({ specialOrder: { productId: null, depositCents: 1_500, depositRefundable: true } });
    const deposit: OrderEvent = { type: 'OrderDepositPaid', data: { amountCents: 1_500, method: 'cash', paidAt: NOW.toISOString() } };
    expect(balanceAfter([encargo, deposit])).toMatchObject({ paidCents: 1_500, dueCents: 3_500 });
    given([encargo, deposit])
      .when(pay({ amountCents: 3_500, method: 'cash' }))
      .then([received(3_500, 'cash'), { type: 'OrderDetailsCorrected', data: { changes: { isPaid: true, paymentMethod: 'cash' } } }]);
  });

  it('counts a reservation paid by card on the site, and what the gateway gave back', () => {
    const card: CardPayment = { provider: 'redsys', reference: '0000005abc', amountCents: 5_000, authorisation: '123456' };
    const reservation = placed({ quantity: 1, unitPriceCents: 5_000, reservation: { lines: [{ productId: 1, name: 'Funda', quantity: 2, unitPriceCents: 2_500 }], pickupCode: 'ABC123', holdUntil: LATER.toISOString() } });
    const paidOnline: OrderEvent = { type: 'OrderPaidOnline', data: card };
    expect(balanceAfter([reservation, paidOnline])).toMatchObject({ paidCents: 5_000, dueCents: 0, creditCents: 0 });
    const cancelled: OrderEvent = { type: 'OrderStatusChanged', data: { from: 'ready', to: 'cancelled' } };
    expect(balanceAfter([reservation, paidOnline, cancelled])).toMatchObject({ dueCents: 0, creditCents: 5_000 });
    const back: OrderEvent = { type: 'OrderPaymentRefunded', data: { provider: 'redsys', reference: '0000005abc', amountCents: 5_000 } };
    expect(balanceAfter([reservation, paidOnline, cancelled, back])).toMatchObject({ refundedCents: 5_000, creditCents: 0 });
  });

  it('owes nothing once cancelled, except a non-refundable deposit the shop kept', () => {
    const cancelled: OrderEvent = { type: 'OrderStatusChanged', data: { from: 'ready', to: 'cancelled' } };
    expect(balanceAfter([placed(), received(2_000, 'cash'), cancelled])).toMatchObject({ dueCents: 0, creditCents: 2_000 });
    const encargo = placed({ specialOrder: { productId: null, depositCents: 1_500, depositRefundable: false } });
    const deposit: OrderEvent = { type: 'OrderDepositPaid', data: { amountCents: 1_500, method: 'cash', paidAt: NOW.toISOString() } };
    const kept: OrderEvent = { type: 'OrderDepositRetained', data: { amountCents: 1_500 } };
    expect(balanceAfter([encargo, deposit, cancelled, kept])).toMatchObject({ totalCents: 1_500, dueCents: 0, creditCents: 0 });
  });
});

describe('Giving money back on an order', () => {
  it('gives back what was taken at the counter, with its reason, and clears “Pagado” when it no longer covers the total', () => {
    given([placed(), received(5_000, 'cash'), { type: 'OrderDetailsCorrected', data: { changes: { isPaid: true, paymentMethod: 'cash' } } }])
      .when(refund({ amountCents: 1_000, method: 'cash', note: 'Una funda defectuosa' }))
      .then([
        { type: 'OrderRefundGiven', data: movement(1_000, 'cash', 'r-1', 'Una funda defectuosa') },
        { type: 'OrderDetailsCorrected', data: { changes: { isPaid: false } } },
      ]);
  });

  it('never gives back at the counter a deposit or a card payment, which have their own ways back', () => {
    const encargo = placed({ specialOrder: { productId: null, depositCents: 1_500, depositRefundable: true } });
    const deposit: OrderEvent = { type: 'OrderDepositPaid', data: { amountCents: 1_500, method: 'cash', paidAt: NOW.toISOString() } };
    given([encargo, deposit]).when(refund({ amountCents: 500, method: 'cash', note: 'Error' })).thenThrows(new RuleBroken(paymentMessages.nothingToRefund));
    expect(given([placed(), received(2_000, 'cash')]).when(refund({ amountCents: 500, method: 'cash' })).thenFails().message).toBe(paymentMessages.refundNoteRequired);
  });
});

describe('Delivering an order with money still due', () => {
  it('asks for the money first', () => {
    given([placed(), received(2_000, 'cash')]).when(deliver()).thenThrows(new RuleBroken(paymentMessages.owedNotAllowed(3_000, 'el pedido')));
    expect(paymentMessages.owedNotAllowed(3_000, 'el pedido')).toBe(`Quedan ${formatEuros(3_000)} pendientes de pago: cóbralos antes de entregar el pedido, o indica que quedan a deber`);
  });

  it('records what stayed owed and who allowed it, when staff let it go', () => {
    given([placed(), received(2_000, 'cash')])
      .when(deliver(true))
      .then([{ type: 'OrderStatusChanged', data: { from: 'ready', to: 'delivered', completedAt: LATER.toISOString(), deliveredAt: LATER.toISOString(), owed: { owedCents: 3_000, allowedBy: by } } }]);
  });

  it('delivers a paid order, or one marked paid by hand, with nothing asked', () => {
    const delivered: OrderEvent = { type: 'OrderStatusChanged', data: { from: 'ready', to: 'delivered', completedAt: LATER.toISOString(), deliveredAt: LATER.toISOString() } };
    given([placed(), received(5_000, 'cash')]).when(deliver()).then([delivered]);
    given([placed({ isPaid: true })]).when(deliver()).then([delivered]);
  });

  it('refuses it from the edit form too, which cannot say that it stays owed', () => {
    given([placed()])
      .when({ type: 'CorrectOrderDetails', data: { status: 'delivered' }, now: LATER })
      .thenThrows(new RuleBroken(paymentMessages.owedNotAllowed(5_000, 'el pedido')));
    // Marked paid in the same edit: nothing is owed then.
    given([placed()])
      .when({ type: 'CorrectOrderDetails', data: { status: 'delivered', isPaid: true }, now: LATER })
      .then([
        { type: 'OrderDetailsCorrected', data: { changes: { isPaid: true } } },
        { type: 'OrderStatusChanged', data: { from: 'ready', to: 'delivered', completedAt: LATER.toISOString(), deliveredAt: LATER.toISOString() } },
      ]);
  });
});

describe('The tracking page of an order', () => {
  it('says what was paid and what is pending, each payment a step without who took it', () => {
    const events = [placed(), received(2_000, 'cash')].map((event) => ({ event, at: NOW.toISOString() }));
    const view = orderTrackingView({ id: 5, events, firstName: 'Ana', terms: DEFAULT_SHOP_TERMS, now: LATER });
    expect(view.payment).toEqual({ paidCents: 2_000, dueCents: 3_000, creditCents: 0 });
    expect(view.steps.map((step) => step.label)).toContain(`Pagaste ${formatEuros(2_000)}`);
    expect(JSON.stringify(view)).not.toContain('Lucía');
  });
});
