import { RuleBroken, ValidationFailed } from '../shared/errors.js';
import { replay } from '../shared/decider.js';
import { specFor } from '../testing/given-when-then.js';
import { orderTrackingView } from '../tracking/tracking-view.js';
import { DEFAULT_SHOP_TERMS } from '../shop/shop.profile.js';
import { cardRefundDue, type CardPayment } from './card-payment.rules.js';
import { cardPaymentAsked, orderDecider, type OrderCommand } from './order.decide.js';
import type { OrderEvent } from './order.events.js';
import { balanceDueCents, specialOrderMessages as sm } from './special-order.rules.js';

const given = specFor(orderDecider);
const NOW = new Date('2026-11-22T10:00:00Z');
const LATER = new Date('2026-11-26T16:30:00Z');

const form = { clientId: 3, name: 'Funda MagSafe iPhone 15 Pro', description: 'Funda de cuero marrón, la pide la clienta', quantity: 1, unitPriceCents: 4990 };
const place = (data: Record<string, unknown>, productExists?: boolean): OrderCommand => ({
  type: 'PlaceOrder',
  data: { orderId: 12, ...form, special: true, ...data },
  clientExists: true,
  productExists,
  now: NOW,
});

const placedWith = (specialOrder: { productId: number | null; depositCents: number | null; depositRefundable: boolean }): OrderEvent => ({
  type: 'OrderPlaced',
  data: { orderId: 12, ...form, paymentMethod: 'cash', isPaid: false, deliveryDate: null, date: '2026-11-22', status: 'pending', specialOrder },
});
const nonRefundable = placedWith({ productId: 7, depositCents: 2000, depositRefundable: false });
const refundable = placedWith({ productId: null, depositCents: 1500, depositRefundable: true });
const paidCash: OrderEvent = { type: 'OrderDepositPaid', data: { amountCents: 2000, method: 'cash', paidAt: NOW.toISOString() } };
const card: CardPayment = { provider: 'redsys', reference: '00000012XyZw', amountCents: 1500, authorisation: '654321' };
const paidByCard: OrderEvent = { type: 'OrderDepositPaid', data: { amountCents: 1500, method: 'online_payment', paidAt: NOW.toISOString(), card } };
const cancel = (deposit?: unknown): OrderCommand => ({ type: 'ChangeOrderStatus', data: { status: 'cancelled', ...(deposit !== undefined ? { deposit } : {}) }, now: LATER });
const moved = (from: string, to: string, dates: Record<string, string | null> = {}): OrderEvent =>
  ({ type: 'OrderStatusChanged', data: { from, to, ...dates } }) as OrderEvent;

describe('Taking an encargo', () => {
  it('records the product ordered and the deposit asked, not refundable when staff say so', () => {
    given([]).when(place({ productId: 7, depositCents: 2000, depositRefundable: false }, true)).then([nonRefundable]);
  });

  it('records the deposit paid at the counter as the encargo is taken, at that moment', () => {
    given([])
      .when(place({ productId: 7, depositCents: 2000, depositRefundable: false, depositPaidWith: 'cash' }, true))
      .then([nonRefundable, paidCash]);
  });

  it('takes a product that is not in the catalogue, and a deposit refundable unless said otherwise', () => {
    given([]).when(place({ productId: null, depositCents: 1500 })).then([refundable]);
  });

  it('takes an encargo without a deposit (empty fields are "none")', () => {
    given([])
      .when(place({ productId: '', depositCents: '', depositPaidWith: '' }))
      .then([placedWith({ productId: null, depositCents: null, depositRefundable: true })]);
  });

  it('refuses a deposit above the total, of a fraction of a cent or negative, and a paid deposit never asked', () => {
    expect((given([]).when(place({ depositCents: 5000 })).thenFails() as ValidationFailed).errors).toEqual({ depositCents: sm.depositAboveTotal });
    expect((given([]).when(place({ depositCents: 10.5 })).thenFails() as ValidationFailed).errors).toEqual({ depositCents: sm.depositNotWhole });
    expect((given([]).when(place({ depositCents: -3 })).thenFails() as ValidationFailed).errors).toEqual({ depositCents: sm.depositNotPositive });
    expect((given([]).when(place({ depositPaidWith: 'cash' })).thenFails() as ValidationFailed).errors).toEqual({ depositPaidWith: sm.noDeposit });
  });

  it('refuses hostile values in Spanish: a product that is not there, a method of payment that is not one, wrong types', () => {
    expect((given([]).when(place({ productId: 99 }, false)).thenFails() as ValidationFailed).errors).toEqual({ productId: sm.productNotFound });
    expect((given([]).when(place({ depositCents: 100, depositPaidWith: 'bitcoin' })).thenFails() as ValidationFailed).errors).toEqual({
      depositPaidWith: sm.depositMethodInvalid,
    });
    const wrong = given([]).when(place({ productId: 'x\u0000', depositCents: { a: 1 }, depositRefundable: 'sí' })).thenFails() as ValidationFailed;
    expect(wrong.errors).toEqual({ productId: sm.productInvalid, depositCents: sm.depositNotWhole, depositRefundable: sm.depositRefundableInvalid });
  });
});

