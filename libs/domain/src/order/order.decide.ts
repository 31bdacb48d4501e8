import { madridDay } from '../shared/dates.js';
import type { Decider } from '../shared/decider.js';
import { assertNever } from '../shared/decider.js';
import { NotFound, RuleBroken, ValidationFailed } from '../shared/errors.js';
import { firstTracking, issueTracking, revokeTracking } from '../shared/tracking.js';
import { notifyCustomer, recordNoticeFailure, type NotifyCustomer, type RecordNoticeFailure } from '../notice/notice.js';
import { validate } from '../shared/validation.js';
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
  | { type: 'RecordCardPayment'; payment: CardPayment }
  /** What the gateway answered when the shop asked for a cancelled reservation's card payment back. */
  | { type: 'RecordCardRefund'; outcome: { refunded: true } | { refunded: false; reason: string } }
  | { type: 'CorrectOrderDetails'; data: Record<string, unknown>; now: Date }
  | { type: 'ChangeOrderStatus'; data: { status: unknown }; now: Date }
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
  if (!command.clientExists) throw new ValidationFailed({ clientId: m.clientNotFound }, m.clientNotFound);
  return [
    {
      type: 'OrderPlaced',
      data: {
        ...details,
        orderId: command.data.orderId,
        date: date ?? madridDay(command.now),
        status: 'pending',
        ...firstTracking(command.trackingToken),
      },
    },
  ];
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
  if (!state.reservation) throw new RuleBroken(pm.notReservation);
  const { payment } = command;
  if (state.cardPayment?.reference === payment.reference && state.cardPayment.provider === payment.provider) return [];
  const totalCents = state.quantity * state.unitPriceCents;
  if (payment.amountCents !== totalCents) throw new RuleBroken(pm.amountMismatch(payment.amountCents, totalCents));
  if (state.cardPayment) throw new RuleBroken(pm.paidTwice);
  return [{ type: 'OrderPaidOnline', data: payment }];
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

/** A reservation collected or cancelled is closed: its units were handed over or went back. */
function refuseIfClosedReservation(order: LiveOrder, to: OrderStatus): void {
  if (order.reservation && to !== order.status && (order.status === 'delivered' || order.status === 'cancelled')) throw new RuleBroken(rm.closed);
}

const trackingIssued = (token: string): OrderEvent => ({ type: 'OrderTrackingIssued', data: { token } });

/** Moving to `to` now: the event, with the dates the move sets or clears. */
function statusChange(order: LiveOrder, to: OrderStatus, now: Date): OrderEvent {
  return {
    type: 'OrderStatusChanged',
    data: { from: order.status, to, ...datesOnStatusChange(order, to, now.toISOString()) },
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
    events.push(statusChange(order, status, command.now));
  }
  return events;
}

function changeOrderStatus(command: Extract<OrderCommand, { type: 'ChangeOrderStatus' }>, state: Order): OrderEvent[] {
  const order = requireOrder(state);
  const to = validate(orderStatusSchema, command.data.status, m.statusInvalid);
  refuseIfClosedReservation(order, to);
  return to === order.status ? [] : [statusChange(order, to, command.now)];
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
    case 'CorrectOrderDetails':
      return correctOrderDetails(command, state);
    case 'ChangeOrderStatus':
      return changeOrderStatus(command, state);
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
