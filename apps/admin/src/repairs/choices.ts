import {
  REPAIR_PAYMENT_METHODS,
  REPAIR_PRICE_TYPES,
  REPAIR_STATUSES,
  repairPaymentMethodLabels,
  repairPriceTypeLabels,
  repairStatusLabels,
} from '@taller/domain';

/** The six statuses of the edit dropdown, labelled in Spanish by the domain. */
export const statusChoices = REPAIR_STATUSES.map((id) => ({ id, name: repairStatusLabels[id] }));

/** The repair editor's payment methods (cash, card, transfer, Bizum). */
export const paymentMethodChoices = REPAIR_PAYMENT_METHODS.map((id) => ({
  id,
  name: repairPaymentMethodLabels[id],
}));

/** Fixed price or a flexible estimate (the default). */
export const priceTypeChoices = REPAIR_PRICE_TYPES.map((id) => ({ id, name: repairPriceTypeLabels[id] }));
