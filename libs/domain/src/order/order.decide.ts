import { madridDay } from '../shared/dates.js';
import type { Decider } from '../shared/decider.js';
import { assertNever } from '../shared/decider.js';
import { NotFound, RuleBroken, ValidationFailed } from '../shared/errors.js';
import { firstTracking, issueTracking, revokeTracking } from '../shared/tracking.js';
import { notifyCustomer, recordNoticeFailure, type NotifyCustomer, type RecordNoticeFailure } from '../notice/notice.js';
import { validate } from '../shared/validation.js';
import { decidePayment, decideRefund, paymentMessages, type Balance, type MoneyMovement, type MovementBy, type MovementRequest, type OwedOnCollection } from '../shared/payment.js';
import { orderBalance, orderMoneyOf, specPaymentMethodOf } from './order-balance.rules.js';
import { MAX_STOCK_MOVE } from '../product/product.labels.js';
import { productMessages } from '../product/product.messages.js';
import type { OrderDetails, OrderEvent } from './order.events.js';
import { orderMessages as m } from './order.messages.js';
import { datesOnStatusChange, MAX_ORDER_TOTAL_CENTS, newOrderSchema, OPEN_ORDER_STATUSES, orderEditSchema, orderStatusSchema, type OrderStatus } from './order.rules.js';
import {
  reservationDescription,
  reservationMessages as rm,
  reservationTitle,
  reservationTotalCents,
  type ReservationLine,
} from './reservation.rules.js';
import { evolveOrder, initialOrder, type Order } from './order.js';
import { cardPaymentMessages as pm, type CardPayment } from './card-payment.rules.js';
import {
  depositDecisionForm,
  depositMethodForm,
  depositPayable,
  specialOrderFormSchema,
  specialOrderMessages as sm,
  type SpecialOrderState,
} from './special-order.rules.js';

export type OrderCommand =
  | {
      type: 'PlaceOrder';
      /** The form as sent; checked here against the spec's rules. */
      data: Record<string, unknown> & { orderId: number };
      /** Whether the chosen client exists: the handler looks it up. */
      clientExists: boolean;
      now: Date;
      /** Its first tracking token, drawn by the server (shared/tracking.ts). */
      trackingToken?: string;
      /** For an encargo of a catalogue product (`data.special`): whether that product exists, looked up by the handler. */
      productExists?: boolean;
    }
  /**
   * A reservation for pickup: its lines priced and named from the catalogue by the handler,
   * which holds their units first (product.decide.ts), its pickup code and token drawn by the server.
   */
  | {
      type: 'PlaceReservation';
      data: { orderId: number; clientId: number; lines: ReservationLine[]; pickupCode: string; holdUntil: Date };
      clientExists: boolean;
      now: Date;
      trackingToken: string;
    }
  /** The system's sweep: an unpaid reservation past its day, not collected or cancelled. */
  | { type: 'ExpireReservation'; now: Date }
  /** The card gateway's word, signature checked by the server: this payment was authorised. */
  | { type: 'RecordCardPayment'; payment: CardPayment; now: Date }
  /** An encargo's deposit paid at the counter: `data.method` as sent. */
  | { type: 'RecordDeposit'; data: { method: unknown }; now: Date }
  /** An encargo's goods arrived; `heldUnits` of its catalogue product were received and held for it (0 when not a product). */
  | { type: 'RecordArrival'; heldUnits: number; now: Date }
  /** What the gateway answered when the shop asked for a cancelled reservation's card payment back. */
  | { type: 'RecordCardRefund'; outcome: { refunded: true } | { refunded: false; reason: string } }
  | { type: 'CorrectOrderDetails'; data: Record<string, unknown>; now: Date }
  /**
   * `deposit`: for an encargo with a paid deposit being cancelled, whether it goes back (`refund`) or stays (`retain`).
   * Delivering with money still due is refused unless `leaveOwed` says it stays owed, and `by` who allowed it.
   */
  | { type: 'ChangeOrderStatus'; data: { status: unknown; deposit?: unknown }; now: Date; leaveOwed?: boolean; by?: MovementBy }
  /** Money taken at the counter (shared/payment.ts): `{ amountCents, method, note? }`. */
  | ({ type: 'RecordOrderPayment' } & MovementRequest)
  /** Money taken at the counter given back, with its reason. */
  | ({ type: 'RecordOrderRefund' } & MovementRequest)
  | { type: 'DeleteOrder' }
  /** A new tracking link (the first, or one replacing the old), its token drawn by the server. */
  | { type: 'IssueOrderTracking'; token: string }
  | { type: 'RevokeOrderTracking' }
  | NotifyCustomer
  | RecordNoticeFailure;

