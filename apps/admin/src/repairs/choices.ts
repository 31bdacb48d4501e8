import {
  REPAIR_PAYMENT_METHODS,
  REPAIR_PRICE_TYPES,
  REPAIR_STATUSES,
  repairPaymentMethodLabels,
  repairPriceTypeLabels,
  repairStatusLabels,
} from '@taller/domain';

/** Every status, labelled in Spanish by the domain (the list's filter). */
export const statusChoices = REPAIR_STATUSES.map((id) => ({ id, name: repairStatusLabels[id] }));

/**
 * The edit dropdown's statuses: 'Abandonada' is shown (an abandoned repair keeps it) but cannot
 * be chosen: it has its own action, after the final notice's date.
 */
export const editStatusChoices = REPAIR_STATUSES.map((id) => ({ id, name: repairStatusLabels[id], disabled: id === 'abandoned' }));

/** The repair editor's payment methods (cash, card, transfer, Bizum). */
export const paymentMethodChoices = REPAIR_PAYMENT_METHODS.map((id) => ({
  id,
  name: repairPaymentMethodLabels[id],
}));

/** Fixed price or a flexible estimate (the default). */
export const priceTypeChoices = REPAIR_PRICE_TYPES.map((id) => ({ id, name: repairPriceTypeLabels[id] }));
