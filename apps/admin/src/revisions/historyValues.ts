import {
  formatDay,
  revisionMotiveLabels,
  revisionStatusLabels,
  type RevisionMotive,
  type RevisionStatus,
} from '@taller/domain';

/**
 * A value of a revision's history as the shop reads it: statuses and motives by their Spanish
 * labels, days as dd/mm/yyyy, the repair it became as its number, booleans Sí/No.
 * `null` means "no value" (the history shows it as empty).
 */
export function formatRevisionHistoryValue(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  switch (field) {
    case 'status':
      return revisionStatusLabels[value as RevisionStatus] ?? String(value);
    case 'motive':
      return revisionMotiveLabels[value as RevisionMotive] ?? String(value);
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value) : String(value);
    case 'repairId':
      return `#${String(value)}`;
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
