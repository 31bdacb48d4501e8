import { balanceOf, type Balance, type Ledger, type PaymentMethod } from '../shared/payment.js';
import type { OrderPaymentMethod, OrderStatus } from './order.rules.js';
import type { CardPaymentState } from './card-payment.rules.js';
import type { SpecialOrderState } from './special-order.rules.js';

/**
 * An order's money (issue 18): its total (quantity × unit price; a reservation's lines' total,
 * which is how it is placed) against everything the customer paid on it, whichever way: parts
 * taken at the counter, an encargo's deposit, a card payment on the site, less what was given back.
 */

/** What an order's balance is read from: the decider's state or the list's row. */
export interface OrderMoneyFacts {
  status: OrderStatus;
  quantity: number;
  unitPriceCents: number;
  isPaid: boolean;
  /** Every payment and refund, the deposit and the site's card payment included. */
  paidCents: number;
  refundedCents: number;
  specialOrder: Pick<SpecialOrderState, 'deposit' | 'depositOutcome'> | null;
}

/** What an order in the decider's state has taken and given back, all ways added up. */
export function orderMoneyOf(order: {
  ledger: Pick<Ledger, 'paidCents' | 'refundedCents'>;
  specialOrder: Pick<SpecialOrderState, 'deposit' | 'depositOutcome'> | null;
  cardPayment: CardPaymentState | null;
}): Pick<Ledger, 'paidCents' | 'refundedCents'> {
  const deposit = order.specialOrder?.deposit ?? null;
  const depositBack = deposit !== null && order.specialOrder?.depositOutcome === 'refunded' ? deposit.amountCents : 0;
  // A deposit paid by card on the site is also the order's card payment: counted once, as the deposit.
  const card = deposit?.method === 'online_payment' ? null : order.cardPayment;
  const cardBack = card?.refund === 'refunded' ? card.amountCents : 0;
  return {
    paidCents: order.ledger.paidCents + (deposit?.amountCents ?? 0) + (card?.amountCents ?? 0),
    refundedCents: order.ledger.refundedCents + depositBack + cardBack,
  };
}

/**
 * Where the order's money stands. A cancelled order owes nothing: what was paid on it is the
 * customer's, to give back, except a non-refundable deposit the shop kept (then its price).
 */
export function orderBalance(order: OrderMoneyFacts): Balance {
  const deposit = order.specialOrder?.deposit ?? null;
  const retainedCents = deposit !== null && order.specialOrder?.depositOutcome === 'retained' ? deposit.amountCents : 0;
  const totalCents = order.status === 'cancelled' ? retainedCents : order.quantity * order.unitPriceCents;
  return balanceOf(totalCents, order, order.isPaid);
}

/**
 * The spec's payment method for a counter payment: cash and card have theirs; Bizum and a
 * transfer have none among the spec's four (cash, credit card, debit card, online), so the
 * order keeps the method it had (null: no change).
 */
export function specPaymentMethodOf(method: PaymentMethod): OrderPaymentMethod | null {
  if (method === 'cash') return 'cash';
  if (method === 'card') return 'credit_card';
  return null;
}