type LiveOrder = Extract<Order, { exists: true }>;

/** An order that can be acted on: placed and not deleted. */
export function requireOrder(state: Order): LiveOrder {
  if (!state.exists || state.deleted) throw new NotFound(m.notFound);
  return state;
}

function placeOrder(command: Extract<OrderCommand, { type: 'PlaceOrder' }>, state: Order): OrderEvent[] {
  if (state.exists) throw new RuleBroken('El pedido ya existe');
  const { date, ...details } = validate(newOrderSchema, command.data, m.formHasErrors);
  const special = command.data['special'] === true ? validate(specialOrderFormSchema, command.data, m.formHasErrors) : null;
  if (!command.clientExists) throw new ValidationFailed({ clientId: m.clientNotFound }, m.clientNotFound);
  if (special?.depositCents != null && special.depositCents > details.quantity * details.unitPriceCents) {
    throw new ValidationFailed({ depositCents: sm.depositAboveTotal }, m.formHasErrors);
  }
  if (special && special.depositCents === null && special.depositPaidWith !== null) throw new ValidationFailed({ depositPaidWith: sm.noDeposit }, m.formHasErrors);
  if (special?.productId != null && command.productExists !== true) throw new ValidationFailed({ productId: sm.productNotFound }, m.formHasErrors);
  // Its units will arrive into stock as one movement.
  if (special?.productId != null && details.quantity > MAX_STOCK_MOVE) throw new ValidationFailed({ quantity: productMessages.quantityTooLarge }, m.formHasErrors);
  const placed: OrderEvent = {
    type: 'OrderPlaced',
    data: {
      ...details,
      orderId: command.data.orderId,
      date: date ?? madridDay(command.now),
      status: 'pending',
      ...firstTracking(command.trackingToken),
      ...(special ? { specialOrder: { productId: special.productId, depositCents: special.depositCents, depositRefundable: special.depositRefundable } } : {}),
    },
  };
  // The deposit paid at the counter as the encargo is taken.
  if (special?.depositCents != null && special.depositPaidWith !== null) {
    return [placed, { type: 'OrderDepositPaid', data: { amountCents: special.depositCents, method: special.depositPaidWith, paidAt: command.now.toISOString() } }];
  }
  return [placed];
}

/** An open encargo, or the reason it cannot be acted on. */
function requireOpenSpecialOrder(state: Order): LiveOrder & { specialOrder: SpecialOrderState } {
  const order = requireOrder(state);
  if (!order.specialOrder) throw new RuleBroken(sm.notSpecial);
  if (!OPEN_ORDER_STATUSES.includes(order.status)) throw new RuleBroken(sm.closed);
  return order as LiveOrder & { specialOrder: SpecialOrderState };
}

function recordDeposit(command: Extract<OrderCommand, { type: 'RecordDeposit' }>, state: Order): OrderEvent[] {
  const order = requireOpenSpecialOrder(state);
  const { method } = validate(depositMethodForm, { method: command.data.method }, sm.depositMethodInvalid);
  const { depositCents, deposit } = order.specialOrder;
  if (depositCents === null) throw new RuleBroken(sm.noDeposit);
  if (deposit) throw new RuleBroken(sm.depositAlreadyPaid);
  return [{ type: 'OrderDepositPaid', data: { amountCents: depositCents, method, paidAt: command.now.toISOString() } }];
}