describe('The deposit', () => {
  it('is paid at the counter once, in a way the shop takes', () => {
    given([nonRefundable])
      .when({ type: 'RecordDeposit', data: { method: 'debit_card' }, now: LATER })
      .then([{ type: 'OrderDepositPaid', data: { amountCents: 2000, method: 'debit_card', paidAt: LATER.toISOString() } }]);
    given([nonRefundable, paidCash]).when({ type: 'RecordDeposit', data: { method: 'cash' }, now: LATER }).thenThrows(new RuleBroken(sm.depositAlreadyPaid));
    given([nonRefundable]).when({ type: 'RecordDeposit', data: { method: 'online_payment' }, now: LATER }).thenThrows(sm.depositMethodInvalid);
  });

  it('cannot be paid on an encargo that asks none, on an ordinary order, or on one closed', () => {
    given([placedWith({ productId: null, depositCents: null, depositRefundable: true })])
      .when({ type: 'RecordDeposit', data: { method: 'cash' }, now: LATER })
      .thenThrows(new RuleBroken(sm.noDeposit));
    const ordinary: OrderEvent = { type: 'OrderPlaced', data: { ...(nonRefundable.data as object), specialOrder: undefined } } as OrderEvent;
    given([ordinary]).when({ type: 'RecordDeposit', data: { method: 'cash' }, now: LATER }).thenThrows(new RuleBroken(sm.notSpecial));
    given([nonRefundable, moved('pending', 'cancelled')]).when({ type: 'RecordDeposit', data: { method: 'cash' }, now: LATER }).thenThrows(new RuleBroken(sm.closed));
  });

  it('is paid by card on the site for exactly its amount, once per operation', () => {
    expect(cardPaymentAsked(replay(orderDecider, [refundable]))).toEqual({ amountCents: 1500, what: 'deposit' });
    given([refundable]).when({ type: 'RecordCardPayment', payment: card, now: NOW }).then([paidByCard]);
    given([refundable, paidByCard]).when({ type: 'RecordCardPayment', payment: card, now: LATER }).then([]);
    given([refundable]).when({ type: 'RecordCardPayment', payment: { ...card, amountCents: 4990 }, now: NOW }).thenThrows('no coincide');
    given([refundable, paidByCard])
      .when({ type: 'RecordCardPayment', payment: { ...card, reference: '00000012Other' }, now: NOW })
      .thenThrows('ya se pagó con otra operación');
    expect(cardPaymentAsked(replay(orderDecider, [refundable, paidByCard]))).toBeNull();
  });

  it('counts towards the price: the balance is the total less the deposit paid, nothing once paid in full', () => {
    const state = replay(orderDecider, [nonRefundable, paidCash]);
    if (!state.exists) throw new Error('placed');
    expect(balanceDueCents(state, state.specialOrder)).toBe(2990);
    const full = replay(orderDecider, [nonRefundable, paidCash, { type: 'OrderDetailsCorrected', data: { changes: { isPaid: true } } }]);
    if (!full.exists) throw new Error('placed');
    expect(balanceDueCents(full, full.specialOrder)).toBe(0);
  });
});

describe('The goods arrive', () => {
  it('are the only way an encargo becomes ready: the status alone is refused, from the buttons or the edit form', () => {
    given([nonRefundable]).when({ type: 'ChangeOrderStatus', data: { status: 'ready' }, now: LATER }).thenThrows(new RuleBroken(sm.readyOnArrival));
    const { orderId: _o, clientId: _c, date: _d, status: _s, specialOrder: _so, ...details } = nonRefundable.data as Record<string, unknown>;
    given([nonRefundable]).when({ type: 'CorrectOrderDetails', data: { ...details, status: 'ready' }, now: LATER }).thenThrows(new RuleBroken(sm.readyOnArrival));
    given([nonRefundable]).when({ type: 'ChangeOrderStatus', data: { status: 'in_preparation' }, now: LATER }).then([moved('pending', 'in_preparation')]);
  });

  it('are recorded once with the units held, and the encargo becomes ready (which tells the customer)', () => {
    given([nonRefundable, paidCash])
      .when({ type: 'RecordArrival', heldUnits: 1, now: LATER })
      .then([
        { type: 'OrderGoodsArrived', data: { arrivedAt: LATER.toISOString(), productId: 7, heldUnits: 1 } },
        moved('pending', 'ready', { completedAt: LATER.toISOString() }),
      ]);
    const arrived: OrderEvent = { type: 'OrderGoodsArrived', data: { arrivedAt: LATER.toISOString(), productId: 7, heldUnits: 1 } };
    given([nonRefundable, arrived]).when({ type: 'RecordArrival', heldUnits: 1, now: LATER }).thenThrows(new RuleBroken(sm.alreadyArrived));
  });
});

