import { z } from 'zod';
import { DEPOSIT_METHODS, DEPOSIT_DECISIONS, specialOrderMessages as m, type DepositOutcome, type DepositPaymentMethod } from './special-order.labels.js';
import { OPEN_ORDER_STATUSES, type OrderStatus } from './order.rules.js';

export * from './special-order.labels.js';

/**
 * A special order ("encargo", the spec's business rule: "a deposit may be required and may be
 * non-refundable"): staff order for a customer a product the shop does not have, perhaps one of
 * its catalogue, and may ask a deposit ("señal") paid at the counter or by card on the site.
 * When the goods arrive the customer is told; when they collect it, the rest is paid.
 */

/** What the order records when it is placed. */
export const specialOrderTerms = z.object({
  /** The catalogue product ordered, when it is one: its units arrive into stock held for this order. */
  productId: z.number().int().positive().nullable(),
  /** The deposit asked, IVA included; null when none is. */
  depositCents: z.number().int().positive().nullable(),
  /** Whether the deposit goes back if the order is cancelled. */
  depositRefundable: z.boolean(),
});
export type SpecialOrderTerms = z.infer<typeof specialOrderTerms>;

/** A deposit paid: how much, how and when (an instant, ISO 8601). */
export interface PaidDeposit {
  amountCents: number;
  method: DepositPaymentMethod;
  paidAt: string;
}

/** An encargo as the order keeps it. */
export type SpecialOrderState = SpecialOrderTerms & {
  deposit: PaidDeposit | null;
  depositOutcome: DepositOutcome | null;
  /** When the goods arrived (ISO instant), and the units then held for the order when it is a catalogue product. */
  arrivedAt: string | null;
  heldUnits: number;
};

/** Empty fields of a form count as "not given". */
const blankAsNull = (value: unknown) => (value === '' || value === undefined || value === 0 ? null : value);

/** The extra fields of the new-order form for an encargo (`special: true`). */
export const specialOrderFormSchema = z.object({
  productId: z.preprocess(blankAsNull, z.number({ error: m.productInvalid }).int(m.productInvalid).positive(m.productInvalid).nullable()),
  depositCents: z.preprocess(
    blankAsNull,
    z.number({ error: m.depositNotWhole }).int(m.depositNotWhole).positive(m.depositNotPositive).nullable(),
  ),
  depositRefundable: z.preprocess((value) => value ?? true, z.boolean({ error: m.depositRefundableInvalid })),
  depositPaidWith: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.enum(DEPOSIT_METHODS, { error: m.depositMethodInvalid }).nullable(),
  ),
});
export type SpecialOrderForm = z.infer<typeof specialOrderFormSchema>;

/** 'Registrar señal': how it was paid at the counter. */
export const depositMethodForm = z.object({ method: z.enum(DEPOSIT_METHODS, { error: m.depositMethodInvalid }) });
/** Cancelling with a deposit paid: given back, or kept. */
export const depositDecisionForm = z.object({ deposit: z.enum(DEPOSIT_DECISIONS, { error: m.depositDecisionInvalid }) });

/** What the deposit's sums need of an encargo: what was paid and what became of it. */
type DepositFacts = Pick<SpecialOrderState, 'deposit' | 'depositOutcome'>;

/** The deposit that counts towards the price: paid and not given back. */
export function depositHeldCents(special: DepositFacts | null): number {
  if (!special?.deposit || special.depositOutcome === 'refunded') return 0;
  return special.deposit.amountCents;
}

/** What the customer still owes: nothing once it is paid, else the total less the deposit they paid. */
export function balanceDueCents(order: { isPaid: boolean; quantity: number; unitPriceCents: number; status: OrderStatus }, special: DepositFacts | null): number {
  if (order.isPaid || order.status === 'cancelled') return 0;
  return Math.max(order.quantity * order.unitPriceCents - depositHeldCents(special), 0);
}

/** Whether the customer may pay the deposit now: asked, unpaid, and the encargo open. */
export function depositPayable(order: { status: OrderStatus; isPaid: boolean }, special: SpecialOrderState | null): boolean {
  return special !== null && special.depositCents !== null && special.deposit === null && !order.isPaid && OPEN_ORDER_STATUSES.includes(order.status);
}
