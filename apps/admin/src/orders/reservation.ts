import { madridDay } from '@taller/domain/dates';
import type { Order, OrderReservation } from './types';

/** An order that is a reservation for pickup made on the web. */
export type ReservationOrder = Order & { reservation: OrderReservation };

export const isReservation = (order: Order | undefined): order is ReservationOrder => Boolean(order?.reservation);

/**
 * Collected or cancelled (by staff, or by the system once its day passed unpaid): its units left
 * with the customer or went back, so the server refuses any other status (409).
 */
export const isClosedReservation = (order: Order | undefined): boolean =>
  isReservation(order) && (order.status === 'delivered' || order.status === 'cancelled');

/** The units a reservation holds, all lines together. */
export const reservedUnits = (reservation: OrderReservation): number => reservation.lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * How near the end of its hold an open reservation is, on Madrid's calendar: past the instant,
 * its last day today, or later. Only meaningful while it is open.
 */
export function holdState(holdUntil: string | null, now: Date = new Date()): 'past' | 'today' | 'later' | 'unknown' {
  if (!holdUntil || Number.isNaN(Date.parse(holdUntil))) return 'unknown';
  if (Date.parse(holdUntil) <= now.getTime()) return 'past';
  return madridDay(holdUntil) === madridDay(now) ? 'today' : 'later';
}
