import { z } from 'zod';
import { formatEuros } from '../shared/money.js';
import type { Order } from './order.js';

/**
 * A reservation paid by card on the site (issue 17): the customer pays at the card gateway of
 * the shop's bank, which tells the server it was authorised; the shop records the payment once,
 * and if the reservation is then cancelled it asks the gateway for the money back and records
 * how that went (refunded, or failed with the reason, so staff can refund by hand).
 */
export const CARD_PAYMENT_PROVIDERS = ['redsys'] as const;
export type CardPaymentProvider = (typeof CARD_PAYMENT_PROVIDERS)[number];

export const cardPaymentProviderLabels: Record<CardPaymentProvider, string> = { redsys: 'Redsys (TPV virtual del banco)' };

export const cardPaymentMessages = {
  notReservation: 'Solo las reservas de la web se pagan con tarjeta',
  alreadyPaid: 'Esta reserva ya está pagada',
  notPayable: 'Esta reserva ya está cerrada (recogida, cancelada o caducada): ya no se puede pagar',
  amountMismatch: (paidCents: number, totalCents: number) =>
    `El importe cobrado (${formatEuros(paidCents)}) no coincide con el total de la reserva (${formatEuros(totalCents)}): no se registra`,
  paidTwice: 'Esta reserva ya se pagó con otra operación de tarjeta: la nueva no se registra; devuélvela desde el TPV',
  nothingToRefund: 'Esta reserva no tiene un pago con tarjeta que devolver',
  /** The customer's answer when the shop has no card gateway configured: the truth, and what to do. */
  unavailable: 'El pago con tarjeta en la web no está disponible: paga tu reserva en la tienda al recogerla.',
  reservationNotFound: 'Reserva no encontrada',
} as const;

/** What the gateway says was authorised, checked by the server against its signature. */
export const cardPayment = z.object({
  provider: z.enum(CARD_PAYMENT_PROVIDERS),
  /** The operation's number at the gateway (Redsys' Ds_Order): one per attempt to pay. */
  reference: z.string().min(1).max(40),
  amountCents: z.number().int().positive(),
  /** The bank's authorisation code, what the shop quotes to the bank about it. */
  authorisation: z.string().max(40),
});
export type CardPayment = z.infer<typeof cardPayment>;

/** A refund asked of the gateway for the payment `reference`. */
export const cardRefund = z.object({
  provider: z.enum(CARD_PAYMENT_PROVIDERS),
  reference: z.string().min(1).max(40),
  amountCents: z.number().int().positive(),
});
export const cardRefundFailure = cardRefund.extend({
  /** Why, in the gateway's words or ours: what staff need to refund it by hand. */
  reason: z.string().max(500),
});

/** What became of a card payment: taken, then perhaps refunded (or the refund failed). */
export type CardPaymentState = CardPayment & { refund: 'refunded' | 'failed' | null };

/**
 * Whether the shop owes the customer their card payment back: paid by card, not refunded nor
 * tried, and the reservation cancelled (by staff, or expired while the customer was paying) or deleted.
 */
export function cardRefundDue(order: Order): boolean {
  return (
    order.exists &&
    order.cardPayment !== null &&
    order.cardPayment.refund === null &&
    (order.deleted || order.status === 'cancelled') &&
    // An encargo's non-refundable deposit the shop kept on cancelling.
    order.specialOrder?.depositOutcome !== 'retained'
  );
}
