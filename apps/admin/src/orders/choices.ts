import { ORDER_PAYMENT_METHODS, ORDER_STATUSES, orderPaymentMethodLabels, orderStatusLabels } from '@taller/domain';

/** The order's six statuses, labelled in Spanish by the domain. */
export const orderStatusChoices = ORDER_STATUSES.map((id) => ({ id, name: orderStatusLabels[id] }));

/** Cash, credit card, debit card, online payment (spec §3). */
export const orderPaymentMethodChoices = ORDER_PAYMENT_METHODS.map((id) => ({
  id,
  name: orderPaymentMethodLabels[id],
}));
