import { isCalendarDay, ValidationFailed } from '@taller/domain';
import { spanishSortKey } from '../shared/sort-key.js';
import { faultKeyOf } from './repair-statistics.projection.js';
import { statisticsMessages as m } from './statistics.messages.js';

/**
 * The repairs list's filters that open the list behind a figure of 'Estadísticas': the repairs
 * the figure counted, read from the same read model (`repair_stat_rows`), so the list's total is
 * the figure. Days are Madrid days, both ends included.
 */
const DAY_FILTERS = {
  entryFrom: { column: 'intake_day', op: '>=', label: 'Entrada desde' },
  entryTo: { column: 'intake_day', op: '<=', label: 'Entrada hasta' },
  completedFrom: { column: 'completed_day', op: '>=', label: 'Terminada desde' },
  completedTo: { column: 'completed_day', op: '<=', label: 'Terminada hasta' },
  quoteIssuedFrom: { column: 'quote_issued_day', op: '>=', label: 'Presupuesto desde' },
  quoteIssuedTo: { column: 'quote_issued_day', op: '<=', label: 'Presupuesto hasta' },
  abandonedFrom: { column: 'abandoned_day', op: '>=', label: 'Abandonada desde' },
  abandonedTo: { column: 'abandoned_day', op: '<=', label: 'Abandonada hasta' },
} as const;

/** A text grouped as the statistics group it: the same device type, model or fault whatever its case and accents. */
const TEXT_FILTERS = {
  device: { column: 'device_key', key: spanishSortKey, label: 'Dispositivo' },
  model: { column: 'model_key', key: spanishSortKey, label: 'Modelo' },
  fault: { column: 'fault_key', key: faultKeyOf, label: 'Avería' },
} as const;

export const QUOTE_ANSWERS = { accepted: 'accepted', rejected: 'rejected', unanswered: 'pending' } as const;

export const STATISTICS_LIST_FILTERS = [...Object.keys(DAY_FILTERS), ...Object.keys(TEXT_FILTERS), 'quoteAnswer'] as const;

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** A Spanish 400 for a value of these filters that is not a day, a text or a known answer. */
export function checkStatisticsListFilter(filter: Record<string, unknown>): void {
  const errors: Record<string, string> = {};
  for (const [name, { label }] of Object.entries(DAY_FILTERS)) {
    const value = filter[name];
    if (given(value) && (typeof value !== 'string' || !isCalendarDay(value))) errors[name] = m.dayInvalid(label);
  }
  for (const [name, { label }] of Object.entries(TEXT_FILTERS)) {
    if (given(filter[name]) && typeof filter[name] !== 'string') errors[name] = m.filterInvalid(label);
  }
  const answer = filter.quoteAnswer;
  if (given(answer) && (typeof answer !== 'string' || !Object.hasOwn(QUOTE_ANSWERS, answer))) errors.quoteAnswer = m.quoteAnswerInvalid;
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

/** `id in (select id from repair_stat_rows where …)` for the filters given (checked first), or null for none. */
export function statisticsListCondition(filter: Record<string, unknown>): { sql: string; params: string[] } | null {
  const clauses: string[] = [];
  const params: string[] = [];
  for (const [name, { column, op }] of Object.entries(DAY_FILTERS)) {
    if (!given(filter[name])) continue;
    clauses.push(`${column} ${op} ?`);
    params.push(String(filter[name]));
  }
  for (const [name, { column, key }] of Object.entries(TEXT_FILTERS)) {
    if (!given(filter[name])) continue;
    clauses.push(`${column} = ?`);
    params.push(key(String(filter[name])));
  }
  if (given(filter.quoteAnswer)) {
    clauses.push('quote_state = ?');
    params.push(QUOTE_ANSWERS[filter.quoteAnswer as keyof typeof QUOTE_ANSWERS]);
  }
  if (clauses.length === 0) return null;
  return { sql: `id in (select id from repair_stat_rows where ${clauses.join(' and ')})`, params };
}
