import {
  formatDay,
  formatEuros,
  paymentMethodLabels,
  repairPaymentMethodLabels,
  repairPriceTypeLabels,
  repairStatusLabels,
  type RepairPaymentMethod,
  type RepairPriceType,
  type RepairStatus,
  type PaymentMethod,
} from '@taller/domain';
import { priceTexts } from '../i18n/prices.es';
import type { HistoryEvent } from '../providers/types';

const YES = 'Sí';
const NO = 'No';

/**
 * A value of the history's "what changed", as the shop reads it: money in euros, statuses
 * and payment methods by their Spanish labels, booleans Sí/No, days as dd/mm/yyyy.
 * `undefined` means the value was not given; an empty value is `null`.
 */
export function formatHistoryValue(field: string, value: unknown): string | null {
  // No price is not an empty field: it is still to be set, as the albarán says.
  if (field === 'priceCents' && value === null) return priceTexts.toBeSet;
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? YES : NO;
  switch (field) {
    case 'priceCents':
    case 'amountCents':
    case 'owedCents':
      return typeof value === 'number' ? formatEuros(value) : String(value);
    case 'method':
      return paymentMethodLabels[value as PaymentMethod] ?? String(value);
    case 'status':
      return repairStatusLabels[value as RepairStatus] ?? String(value);
    case 'paymentMethod':
      return repairPaymentMethodLabels[value as RepairPaymentMethod] ?? String(value);
    case 'priceType':
      return repairPriceTypeLabels[value as RepairPriceType] ?? String(value);
    case 'entryDate':
    case 'collectedDay':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value) : String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/**
 * A payment, a refund and the handover record what happened (how much, how, who; what stayed
 * owed and who allowed it): their values read as such, not as '(vacío) → …'.
 */
const VALUE_EVENTS = new Set(['RepairPaymentReceived', 'RepairRefundGiven', 'RepairCollected']);

export const repairEventRecordsValues = (event: HistoryEvent): boolean => VALUE_EVENTS.has(event.type);
