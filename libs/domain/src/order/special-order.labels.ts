/*
 * The Spanish words of special orders ("encargos") and their deposits, without zod, so the
 * back-office's translations can take them (`@taller/domain/texts`). The rules are in
 * `special-order.rules.ts`.
 */

/** How a deposit is paid at the counter (by card on the site it is `online_payment`). */
export const DEPOSIT_METHODS = ['cash', 'credit_card', 'debit_card'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
export type DepositPaymentMethod = DepositMethod | 'online_payment';

export const depositMethodLabels: Record<DepositPaymentMethod, string> = {
  cash: 'Efectivo',
  credit_card: 'Tarjeta de crédito',
  debit_card: 'Tarjeta de débito',
  online_payment: 'Tarjeta, en la web',
};

/** What became of a paid deposit when the encargo was cancelled. */
export const DEPOSIT_OUTCOMES = ['refunded', 'retained', 'refund_failed'] as const;
export type DepositOutcome = (typeof DEPOSIT_OUTCOMES)[number];
export const depositOutcomeLabels: Record<DepositOutcome, string> = {
  refunded: 'Señal devuelta',
  retained: 'Señal retenida (no reembolsable)',
  refund_failed: 'La devolución de la señal con tarjeta falló: devuélvela desde el TPV',
};

/** What staff decide for a paid deposit when cancelling: give it back, or keep it (non-refundable only). */
export const DEPOSIT_DECISIONS = ['refund', 'retain'] as const;
export type DepositDecision = (typeof DEPOSIT_DECISIONS)[number];

export const specialOrderMessages = {
  notSpecial: 'Este pedido no es un encargo',
  noDeposit: 'Este encargo no pide señal',
  depositAlreadyPaid: 'La señal de este encargo ya está pagada',
  depositNotWhole: 'La señal debe indicarse en céntimos enteros',
  depositNotPositive: 'La señal debe ser mayor que 0',
  depositAboveTotal: 'La señal no puede superar el total del encargo',
  depositRefundableInvalid: 'Indica si la señal se devuelve al cancelar',
  depositMethodInvalid: 'Indica cómo se pagó la señal: efectivo, tarjeta de crédito o tarjeta de débito',
  productInvalid: 'Elige un producto del catálogo o déjalo en blanco',
  productNotFound: 'Ese producto no está en el catálogo',
  closed: 'Este encargo ya está cerrado (entregado o cancelado)',
  alreadyArrived: 'Este encargo ya consta como recibido en la tienda',
  depositDecisionRequired: 'Indica si se devuelve la señal o se queda en la tienda',
  depositDecisionInvalid: 'Indica «refund» (se devuelve) o «retain» (se queda en la tienda)',
  depositRefundable: 'La señal de este encargo es reembolsable: hay que devolverla',
  cancelFromButton: 'Este encargo tiene una señal pagada: cancélalo con el botón «Cancelar» para decir qué pasa con la señal',
  depositNotPayable: 'La señal de este encargo ya está pagada o el encargo está cerrado',
  readyOnArrival: 'Un encargo pasa a «Listo» cuando llega: pulsa «Ha llegado», que da entrada a sus unidades y avisa al cliente',
} as const;
