import { z } from 'zod';
import { isCalendarDay } from '../shared/dates.js';
import type { StatusColour } from '../repair/repair.rules.js';
import { textFields } from '../shared/text.js';
import { orderMessages as m } from './order.messages.js';
import { IVA_PERCENT, orderTextLabels } from './order.labels.js';

export const ORDER_STATUSES = ['pending', 'confirmed', 'in_preparation', 'ready', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Not handed over yet: neither delivered nor cancelled (a ready order still waits for its customer). */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => status !== 'delivered' && status !== 'cancelled',
);

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  confirmed: 'Confirmado',
  in_preparation: 'En preparación',
  ready: 'Listo',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
};

/**
 * The spec's colour rules (pending amber, ready and completed green, in progress primary,
 * cancelled red). Confirmed is not among them: blue, agreed but not started. Delivered is the
 * order's "completed": green.
 */
export const orderStatusColours: Record<OrderStatus, StatusColour> = {
  pending: 'warning',
  confirmed: 'info',
  in_preparation: 'primary',
  ready: 'success',
  delivered: 'success',
  cancelled: 'error',
};

/** The payment methods of orders and the creation forms (spec §3). */
export const ORDER_PAYMENT_METHODS = ['cash', 'credit_card', 'debit_card', 'online_payment'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];
export const orderPaymentMethodLabels: Record<OrderPaymentMethod, string> = {
  cash: 'Efectivo',
  credit_card: 'Tarjeta de crédito',
  debit_card: 'Tarjeta de débito',
  online_payment: 'Pago online',
};

/** The detail screen's payment status (spec §4). */
export function orderPaymentStatusLabel(isPaid: boolean): string {
  return isPaid ? 'Pagado' : 'Pendiente de pago';
}

/** Order prices include IVA at 21 % (spec §9): `order.labels.ts`, without zod (the screens quote it). */
export { IVA_PERCENT };

/** Keeps every total within what the read models' integer columns hold (2³¹ − 1 cents). */
export const MAX_ORDER_TOTAL_CENTS = 100_000_000;

/** One product line: quantity times the unit price, in cents. */
export function orderTotalCents(quantity: number, unitPriceCents: number): number {
  return quantity * unitPriceCents;
}

export interface OrderSummary {
  /** The total without IVA. */
  baseCents: number;
  ivaCents: number;
  totalCents: number;
}

/**
 * The summary of an order whose prices include IVA: base = total / 1.21 rounded to the cent,
 * IVA the rest, so base + IVA is always the total. (total · 100 / 121 never ends in exactly
 * half a cent, so the rounding has no ties.)
 */
export function orderSummary(totalCents: number): OrderSummary {
  const baseCents = Math.round((totalCents * 100) / (100 + IVA_PERCENT));
  return { baseCents, ivaCents: totalCents - baseCents, totalCents };
}

export interface OrderStatusDates {
  /** When the order was finished: it became ready (or was delivered without passing through ready). */
  completedAt: string | null;
  /** When it was handed to the client. */
  deliveredAt: string | null;
}

const FINISHED: ReadonlySet<OrderStatus> = new Set(['ready', 'delivered']);

/**
 * What a move to `to` at instant `at` does to the order's dates: completing it (ready, or
 * delivered straight away) sets `completedAt`, delivering sets `deliveredAt`; going back to an
 * earlier status (or cancelling) clears what no longer holds. The history keeps the old dates.
 * Answers only the dates that change.
 */
export function datesOnStatusChange(current: OrderStatusDates, to: OrderStatus, at: string): Partial<OrderStatusDates> {
  const next: OrderStatusDates = {
    completedAt: FINISHED.has(to) ? (current.completedAt ?? at) : null,
    deliveredAt: to === 'delivered' ? (current.deliveredAt ?? at) : null,
  };
  const changes: Partial<OrderStatusDates> = {};
  if (next.completedAt !== current.completedAt) changes.completedAt = next.completedAt;
  if (next.deliveredAt !== current.deliveredAt) changes.deliveredAt = next.deliveredAt;
  return changes;
}

export const ORDER_TEXT_LIMITS = { name: 200, description: 2000 } as const;
/** How the screens name the text fields: `order.labels.ts`, without zod. */
export { orderTextLabels };
export const ORDER_NAME_MIN = 2;
export const ORDER_DESCRIPTION_MIN = 5;

const text = textFields({ labels: orderTextLabels, limits: ORDER_TEXT_LIMITS, multiLine: ['description'], tooLong: m.tooLong });

const quantity = z
  .number({ error: m.quantityNotPositive })
  .positive(m.quantityNotPositive)
  .int(m.quantityNotWhole);
const unitPriceCents = z
  .number({ error: m.priceNotPositive })
  .positive(m.priceNotPositive)
  .int(m.priceNotWholeCents);
const paymentMethod = z.enum(ORDER_PAYMENT_METHODS, { error: m.paymentMethodInvalid }).default('cash');
const isPaid = z.boolean({ error: m.paidInvalid }).default(false);
/** The planned delivery day, when there is one; an emptied date field clears it. */
const deliveryDate = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.string({ error: m.deliveryDateInvalid }).refine(isCalendarDay, m.deliveryDateInvalid).nullable(),
);

/** The same line total check for both forms: on the price, the field that usually makes it large. */
function totalWithinLimit(form: { quantity: number; unitPriceCents: number }, ctx: z.RefinementCtx): void {
  if (orderTotalCents(form.quantity, form.unitPriceCents) > MAX_ORDER_TOTAL_CENTS) {
    ctx.addIssue({ code: 'custom', path: ['unitPriceCents'], message: m.totalTooLarge });
  }
}

/** The spec's rules for an order being edited (back-office.md §5, "Order edit"). */
export const orderEditSchema = z
  .object({
    name: text('name', { error: m.nameTooShort }).min(ORDER_NAME_MIN, m.nameTooShort),
    description: text('description', { error: m.descriptionTooShort }).min(ORDER_DESCRIPTION_MIN, m.descriptionTooShort),
    quantity,
    unitPriceCents,
    paymentMethod,
    isPaid,
    deliveryDate,
    /** The edit form's status (spec §3); changing it is the same as the status action. */
    status: z.enum(ORDER_STATUSES, { error: m.statusInvalid }).optional(),
  })
  .superRefine(totalWithinLimit);
export type OrderEdit = z.infer<typeof orderEditSchema>;

/**
 * The spec's rules for a new order ("New order"): client, name, description, price, quantity
 * and date. A name or description given but shorter than the edit allows is refused with the
 * edit's message, so every order the shop records can be edited as it is.
 */
export const newOrderSchema = z
  .object({
    clientId: z.number({ error: m.clientRequired }).int(m.clientRequired).positive(m.clientRequired),
    name: text('name', { error: m.nameRequired }).min(1, m.nameRequired).min(ORDER_NAME_MIN, m.nameTooShort),
    description: text('description', { error: m.descriptionRequired })
      .min(1, m.descriptionRequired)
      .min(ORDER_DESCRIPTION_MIN, m.descriptionTooShort),
    quantity: quantity.default(1),
    unitPriceCents,
    paymentMethod,
    isPaid,
    /** The order's day; left out it is today (Madrid), sent empty it is missing. */
    date: z
      .string({ error: m.dateRequired })
      .trim()
      .min(1, m.dateRequired)
      .refine((day) => day === '' || isCalendarDay(day), m.dateInvalid)
      .optional(),
    deliveryDate,
  })
  .superRefine(totalWithinLimit);
export type NewOrder = z.infer<typeof newOrderSchema>;

export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: m.statusInvalid });
