import { clientStatusLabels, formatDay, type ClientStatus } from '@taller/domain';

/**
 * A value of a client's history as the shop reads it: the status by its Spanish label, days
 * as dd/mm/yyyy. `null` means "no value" (the history shows it as empty).
 */
export function formatClientHistoryValue(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (field) {
    case 'status':
      return clientStatusLabels[value as ClientStatus] ?? String(value);
    case 'registrationDate':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value) : String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