/** The goods are in: recorded once, and the encargo is ready to collect (which tells the customer). */
function recordArrival(command: Extract<OrderCommand, { type: 'RecordArrival' }>, state: Order): OrderEvent[] {
  const order = requireOpenSpecialOrder(state);
  if (order.specialOrder.arrivedAt) throw new RuleBroken(sm.alreadyArrived);
  const arrived: OrderEvent = {
    type: 'OrderGoodsArrived',
    data: { arrivedAt: command.now.toISOString(), productId: order.specialOrder.productId, heldUnits: command.heldUnits },
  };
  return order.status === 'ready' ? [arrived] : [arrived, statusChange(order, 'ready', command.now)];
}

/**
 * Cancelling an encargo whose deposit was paid says what becomes of it: given back (at the
 * counter; a card one through the gateway, after this), or kept when it is not refundable.
 */
function depositOnCancel(order: LiveOrder, decision: unknown): OrderEvent[] {
  const special = order.specialOrder;
  if (!special?.deposit || special.depositOutcome !== null) return [];
  if (decision === undefined || decision === null || decision === '') throw new ValidationFailed({ deposit: sm.depositDecisionRequired }, sm.depositDecisionRequired);
  const { deposit: chosen } = validate(depositDecisionForm, { deposit: decision }, sm.depositDecisionInvalid);
  const { amountCents, method } = special.deposit;
  if (chosen === 'retain') {
    if (special.depositRefundable) throw new RuleBroken(sm.depositRefundable);
    return [{ type: 'OrderDepositRetained', data: { amountCents } }];
  }
  // By card: the refund is the gateway's answer (payments/card-refunds.ts), recorded when it comes.
  return method === 'online_payment' ? [] : [{ type: 'OrderDepositRefunded', data: { amountCents, method } }];
}

function placeReservation(command: Extract<OrderCommand, { type: 'PlaceReservation' }>, state: Order): OrderEvent[] {
  if (state.exists) throw new RuleBroken('El pedido ya existe');
  if (!command.clientExists) throw new ValidationFailed({ clientId: m.clientNotFound }, m.clientNotFound);
  const { orderId, clientId, lines, pickupCode, holdUntil } = command.data;
  if (lines.length === 0) throw new ValidationFailed({ lines: rm.linesRequired }, rm.linesRequired);
  const totalCents = reservationTotalCents(lines);
  if (totalCents > MAX_ORDER_TOTAL_CENTS) throw new ValidationFailed({ lines: m.totalTooLarge }, m.totalTooLarge);
  return [
    {
      type: 'OrderPlaced',
      data: {
        orderId,
        clientId,
        name: reservationTitle(lines),
        description: reservationDescription(lines),
        // The list's quantity × unit price is the reservation's total; its lines say what it holds.
        quantity: 1,
        unitPriceCents: totalCents,
        paymentMethod: 'cash',
        isPaid: false,
        // The calendar shows it on the last day it is held.
        deliveryDate: madridDay(holdUntil),
        date: madridDay(command.now),
        status: 'pending',
        ...firstTracking(command.trackingToken),
        reservation: { lines, pickupCode, holdUntil: holdUntil.toISOString() },
      },
    },
  ];
}

/** Whether the sweep may let it go: held, unpaid, open and past its day. */
export function reservationHasExpired(order: Order, now: Date): boolean {
  return (
    order.exists &&
    !order.deleted &&
    order.reservation !== null &&
    !order.isPaid &&
    OPEN_ORDER_STATUSES.includes(order.status) &&
    new Date(order.reservation.holdUntil).getTime() <= now.getTime()
  );
}

function expireReservation(command: Extract<OrderCommand, { type: 'ExpireReservation' }>, state: Order): OrderEvent[] {
  const order = requireOrder(state);
  if (!order.reservation || order.reservation.expired) return [];
  if (!reservationHasExpired(order, command.now)) throw new RuleBroken(rm.notExpirable);
  return [{ type: 'OrderReservationExpired', data: { holdUntil: order.reservation.holdUntil } }, statusChange(order, 'cancelled', command.now)];
}

/**
 * Whether a customer may start paying it by card now: an open reservation, not paid, not expired.
 * (The gateway's answer is recorded even when this no longer holds: see `recordCardPayment`.)
 */
