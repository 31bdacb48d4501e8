import { formatMadridDateTime } from '@taller/domain';
import type { AuditFilter } from './audit-filter.js';
import type { AuditLine, AuditLog } from './audit-log.js';

/**
 * The audit as a CSV file that Excel opens right in Spain: UTF-8 with a byte-order mark (without
 * it Excel reads the file as Windows-1252 and 'Reparación' comes out as 'ReparaciÃ³n'), `;`
 * between fields (Spanish Excel takes the comma as the decimal separator, so it splits a
 * comma-separated file only on `;`) and CRLF line ends (RFC 4180).
 */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
const CRLF = '\r\n';

export const AUDIT_CSV_HEADERS = [
  'Fecha y hora',
  'Quién',
  'Rol',
  'Origen',
  'Tipo de registro',
  'Registro',
  'Qué es',
  'Qué pasó',
  'Cambios',
  'Tipo de evento',
  'Posición',
] as const;

/**
 * One field: quoted when it holds the separator, a quote or a line break (quotes doubled), and
 * a text that would start a formula in a spreadsheet (=, +, -, @, tab, CR) is prefixed with an
 * apostrophe, so a client's name cannot run as one (OWASP "CSV injection").
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** "Estado: Pendiente → En curso; Precio: 10,00 € → 12,00 €", or the values set by a registration. */
export function changesText(line: AuditLine): string {
  return line.changes
    .map((change) => {
      const to = change.toText ?? '(vacío)';
      return line.registration ? `${change.label}: ${to}` : `${change.label}: ${change.fromText ?? '(vacío)'} → ${to}`;
    })
    .join('; ');
}

export function auditCsvRow(line: AuditLine): string {
  return [
    formatMadridDateTime(line.occurredAt),
    line.actor.name,
    line.actor.roleLabel,
    line.sourceLabel,
    line.record.kindLabel,
    line.record.id,
    line.record.title,
    line.label,
    changesText(line),
    line.type,
    String(line.position),
  ]
    .map(csvCell)
    .join(CSV_SEPARATOR);
}

/** The whole file, in chunks as the rows are read: every line that matches, newest first. */
export async function* auditCsv(audit: AuditLog, filter: AuditFilter): AsyncGenerator<string> {
  yield `${CSV_BOM}${AUDIT_CSV_HEADERS.map(csvCell).join(CSV_SEPARATOR)}${CRLF}`;
  for await (const lines of audit.all(filter)) {
    yield lines.map((line) => `${auditCsvRow(line)}${CRLF}`).join('');
  }
}
