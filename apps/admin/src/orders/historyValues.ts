import {
  formatEuros,
  orderPaymentMethodLabels,
  orderStatusLabels,
  type OrderPaymentMethod,
  type OrderStatus,
} from '@taller/domain';
import { orderDayText, orderInstantText } from './dates';

const YES = 'Sí';
const NO = 'No';

/**
 * A value of an order's "what changed", as the shop reads it: money in euros, statuses and
 * payment methods by their Spanish labels, booleans Sí/No, days as dd/mm/yyyy and instants
 * with their time. `null` means empty (the history shows '(vacío)').
 */
export function formatOrderHistoryValue(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? YES : NO;
  switch (field) {
    case 'unitPriceCents':
      return typeof value === 'number' ? formatEuros(value) : String(value);
    case 'status':
      return orderStatusLabels[value as OrderStatus] ?? String(value);
    case 'paymentMethod':
      return orderPaymentMethodLabels[value as OrderPaymentMethod] ?? String(value);
    case 'date':
    case 'deliveryDate':
      return orderDayText(String(value));
    case 'completedAt':
    case 'deliveredAt':
      return orderInstantText(String(value));
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
