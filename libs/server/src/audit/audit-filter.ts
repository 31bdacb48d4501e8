import { isCalendarDay, isCleanText, madridInstant, addDays, ValidationFailed } from '@taller/domain';
import { auditMessages } from './audit.messages.js';

export const AUDIT_SOURCES_OF_CHANGE = ['api', 'cli', 'system'] as const;
export type AuditSourceOfChange = (typeof AUDIT_SOURCES_OF_CHANGE)[number];

/** What the audit is asked for: every field narrows; none means every event. */
export interface AuditFilter {
  /** An account's id, or 'cli' / 'system' (ActivityRow.actorKey). */
  actor?: string;
  /** A stream prefix: 'repair', 'client'… */
  kind?: string;
  /** The record's id within its kind (the part after the prefix). */
  recordId?: string;
  /** Event types (any of them). */
  types?: string[];
  source?: AuditSourceOfChange;
  /** Madrid days, both included. */
  since?: string;
  until?: string;
}

export interface AuditPageRequest {
  filter: AuditFilter;
  /** Only events older than this global position (keyset paging); none: from the newest. */
  before?: number;
  limit: number;
}

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;
const MAX_TYPES = 50;

const ACTOR = /^(?:[1-9]\d{0,14}|cli|system)$/;
const KIND = /^[a-z][a-z0-9_]{0,39}$/;
const RECORD_ID = /^[A-Za-z0-9][A-Za-z0-9_.:@-]{0,79}$/;
const TYPE = /^[A-Z][A-Za-z0-9]{0,99}$/;
const POSITION = /^[1-9]\d{0,15}$/;

const KNOWN = new Set(['actor', 'kind', 'recordId', 'type', 'source', 'since', 'until', 'before', 'limit']);
const LABELS: Record<string, string> = {
  actor: 'Quién', kind: 'Tipo de registro', recordId: 'Registro', type: 'Tipo de evento', source: 'Origen',
  since: 'Desde', until: 'Hasta', before: 'Antes de', limit: 'Cuántos',
};

/**
 * The audit's query, as the API receives it (`?actor=3&kind=repair&since=2026-11-01`) and the
 * CLI passes it: every value a short clean text of a known shape, or a Spanish 400 naming it.
 * `type` may repeat or be a comma-separated list.
 */
export function parseAuditQuery(query: Record<string, unknown>, { paging = true }: { paging?: boolean } = {}): AuditPageRequest {
  const errors: Record<string, string> = {};
  const text = (name: string): string | undefined => {
    const value = query[name];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string' || value.length > 2000 || !isCleanText(value)) {
      errors[name] ??= auditMessages.notText(LABELS[name] ?? name);
      return undefined;
    }
    return value.trim() === '' ? undefined : value.trim();
  };
  for (const name of Object.keys(query)) {
    if (!KNOWN.has(name) || (!paging && (name === 'before' || name === 'limit'))) {
      errors[isCleanText(name) && name.length <= 100 ? name : 'filter'] ??= auditMessages.unknownParameter(isCleanText(name) ? name.slice(0, 100) : '?');
    }
  }
  const filter: AuditFilter = {};
  const actor = text('actor');
  if (actor !== undefined) {
    if (ACTOR.test(actor)) filter.actor = actor;
    else errors.actor = auditMessages.invalidActor;
  }
  const kind = text('kind');
  if (kind !== undefined) {
    if (KIND.test(kind)) filter.kind = kind;
    else errors.kind = auditMessages.invalidKind;
  }
  const recordId = text('recordId');
  if (recordId !== undefined) {
    if (RECORD_ID.test(recordId)) filter.recordId = recordId;
    else errors.recordId = auditMessages.invalidRecordId;
  }
  const rawTypes = query.type;
  if (rawTypes !== undefined && rawTypes !== '') {
    const list = Array.isArray(rawTypes) ? rawTypes : [rawTypes];
    if (!list.every((t) => typeof t === 'string' && t.length <= 5000 && isCleanText(t))) errors.type = auditMessages.notText(LABELS.type!);
    else {
      const types = (list as string[]).flatMap((t) => t.split(',')).map((t) => t.trim()).filter(Boolean);
      if (types.length > MAX_TYPES) errors.type = auditMessages.tooManyTypes;
      else if (!types.every((t) => TYPE.test(t))) errors.type = auditMessages.invalidType;
      else if (types.length > 0) filter.types = [...new Set(types)];
    }
  }
  const source = text('source');
  if (source !== undefined) {
    if ((AUDIT_SOURCES_OF_CHANGE as readonly string[]).includes(source)) filter.source = source as AuditSourceOfChange;
    else errors.source = auditMessages.invalidSource;
  }
  for (const name of ['since', 'until'] as const) {
    const day = text(name);
    if (day === undefined) continue;
    if (isCalendarDay(day)) filter[name] = day;
    else errors[name] = auditMessages.invalidDay(LABELS[name]!);
  }
  if (filter.since && filter.until && filter.until < filter.since) errors.until = auditMessages.untilBeforeSince;

  let before: number | undefined;
  const beforeText = text('before');
  if (beforeText !== undefined) {
    if (POSITION.test(beforeText) && Number.isSafeInteger(Number(beforeText))) before = Number(beforeText);
    else errors.before = auditMessages.invalidBefore;
  }
  let limit = AUDIT_PAGE_DEFAULT;
  const limitText = text('limit');
  if (limitText !== undefined) {
    const n = Number(limitText);
    if (/^\d{1,4}$/.test(limitText) && n >= 1 && n <= AUDIT_PAGE_MAX) limit = n;
    else errors.limit = auditMessages.invalidLimit(AUDIT_PAGE_MAX);
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors, Object.values(errors)[0] ?? auditMessages.invalidFilters);
  return { filter, before, limit };
}

/** A Madrid day range as instants: from the first instant of `since` to the first of the day after `until`. */
export function madridDayRange(since: string | undefined, until: string | undefined): { from?: Date; to?: Date } {
  return {
    from: since ? madridInstant(since, '00:00') : undefined,
    to: until ? madridInstant(addDays(until, 1), '00:00') : undefined,
  };
}
