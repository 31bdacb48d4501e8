/** One field an event changed, as GET /api/audit answers it. */
export interface AuditChange {
  field: string;
  label: string;
  from: unknown;
  to: unknown;
  fromText: string | null;
  toText: string | null;
}

/** One event of the shop (libs/server/src/audit/audit-log.ts). */
export interface AuditLine {
  position: number;
  occurredAt: string;
  source: string;
  sourceLabel: string;
  actor: { key: string; id: number | null; name: string; role: string; roleLabel: string };
  record: { streamId: string; kind: string; kindLabel: string; id: string; title: string; link: string | null };
  type: string;
  label: string;
  known: boolean;
  registration: boolean;
  changes: AuditChange[];
}

export interface AuditPage {
  lines: AuditLine[];
  nextBefore: number | null;
}

export interface AuditFilterOptions {
  kinds: { kind: string; label: string }[];
  types: { type: string; label: string; kind: string }[];
  actors: { key: string; name: string; roleLabel: string }[];
  sources: { source: string; label: string }[];
}

/** The filters the screen keeps in its address (`?kind=repair&recordId=12`), so Back and a link keep them. */
export const AUDIT_FILTER_KEYS = ['actor', 'kind', 'recordId', 'type', 'source', 'since', 'until'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];
export type AuditFilters = Partial<Record<AuditFilterKey, string>>;
