import { z } from 'zod';
import { defineEvent, EventCatalogue, type EventOf } from '../shared/event.js';
import { firstTrackingToken, trackingIssued, trackingMessages, trackingRevoked } from '../shared/tracking.js';
import { customerNoticeFailed, customerNotified, noticeMessages } from '../notice/notice.js';
import { ORDER_PAYMENT_METHODS, ORDER_STATUSES } from './order.rules.js';
import { orderFieldLabels } from './order.labels.js';
import { reservationLine } from './reservation.rules.js';
import { cardPayment, cardRefund, cardRefundFailure } from './card-payment.rules.js';
import { DEPOSIT_METHODS, specialOrderTerms } from './special-order.rules.js';
import { moneyMovement, owedOnCollection } from '../shared/payment.js';

/** What staff can correct on an order after placing it. */
export const orderDetails = z.object({
  name: z.string(),
  description: z.string(),
  quantity: z.number().int().positive(),
  unitPriceCents: z.number().int().positive(),
  paymentMethod: z.enum(ORDER_PAYMENT_METHODS),
  isPaid: z.boolean(),
  /** The planned delivery day (`YYYY-MM-DD`), what the work calendar shows. */
  deliveryDate: z.string().nullable(),
});
export type OrderDetails = z.infer<typeof orderDetails>;

const status = z.enum(ORDER_STATUSES);

/**
 * A reservation for pickup (issue 17): the products held for the customer (each line with the
 * name and price it had), the code they give at the counter, and until when the units are held
 * unless it is paid. Absent on an order staff place for a customer.
 */
export const orderReservation = z.object({
  lines: z.array(reservationLine).min(1),
  pickupCode: z.string(),
  /** An instant, ISO 8601. */
  holdUntil: z.string(),
});
export type OrderReservation = z.infer<typeof orderReservation>;

const orderEventDefinitions = [
  defineEvent(
    'OrderPlaced',
    orderDetails.extend({
      orderId: z.number().int().positive(),
      clientId: z.number().int().positive(),
      /** The order's day (`YYYY-MM-DD`, Madrid). */
      date: z.string(),
      status,
      /** Its first tracking link (shared/tracking.ts); absent before links existed. */
      trackingToken: firstTrackingToken,
      reservation: orderReservation.optional(),
      /** An encargo (special-order.rules.ts): the product ordered and the deposit asked. */
      specialOrder: specialOrderTerms.optional(),
    }),
    'Pedido creado',
  ),
  /** An encargo's deposit paid: at the counter (how), or by card on the site (the gateway's operation). */
  defineEvent(
    'OrderDepositPaid',
    z.object({
      amountCents: z.number().int().positive(),
      method: z.enum([...DEPOSIT_METHODS, 'online_payment']),
      /** An instant, ISO 8601. */
      paidAt: z.string(),
      card: cardPayment.optional(),
    }),
    'Señal pagada',
  ),
  /** The goods of an encargo arrived; a catalogue product's units were received and held for it. */
  defineEvent('OrderGoodsArrived', z.object({ arrivedAt: z.string(), productId: z.number().int().positive().nullable(), heldUnits: z.number().int().nonnegative() }), 'Encargo recibido en la tienda'),
  /** A cancelled encargo's deposit, given back at the counter (a card one goes back through the gateway). */
  defineEvent('OrderDepositRefunded', z.object({ amountCents: z.number().int().positive(), method: z.enum([...DEPOSIT_METHODS, 'online_payment']) }), 'Señal devuelta'),
  /** A cancelled encargo's non-refundable deposit, kept by the shop. */
  defineEvent('OrderDepositRetained', z.object({ amountCents: z.number().int().positive() }), 'Señal retenida (no reembolsable)'),
  /** An unpaid reservation not collected in time: the system cancels it and its units go back. */
  defineEvent('OrderReservationExpired', z.object({ holdUntil: z.string() }), 'Reserva caducada'),
  /** The card gateway authorised the customer's payment of a reservation (card-payment.rules.ts). */
  defineEvent('OrderPaidOnline', cardPayment, 'Pagado con tarjeta en la web'),
  /** The gateway gave the card payment back (the reservation was cancelled or deleted). */
  defineEvent('OrderPaymentRefunded', cardRefund, 'Pago con tarjeta devuelto'),
  /** The gateway did not give it back: staff refund it by hand, with this reason in view. */
  defineEvent('OrderRefundFailed', cardRefundFailure, 'Devolución del pago con tarjeta fallida'),
  defineEvent('OrderDetailsCorrected', z.object({ changes: orderDetails.partial() }), 'Datos corregidos'),
  defineEvent(
    'OrderStatusChanged',
    z.object({
      from: status,
      to: status,
      /** Present when the move sets or clears it (an instant, ISO 8601). */
      completedAt: z.string().nullable().optional(),
      deliveredAt: z.string().nullable().optional(),
      /**
       * Delivered with money still due: how much stayed owed and who allowed it (shared/payment.ts).
       * Absent otherwise, and on every delivery recorded before payments were (they owed nothing known).
       */
      owed: owedOnCollection.optional(),
    }),
    'Estado cambiado',
  ),
  /** Money taken on the order at the counter: a part, the rest (shared/payment.ts). */
  defineEvent('OrderPaymentReceived', moneyMovement, 'Cobro registrado'),
  /** Money given back to the customer at the counter, with the reason. */
  defineEvent('OrderRefundGiven', moneyMovement, 'Devolución registrada'),
  defineEvent('OrderDeleted', z.object({}), 'Pedido eliminado'),
  /** The customer's tracking link (shared/tracking.ts): a new token, replacing any the order had. */
  defineEvent('OrderTrackingIssued', trackingIssued, trackingMessages.issued),
  defineEvent('OrderTrackingRevoked', trackingRevoked, trackingMessages.revoked),
  /** A notice the shop gave on one of the steps it chose (notice/notice.ts). */
  defineEvent('OrderCustomerNotified', customerNotified, noticeMessages.customerNotified),
  defineEvent('OrderCustomerNoticeFailed', customerNoticeFailed, noticeMessages.deliveryFailed),
] as const;

export type OrderEvent = EventOf<typeof orderEventDefinitions>;
export const orderEvents = new EventCatalogue<OrderEvent>(orderEventDefinitions);

/** Spanish names of the fields, for the history screen's "what changed": `order.labels.ts`, without zod. */
export { orderFieldLabels };
