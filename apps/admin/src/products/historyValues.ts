import { formatEuros } from '@taller/domain/money';
import { productCategoryLabels, productFieldLabels, type ProductCategory } from '@taller/domain/texts';
import type { HistoryEvent } from '../providers/types';

/**
 * A value of a product's "what changed", as the shop reads it: the price in euros, the category
 * by its name, devices as a list, Sí/No. `null` means empty (the history shows '(vacío)').
 */
export function formatProductHistoryValue(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  switch (field) {
    case 'priceCents':
      return typeof value === 'number' ? formatEuros(value) : String(value);
    case 'category':
      return productCategoryLabels[value as ProductCategory] ?? String(value);
    case 'compatibleModels':
      return Array.isArray(value) ? (value.length > 0 ? value.join(', ') : null) : String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** The words that came with a movement: a delivery's note, an adjustment's reason ('Nota: albarán 123'). */
export function productEventNote(event: HistoryEvent): string | null {
  const { note, reason } = event.data ?? {};
  if (typeof reason === 'string' && reason !== '') return `${productFieldLabels.reason}: ${reason}`;
  if (typeof note === 'string' && note !== '') return `${productFieldLabels.note}: ${note}`;
  return null;
}
