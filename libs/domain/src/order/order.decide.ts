import { madridDay } from '../shared/dates.js';
import type { Decider } from '../shared/decider.js';
import { assertNever } from '../shared/decider.js';
import { NotFound, RuleBroken, ValidationFailed } from '../shared/errors.js';
import { firstTracking, issueTracking, revokeTracking } from '../shared/tracking.js';
import { notifyCustomer, recordNoticeFailure, type NotifyCustomer, type RecordNoticeFailure } from '../notice/notice.js';
import { validate } from '../shared/validation.js';
import type { OrderDetails, OrderEvent } from './order.events.js';
import { orderMessages as m } from './order.messages.js';
import { datesOnStatusChange, newOrderSchema, orderEditSchema, orderStatusSchema, type OrderStatus } from './order.rules.js';
import { evolveOrder, initialOrder, type Order } from './order.js';

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
  const events: OrderEvent[] = [];
  if (Object.keys(changes).length > 0) events.push({ type: 'OrderDetailsCorrected', data: { changes } });
  if (status !== undefined && status !== order.status) events.push(statusChange(order, status, command.now));
  return events;
}

function changeOrderStatus(command: Extract<OrderCommand, { type: 'ChangeOrderStatus' }>, state: Order): OrderEvent[] {
  const order = requireOrder(state);
  const to = validate(orderStatusSchema, command.data.status, m.statusInvalid);
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
