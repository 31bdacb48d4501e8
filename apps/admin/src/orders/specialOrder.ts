import { DEPOSIT_METHODS, depositMethodLabels } from '@taller/domain/texts';
import type { Order, OrderSpecial } from './types';

/** An order that is an encargo: a product ordered for the customer, perhaps with a deposit. */
export type SpecialOrder = Order & { specialOrder: OrderSpecial };

export const isSpecialOrder = (order: Order | undefined): order is SpecialOrder => Boolean(order?.specialOrder);

/** Delivered or cancelled: its units left or went back, its deposit settled; the server refuses any other status (409). */
export const isClosedSpecialOrder = (order: Order | undefined): boolean =>
  isSpecialOrder(order) && (order.status === 'delivered' || order.status === 'cancelled');

/** Asked, not paid yet, and the encargo open: staff may record it at the counter. */
export const depositOwed = (order: SpecialOrder): boolean =>
  order.specialOrder.depositCents !== null && order.specialOrder.deposit === null && !isClosedSpecialOrder(order);

/** Awaited and the encargo open: staff may say it has arrived. */
export const goodsAwaited = (order: SpecialOrder): boolean => order.specialOrder.arrivedAt === null && !isClosedSpecialOrder(order);

/**
 * Paid and not yet given back or kept: cancelling must say what becomes of it (the server
 * refuses a cancel without `deposit`, 400).
 */
export const depositAwaitingDecision = (order: Order | undefined): order is SpecialOrder =>
  isSpecialOrder(order) && order.specialOrder.deposit !== null && order.specialOrder.depositOutcome === null;

/** The units of a catalogue product held for the encargo once it arrived (they go back on sale if it is cancelled). */
export const heldForOrder = (order: SpecialOrder): number =>
  order.specialOrder.productId !== null && order.specialOrder.arrivedAt !== null ? order.quantity : 0;

/** How a deposit is paid at the counter: cash, credit card, debit card. */
export const depositMethodChoices = DEPOSIT_METHODS.map((id) => ({ id, name: depositMethodLabels[id] }));
