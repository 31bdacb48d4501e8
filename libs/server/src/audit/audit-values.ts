import { formatDay, formatEuros, formatMadridDateTime } from '@taller/domain';

const YES = 'Sí';
const NO = 'No';
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A value of an audit line's "before → after" as the shop reads it, the same for the screen,
 * the CSV and the CLI: labels of coded values (a status) from the kind's `valueLabels`, money in
 * euros (fields ending in `Cents`), days dd/mm/yyyy, instants in Madrid time, Sí/No. `null`
 * means empty. Unlock codes arrive already masked by each kind's changesOf.
 */
export function formatAuditValue(field: string, value: unknown, valueLabels: Record<string, Record<string, string>> = {}): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? YES : NO;
  if (typeof value === 'number' && field.endsWith('Cents')) return formatEuros(value);
  if (typeof value === 'string') {
    const labelled = valueLabels[field]?.[value];
    if (labelled) return labelled;
    if (DAY.test(value)) return formatDay(value);
    if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatMadridDateTime(value);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => formatAuditValue(field, item, valueLabels) ?? '').join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
