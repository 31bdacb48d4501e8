import {
  formatEuros,
  orderPaymentMethodLabels,
  orderStatusLabels,
  paymentMethodLabels,
  type OrderPaymentMethod,
  type OrderStatus,
  type PaymentMethod,
} from '@taller/domain';
import { depositMethodLabels, type DepositPaymentMethod } from '@taller/domain/texts';
import type { HistoryEvent } from '../providers/types';
import { orderDayText, orderInstantText } from './dates';

const YES = 'Sí';
const NO = 'No';

const euros = (value: unknown) => (typeof value === 'number' ? formatEuros(value) : String(value));

/** An encargo's terms as placed: the catalogue product (by number), the deposit asked and whether it goes back. */
function specialOrderText(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  const { productId, depositCents, depositRefundable } = value as { productId?: unknown; depositCents?: unknown; depositRefundable?: unknown };
  const product = typeof productId === 'number' ? `producto del catálogo #${productId}` : 'texto libre';
  const deposit =
    typeof depositCents === 'number'
      ? `señal de ${formatEuros(depositCents)} (${depositRefundable === false ? 'no reembolsable' : 'se devuelve si se cancela'})`
      : 'sin señal';
  return `${product}; ${deposit}`;
}

/**
 * A value of an order's "what changed", as the shop reads it: money in euros, statuses and
 * payment methods by their Spanish labels, booleans Sí/No, days as dd/mm/yyyy and instants
 * with their time; an encargo's deposit (paid, given back or kept) in euros with how it was
 * paid, its product by number. `null` means empty (the history shows '(vacío)').
 */
export function formatOrderHistoryValue(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? YES : NO;
  switch (field) {
    case 'unitPriceCents':
    case 'amountCents':
    case 'depositCents':
    case 'owedCents':
      return euros(value);
    case 'method':
    case 'depositPaidWith':
      // A deposit's method (the spec's) or a payment's at the counter (cash, card, Bizum, transfer).
      return depositMethodLabels[value as DepositPaymentMethod] ?? paymentMethodLabels[value as PaymentMethod] ?? String(value);
    case 'productId':
      return typeof value === 'number' ? `#${value}` : String(value);
    case 'specialOrder':
      return specialOrderText(value);
    case 'status':
      return orderStatusLabels[value as OrderStatus] ?? String(value);
    case 'paymentMethod':
      return orderPaymentMethodLabels[value as OrderPaymentMethod] ?? String(value);
    case 'date':
    case 'deliveryDate':
      return orderDayText(String(value));
    case 'completedAt':
    case 'deliveredAt':
    case 'paidAt':
    case 'arrivedAt':
      return orderInstantText(String(value));
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/**
 * An encargo's events and the counter's payments record what happened (a deposit paid, the
 * goods in, how much was taken and how, by whom): their values read as such, not as '(vacío) → …'.
 */
const VALUE_EVENTS = new Set(['OrderDepositPaid', 'OrderGoodsArrived', 'OrderDepositRefunded', 'OrderDepositRetained', 'OrderPaymentReceived', 'OrderRefundGiven']);

export const orderEventRecordsValues = (event: HistoryEvent): boolean => VALUE_EVENTS.has(event.type);
