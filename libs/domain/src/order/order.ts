import { assertNever } from '../shared/decider.js';
import { EMPTY_LEDGER, withPayment, withRefund, type Ledger } from '../shared/payment.js';
import { EMPTY_NOTICE_MEMORY, rememberNotice, rememberNoticeFailure, type NoticeMemory } from '../notice/notice.js';
import type { OrderDetails, OrderEvent, OrderReservation } from './order.events.js';
import type { OrderStatus, OrderStatusDates } from './order.rules.js';
import type { CardPaymentState } from './card-payment.rules.js';
import type { SpecialOrderState } from './special-order.rules.js';

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
      /** An encargo (special-order.rules.ts): the product ordered, its deposit, and whether it arrived; null otherwise. */
      specialOrder: SpecialOrderState | null;
      /**
       * The money taken and given back at the counter (shared/payment.ts). An encargo's deposit
       * and a card payment on the site are kept above; `orderBalance` adds them up.
       */
      ledger: Ledger;
    } & OrderDetails &
      OrderStatusDates &
      NoticeMemory);

export const initialOrder: Order = { exists: false };

export function evolveOrder(state: Order, event: OrderEvent): Order {
  switch (event.type) {
    case 'OrderPlaced': {
      const { trackingToken, reservation, specialOrder, ...placed } = event.data;
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
        ledger: EMPTY_LEDGER,
        specialOrder: specialOrder ? { ...specialOrder, deposit: null, depositOutcome: null, arrivedAt: null, heldUnits: 0 } : null,
      };
    }
    case 'OrderDepositPaid': {
      if (!state.exists || !state.specialOrder) return state;
      const { amountCents, method, paidAt, card } = event.data;
      return {
        ...state,
        // A card deposit is refunded as a reservation's card payment is (payments/card-refunds.ts).
        cardPayment: card ? { ...card, refund: null } : state.cardPayment,
        specialOrder: { ...state.specialOrder, deposit: { amountCents, method, paidAt } },
      };
    }
    case 'OrderGoodsArrived':
      return state.exists && state.specialOrder ? { ...state, specialOrder: { ...state.specialOrder, arrivedAt: event.data.arrivedAt, heldUnits: event.data.heldUnits } } : state;
    case 'OrderDepositRefunded':
      return state.exists && state.specialOrder ? { ...state, specialOrder: { ...state.specialOrder, depositOutcome: 'refunded' } } : state;
    case 'OrderDepositRetained':
      return state.exists && state.specialOrder ? { ...state, specialOrder: { ...state.specialOrder, depositOutcome: 'retained' } } : state;
    case 'OrderReservationExpired': {
      if (!state.exists || !state.reservation) return state;
      return { ...state, reservation: { ...state.reservation, expired: true } };
    }
    case 'OrderPaidOnline':
      return state.exists ? { ...state, isPaid: true, paymentMethod: 'online_payment', cardPayment: { ...event.data, refund: null } } : state;
    case 'OrderPaymentRefunded':
      if (!state.exists || !state.cardPayment) return state;
      // An encargo's card deposit went back: the deposit is settled, the order's own payment untouched.
      if (state.specialOrder?.deposit?.method === 'online_payment') {
        return { ...state, cardPayment: { ...state.cardPayment, refund: 'refunded' }, specialOrder: { ...state.specialOrder, depositOutcome: 'refunded' } };
      }
      // The money went back: no longer paid (the history keeps that it was).
      return { ...state, isPaid: false, cardPayment: { ...state.cardPayment, refund: 'refunded' } };
    case 'OrderRefundFailed':
      if (!state.exists || !state.cardPayment) return state;
      return {
        ...state,
        cardPayment: { ...state.cardPayment, refund: 'failed' },
        specialOrder: state.specialOrder?.deposit?.method === 'online_payment' ? { ...state.specialOrder, depositOutcome: 'refund_failed' } : state.specialOrder,
      };
    case 'OrderPaymentReceived':
      return state.exists ? { ...state, ledger: withPayment(state.ledger, event.data) } : state;
    case 'OrderRefundGiven':
      return state.exists ? { ...state, ledger: withRefund(state.ledger, event.data) } : state;
    case 'OrderDetailsCorrected':
      return state.exists ? { ...state, ...event.data.changes } : state;
    case 'OrderStatusChanged': {
      if (!state.exists) return state;
      const { from: _from, to, owed: _owed, ...dates } = event.data;
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