export function reservationPayableByCard(order: Order): boolean {
  return (
    order.exists &&
    !order.deleted &&
    order.reservation !== null &&
    !order.reservation.expired &&
    !order.isPaid &&
    OPEN_ORDER_STATUSES.includes(order.status)
  );
}

/**
 * The gateway took the money: a fact, recorded once per operation (a notification sent again
 * records nothing). Recorded even if the reservation was cancelled or deleted meanwhile (it
 * expired while the customer was at the bank's page): the money is the customer's, and
 * `cardRefundDue` then says to give it back. Refused: an amount other than the reservation's
 * total, and a second operation for a reservation already paid by card.
 */
function recordCardPayment(command: Extract<OrderCommand, { type: 'RecordCardPayment' }>, state: Order): OrderEvent[] {
  if (!state.exists) throw new NotFound(pm.reservationNotFound);
  const { payment } = command;
  if (state.cardPayment?.reference === payment.reference && state.cardPayment.provider === payment.provider) return [];
  if (state.specialOrder?.depositCents != null) {
    // An encargo's deposit, paid by card from its tracking page.
    const depositCents = state.specialOrder.depositCents;
    if (payment.amountCents !== depositCents) throw new RuleBroken(pm.amountMismatch(payment.amountCents, depositCents));
    if (state.specialOrder.deposit) throw new RuleBroken(state.cardPayment ? pm.paidTwice : sm.depositAlreadyPaid);
    return [{ type: 'OrderDepositPaid', data: { amountCents: depositCents, method: 'online_payment', paidAt: command.now.toISOString(), card: payment } }];
  }
  if (!state.reservation) throw new RuleBroken(pm.notReservation);
  const totalCents = state.quantity * state.unitPriceCents;
  if (payment.amountCents !== totalCents) throw new RuleBroken(pm.amountMismatch(payment.amountCents, totalCents));
  if (state.cardPayment) throw new RuleBroken(pm.paidTwice);
  return [{ type: 'OrderPaidOnline', data: payment }];
}

/**
 * What a customer may pay by card on the site now, and for what: an open reservation's total, or
 * an open encargo's deposit not yet paid; null when nothing.
 */
export function cardPaymentAsked(order: Order): { amountCents: number; what: 'reservation' | 'deposit' } | null {
  if (reservationPayableByCard(order) && order.exists) return { amountCents: order.quantity * order.unitPriceCents, what: 'reservation' };
  if (order.exists && !order.deleted && order.specialOrder?.depositCents != null && depositPayable(order, order.specialOrder)) {
    return { amountCents: order.specialOrder.depositCents, what: 'deposit' };
  }
  return null;
}

/** The refund's outcome, once: a refund recorded is final; a failure may be followed by a later success. */
function recordCardRefund(command: Extract<OrderCommand, { type: 'RecordCardRefund' }>, state: Order): OrderEvent[] {
  if (!state.exists) throw new NotFound(m.notFound);
  const payment = state.cardPayment;
  if (!payment) throw new RuleBroken(pm.nothingToRefund);
  if (payment.refund === 'refunded') return [];
  const { provider, reference, amountCents } = payment;
  return command.outcome.refunded
    ? [{ type: 'OrderPaymentRefunded', data: { provider, reference, amountCents } }]
    : [{ type: 'OrderRefundFailed', data: { provider, reference, amountCents, reason: command.outcome.reason.slice(0, 500) } }];
}

/**
 * A reservation or encargo collected or cancelled is closed: its units were handed over or went
 * back, its deposit settled. An encargo becomes ready by arriving ('Ha llegado'), not by its status alone.
 */
function refuseIfClosedReservation(order: LiveOrder, to: OrderStatus): void {
  if (to === 'ready' && to !== order.status && order.specialOrder && !order.specialOrder.arrivedAt) throw new RuleBroken(sm.readyOnArrival);
  if (to === order.status || (order.status !== 'delivered' && order.status !== 'cancelled')) return;
  if (order.reservation) throw new RuleBroken(rm.closed);
  if (order.specialOrder) throw new RuleBroken(sm.closed);
}