describe('Cancelling an encargo whose deposit was paid', () => {
  it('asks what becomes of the deposit', () => {
    const error = given([nonRefundable, paidCash]).when(cancel()).thenFails() as ValidationFailed;
    expect(error.errors).toEqual({ deposit: sm.depositDecisionRequired });
    given([nonRefundable, paidCash]).when(cancel('tirarla')).thenThrows(sm.depositDecisionInvalid);
  });

  it('keeps a non-refundable deposit when staff say so, and gives it back when they choose to', () => {
    given([nonRefundable, paidCash])
      .when(cancel('retain'))
      .then([moved('pending', 'cancelled'), { type: 'OrderDepositRetained', data: { amountCents: 2000 } }]);
    given([nonRefundable, paidCash])
      .when(cancel('refund'))
      .then([moved('pending', 'cancelled'), { type: 'OrderDepositRefunded', data: { amountCents: 2000, method: 'cash' } }]);
  });

  it('never keeps a refundable one', () => {
    const paid: OrderEvent = { type: 'OrderDepositPaid', data: { amountCents: 1500, method: 'cash', paidAt: NOW.toISOString() } };
    given([refundable, paid]).when(cancel('retain')).thenThrows(new RuleBroken(sm.depositRefundable));
  });

  it('leaves a card deposit to the gateway: owed back until the refund is recorded, not when it is kept', () => {
    given([refundable, paidByCard]).when(cancel('refund')).then([moved('pending', 'cancelled')]);
    expect(cardRefundDue(replay(orderDecider, [refundable, paidByCard, moved('pending', 'cancelled')]))).toBe(true);
    const kept = placedWith({ productId: null, depositCents: 1500, depositRefundable: false });
    expect(cardRefundDue(replay(orderDecider, [kept, paidByCard, moved('pending', 'cancelled'), { type: 'OrderDepositRetained', data: { amountCents: 1500 } }]))).toBe(false);
  });

  it('is not done from the edit form, which cannot ask; and a closed encargo does not reopen', () => {
    const { orderId: _o, clientId: _c, date: _d, status: _s, specialOrder: _so, ...details } = nonRefundable.data as Record<string, unknown>;
    given([nonRefundable, paidCash])
      .when({ type: 'CorrectOrderDetails', data: { ...details, status: 'cancelled' }, now: LATER })
      .thenThrows(new RuleBroken(sm.cancelFromButton));
    given([nonRefundable, paidCash, moved('pending', 'cancelled'), { type: 'OrderDepositRetained', data: { amountCents: 2000 } }])
      .when({ type: 'ChangeOrderStatus', data: { status: 'pending' }, now: LATER })
      .thenThrows(new RuleBroken(sm.closed));
  });

  it('without a deposit paid, cancels as any order does; an answer about the deposit must still be one of the two', () => {
    given([nonRefundable]).when(cancel()).then([moved('pending', 'cancelled')]);
    given([nonRefundable]).when(cancel('refund')).then([moved('pending', 'cancelled')]);
    given([nonRefundable]).when(cancel('refund\u0000')).thenThrows(sm.depositDecisionInvalid);
  });
});

describe('What the customer sees on the tracking page', () => {
  const at = (events: OrderEvent[]) => events.map((event, index) => ({ event, at: new Date(NOW.getTime() + index * 60_000).toISOString() }));

  it('the deposit owed, whether it goes back, and that the shop waits for it', () => {
    const view = orderTrackingView({ id: 12, firstName: 'Lucía', terms: DEFAULT_SHOP_TERMS, now: LATER, events: at([nonRefundable]) });
    expect(view.status.label).toBe('Encargado: falta la señal');
    expect(view.specialOrder).toEqual({
      depositCents: 2000,
      depositRefundable: false,
      depositPaidCents: 0,
      arrived: false,
      totalCents: 4990,
      balanceCents: 4990,
      depositPayable: true,
    });
    expect(view.steps.map((step) => step.label)).toEqual(['Encargo registrado']);
  });

  it('the deposit paid and the goods arrived, with what is left to pay', () => {
    const arrived: OrderEvent = { type: 'OrderGoodsArrived', data: { arrivedAt: LATER.toISOString(), productId: 7, heldUnits: 1 } };
    const view = orderTrackingView({ id: 12, firstName: 'Lucía', terms: DEFAULT_SHOP_TERMS, now: LATER, events: at([nonRefundable, paidCash, arrived, moved('pending', 'ready', { completedAt: LATER.toISOString() })]) });
    expect(view.status.label).toBe('Ha llegado: listo para recoger');
    expect(view.specialOrder).toMatchObject({ depositPaidCents: 2000, arrived: true, balanceCents: 2990, depositPayable: false });
    expect(view.steps.map((step) => step.label)).toEqual(['Encargo registrado', 'Señal pagada en la tienda', 'Ha llegado a la tienda', 'Listo para recoger']);
  });
});
