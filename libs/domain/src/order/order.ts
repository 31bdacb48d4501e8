import { assertNever } from '../shared/decider.js';
import { EMPTY_NOTICE_MEMORY, rememberNotice, rememberNoticeFailure, type NoticeMemory } from '../notice/notice.js';
import type { OrderDetails, OrderEvent, OrderReservation } from './order.events.js';
import type { OrderStatus, OrderStatusDates } from './order.rules.js';
import type { CardPaymentState } from './card-payment.rules.js';

/** An order as the decider sees it: enough to decide what may happen next. */
export type Order =
  | { exists: false }
  | ({
      exists: true;
      deleted: boolean;
      orderId: number;
      clientId: number;
      date: string;
      status: OrderStatus;
      /** The customer's tracking token, while the order has a link (shared/tracking.ts). */
      tracking: string | null;
      /** A reservation for pickup (its products held in the shop), or null for an order staff placed. */
      reservation: (OrderReservation & { expired: boolean }) | null;
      /** A reservation paid by card on the site, and whether it was refunded; null otherwise. */
      cardPayment: CardPaymentState | null;
    } & OrderDetails &
      OrderStatusDates &
      NoticeMemory);

export const initialOrder: Order = { exists: false };

export function evolveOrder(state: Order, event: OrderEvent): Order {
  switch (event.type) {
    case 'OrderPlaced': {
      const { trackingToken, reservation, ...placed } = event.data;
      return {
        exists: true,
        deleted: false,
        completedAt: null,
        deliveredAt: null,
        ...EMPTY_NOTICE_MEMORY,
        ...placed,
        tracking: trackingToken ?? null,
        reservation: reservation ? { ...reservation, expired: false } : null,
        cardPayment: null,
      };
    }
    case 'OrderReservationExpired': {
      if (!state.exists || !state.reservation) return state;
      return { ...state, reservation: { ...state.reservation, expired: true } };
    }
    case 'OrderPaidOnline':
      return state.exists ? { ...state, isPaid: true, paymentMethod: 'online_payment', cardPayment: { ...event.data, refund: null } } : state;
    case 'OrderPaymentRefunded':
      // The money went back: no longer paid (the history keeps that it was).
      return state.exists && state.cardPayment ? { ...state, isPaid: false, cardPayment: { ...state.cardPayment, refund: 'refunded' } } : state;
    case 'OrderRefundFailed':
      return state.exists && state.cardPayment ? { ...state, cardPayment: { ...state.cardPayment, refund: 'failed' } } : state;
    case 'OrderDetailsCorrected':
      return state.exists ? { ...state, ...event.data.changes } : state;
    case 'OrderStatusChanged': {
      if (!state.exists) return state;
      const { from: _from, to, ...dates } = event.data;
      return { ...state, ...dates, status: to };
    }
    case 'OrderDeleted':
      return state.exists ? { ...state, deleted: true } : state;
    case 'OrderTrackingIssued':
      return state.exists ? { ...state, tracking: event.data.token } : state;
    case 'OrderTrackingRevoked':
      return state.exists ? { ...state, tracking: null } : state;
    case 'OrderCustomerNotified':
      return state.exists ? rememberNotice(state, event.data) : state;
    case 'OrderCustomerNoticeFailed':
      return state.exists ? rememberNoticeFailure(state, event.data) : state;
    default:
      return assertNever(event);
  }
}