const trackingIssued = (token: string): OrderEvent => ({ type: 'OrderTrackingIssued', data: { token } });

/** Moving to `to` now: the event, with the dates the move sets or clears (and what stayed owed on a delivery). */
function statusChange(order: LiveOrder, to: OrderStatus, now: Date, owed?: OwedOnCollection): OrderEvent {
  return {
    type: 'OrderStatusChanged',
    data: { from: order.status, to, ...datesOnStatusChange(order, to, now.toISOString()), ...(owed ? { owed } : {}) },
  };
}

/**
 * Records only what really changed, so the history says exactly what was corrected. A field
 * the form leaves out keeps its value: nothing is lost to a partial form.
 */
function correctOrderDetails(command: Extract<OrderCommand, { type: 'CorrectOrderDetails' }>, state: Order): OrderEvent[] {
  const order = requireOrder(state);
  const current: OrderDetails & { status: OrderStatus } = {
    name: order.name,
    description: order.description,
    quantity: order.quantity,
    unitPriceCents: order.unitPriceCents,
    paymentMethod: order.paymentMethod,
    isPaid: order.isPaid,
    deliveryDate: order.deliveryDate,
    status: order.status,
  };
  const { status, ...form } = validate(orderEditSchema, { ...current, ...command.data }, m.formHasErrors);
  const changes: Partial<OrderDetails> = {};
  for (const key of Object.keys(form) as (keyof OrderDetails)[]) {
    if (form[key] !== order[key]) Object.assign(changes, { [key]: form[key] });
  }
  // A reservation's products and total are what was held: staff may note, date and mark it paid, not re-price it.
  if (order.reservation && ('name' in changes || 'quantity' in changes || 'unitPriceCents' in changes)) throw new RuleBroken(rm.linesFixed);
  const events: OrderEvent[] = [];
  if (Object.keys(changes).length > 0) events.push({ type: 'OrderDetailsCorrected', data: { changes } });
  if (status !== undefined && status !== order.status) {
    refuseIfClosedReservation(order, status);
    if (status === 'cancelled' && order.specialOrder?.deposit && order.specialOrder.depositOutcome === null) throw new RuleBroken(sm.cancelFromButton);
    // The form cannot say that money stays owed: delivering an order that owes is the status action's.
    if (status === 'delivered') owedOnDelivery({ ...order, ...changes }, false);
    events.push(statusChange(order, status, command.now));
  }
  return events;
}

function changeOrderStatus(command: Extract<OrderCommand, { type: 'ChangeOrderStatus' }>, state: Order): OrderEvent[] {
  const order = requireOrder(state);
  const to = validate(orderStatusSchema, command.data.status, m.statusInvalid);
  refuseIfClosedReservation(order, to);
  // Sent, it must be one of the two answers, even where nothing asks it.
  const { deposit } = command.data;
  if (deposit !== undefined && deposit !== null && deposit !== '') validate(depositDecisionForm, { deposit }, sm.depositDecisionInvalid);
  if (to === order.status) return [];
  if (to === 'delivered') {
    const owedCents = owedOnDelivery(order, command.leaveOwed === true);
    return [statusChange(order, to, command.now, owedCents > 0 ? { owedCents, allowedBy: command.by ?? null } : undefined)];
  }
  return [statusChange(order, to, command.now), ...(to === 'cancelled' ? depositOnCancel(order, command.data.deposit) : [])];
}

/** Where the order's money stands, everything paid on it added up (order-balance.rules.ts). */
export function balanceOfOrder(order: LiveOrder): Balance {
  return orderBalance({ ...order, ...orderMoneyOf(order) });
}

/**
 * Handing the order over with money still due asks for it: refused unless staff say it stays
 * owed. Answers what stays owed (0 when nothing is).
 */
function owedOnDelivery(order: LiveOrder, leaveOwed: boolean): number {
  const due = balanceOfOrder(order).dueCents ?? 0;
  if (due > 0 && !leaveOwed) throw new RuleBroken(paymentMessages.owedNotAllowed(due, 'el pedido'));
  return due;
}

