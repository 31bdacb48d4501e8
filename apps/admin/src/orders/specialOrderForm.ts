import { fieldErrors, orderTotalCents, specialOrderFormSchema, specialOrderMessages } from '@taller/domain';
import type { DepositMethod } from '@taller/domain/texts';
import type { NewOrderForm } from './types';

/** The select's choice for a deposit the customer pays later (sent as `depositPaidWith: null`). */
export const PAID_LATER = 'later';

/** The encargo's fields of a new order, off and empty: no product, no deposit, refundable if one is asked. */
export const specialOrderDefaults = {
  special: false,
  productId: null,
  depositCents: null,
  depositRefundable: true,
  depositPaidWith: null,
};

const hasDeposit = (depositCents: unknown) => typeof depositCents === 'number' && depositCents !== 0;

const positiveWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * The encargo's rules, checked as the server checks them (the domain's schema and words), and
 * two the form adds: the deposit is at most the total, and when one is asked the form says
 * whether it is paid now and how (the select has no default, so nobody records money not taken).
 */
export function validateSpecialOrder(values: Record<string, unknown>): Record<string, string> {
  if (values.special !== true) return {};
  const paidWith = values.depositPaidWith === PAID_LATER ? null : values.depositPaidWith;
  const result = specialOrderFormSchema.safeParse({ ...values, depositPaidWith: paidWith });
  const errors: Record<string, string> = result.success ? {} : fieldErrors(result.error);
  const { quantity, unitPriceCents, depositCents } = values;
  if (
    !errors.depositCents &&
    positiveWhole(depositCents) &&
    positiveWhole(quantity) &&
    positiveWhole(unitPriceCents) &&
    depositCents > orderTotalCents(quantity, unitPriceCents)
  ) {
    errors.depositCents = specialOrderMessages.depositAboveTotal;
  }
  if (hasDeposit(depositCents) && (values.depositPaidWith === null || values.depositPaidWith === undefined || values.depositPaidWith === '')) {
    errors.depositPaidWith = 'resources.orders.special.form.paid_with_required';
  }
  if (!hasDeposit(depositCents)) delete errors.depositPaidWith;
  return errors;
}

/** What the create form adds to a new order for an encargo; nothing for any other order. */
export function toSpecialOrder(form: Record<string, unknown>): Partial<NewOrderForm> {
  if (form.special !== true) return {};
  const depositCents = hasDeposit(form.depositCents) ? (form.depositCents as number) : null;
  const paidWith = form.depositPaidWith;
  return {
    special: true,
    productId: typeof form.productId === 'number' ? form.productId : null,
    depositCents,
    depositRefundable: form.depositRefundable !== false,
    depositPaidWith: depositCents !== null && paidWith !== PAID_LATER && typeof paidWith === 'string' && paidWith !== '' ? (paidWith as DepositMethod) : null,
  };
}