/**
 * The spec's 'Pagado' follows the money: set when what was paid covers the total (with the
 * method the spec knows for it, see `specPaymentMethodOf`), cleared when a refund uncovers it.
 */
function paidFlag(order: LiveOrder, netPaidCents: number, method: MoneyMovement['method']): OrderEvent[] {
  const covered = netPaidCents >= order.quantity * order.unitPriceCents;
  if (covered && !order.isPaid) {
    const paymentMethod = specPaymentMethodOf(method);
    return [{ type: 'OrderDetailsCorrected', data: { changes: { isPaid: true, ...(paymentMethod === null ? {} : { paymentMethod }) } } }];
  }
  if (!covered && order.isPaid) return [{ type: 'OrderDetailsCorrected', data: { changes: { isPaid: false } } }];
  return [];
}

const netOf = (money: { paidCents: number; refundedCents: number }) => money.paidCents - money.refundedCents;

function recordOrderPayment(command: Extract<OrderCommand, { type: 'RecordOrderPayment' }>, state: Order): OrderEvent[] {
  const order = requireOrder(state);
  const movement = decidePayment(command, order.ledger, balanceOfOrder(order));
  if (movement === null) return [];
  const paid = netOf(orderMoneyOf(order)) + movement.amountCents;
  return [{ type: 'OrderPaymentReceived', data: movement }, ...paidFlag(order, paid, movement.method)];
}

/**
 * What was taken at the counter is given back at the counter, never more: an encargo's deposit
 * goes back when it is cancelled, a card payment on the site through the gateway.
 */
function recordOrderRefund(command: Extract<OrderCommand, { type: 'RecordOrderRefund' }>, state: Order): OrderEvent[] {
  const order = requireOrder(state);
  const movement = decideRefund(command, order.ledger);
  if (movement === null) return [];
  const paid = netOf(orderMoneyOf(order)) - movement.amountCents;
  return [{ type: 'OrderRefundGiven', data: movement }, ...paidFlag(order, paid, movement.method)];
}

function deleteOrder(state: Order): OrderEvent[] {
  requireOrder(state);
  return [{ type: 'OrderDeleted', data: {} }];
}

export function decideOrder(command: OrderCommand, state: Order): OrderEvent[] {
  switch (command.type) {
    case 'PlaceOrder':
      return placeOrder(command, state);
    case 'PlaceReservation':
      return placeReservation(command, state);
    case 'ExpireReservation':
      return expireReservation(command, state);
    case 'RecordCardPayment':
      return recordCardPayment(command, state);
    case 'RecordCardRefund':
      return recordCardRefund(command, state);
    case 'RecordDeposit':
      return recordDeposit(command, state);
    case 'RecordArrival':
      return recordArrival(command, state);
    case 'CorrectOrderDetails':
      return correctOrderDetails(command, state);
    case 'ChangeOrderStatus':
      return changeOrderStatus(command, state);
    case 'RecordOrderPayment':
      return recordOrderPayment(command, state);
    case 'RecordOrderRefund':
      return recordOrderRefund(command, state);
    case 'DeleteOrder':
      return deleteOrder(state);
    case 'IssueOrderTracking':
      requireOrder(state);
      return issueTracking(command.token, trackingIssued);
    case 'RevokeOrderTracking':
      if (!state.exists) throw new NotFound(m.notFound);
      return revokeTracking(state, { type: 'OrderTrackingRevoked', data: {} });
    case 'NotifyCustomer':
      return notifyCustomer(requireOrder(state).noticesSent, command, (data) => ({ type: 'OrderCustomerNotified', data }));
    case 'RecordCustomerNoticeFailure':
      if (!state.exists) throw new NotFound(m.notFound);
      return recordNoticeFailure(state, command, (data) => ({ type: 'OrderCustomerNoticeFailed', data }));
    default:
      return assertNever(command);
  }
}

export const orderDecider: Decider<OrderCommand, OrderEvent, Order> = {
  initialState: initialOrder,
  evolve: evolveOrder,
  decide: decideOrder,
};
