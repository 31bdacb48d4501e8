import { Inject, Injectable } from '@nestjs/common';
import type { Knex } from '@mikro-orm/knex';
import type { EventStore, RecordedEvent } from '@taller/event-store';
import { ActivityRow } from '../activity/activity-row.entity.js';
import { EVENT_STORE } from '../event-sourcing/tokens.js';
import { MIKRO_ORM, sqliteFileOf, type ReadModels } from '../persistence/orm.js';
import { roleLabels, type Actor } from '../shared/actor.js';
import { UNLOCK_CODE_MASK } from '../secrets/unlock-code.js';
import { AUDIT_SOURCES, auditSourceOf, splitStreamId, type AuditSource } from './audit-sources.js';
import { madridDayRange, type AuditFilter, type AuditPageRequest } from './audit-filter.js';
import { auditSourceLabels } from './audit.messages.js';
import { formatAuditValue } from './audit-values.js';

/** One field an event changed, before → after, raw and as the shop reads it. */
export interface AuditChange {
  field: string;
  label: string;
  from: unknown;
  to: unknown;
  fromText: string | null;
  toText: string | null;
}

/** One event of the shop as the audit shows it: who, when, from where, which record, what happened. */
export interface AuditLine {
  /** The event's global position: the line's id and the paging cursor. */
  position: number;
  occurredAt: string;
  source: string;
  sourceLabel: string;
  actor: { key: string; id: number | null; name: string; role: string; roleLabel: string };
  record: {
    streamId: string;
    /** The stream's prefix ('repair'), as the kind filter takes it. */
    kind: string;
    /** 'Reparación'; the prefix itself for a kind nobody registered. */
    kindLabel: string;
    id: string;
    /** What the record was at that point (a device, a name), '' when unknown. */
    title: string;
    /** The back-office path that shows it, or null. */
    link: string | null;
  };
  type: string;
  /** What happened, in Spanish; the raw type when the audit does not know it. */
  label: string;
  /** false: a kind of record or event the audit has no entry for (raw type, no changes). */
  known: boolean;
  /** The record's first event: its changes are the values it was registered with, not corrections. */
  registration: boolean;
  changes: AuditChange[];
}

export interface AuditPage {
  lines: AuditLine[];
  /** The cursor of the next (older) page: `before` for the next request, null when this was the last. */
  nextBefore: number | null;
}

/**
 * The owner's audit: every event of the shop, newest first, found through the activity read
 * model (one row per event, indexed per filter) and described from the records' own streams:
 * each stream on the page is read once and folded up to its last event on the page, so each
 * line says what the event did to the record as it was then (before → after).
 */
@Injectable()
export class AuditLog {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: ReadModels,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** One page, newest first, older than `before` when given. */
  async page({ filter, before, limit }: AuditPageRequest): Promise<AuditPage> {
    const rows = await this.rows(filter, before, limit + 1);
    const more = rows.length > limit;
    const page = more ? rows.slice(0, limit) : rows;
    return { lines: await this.describe(page), nextBefore: more ? page.at(-1)!.position : null };
  }

  /** Every matching line, newest first, in batches (the CSV export and `taller audit --all`). */
  async *all(filter: AuditFilter, batch = 500): AsyncGenerator<AuditLine[]> {
    let before: number | undefined;
    for (;;) {
      const rows = await this.rows(filter, before, batch);
      if (rows.length === 0) return;
      yield await this.describe(rows);
      if (rows.length < batch) return;
      before = rows.at(-1)!.position;
    }
  }

  /**
   * The activity rows of one page: one indexed read, newest first. Through the query builder
   * rather than `em.find`: a page's 51 rows as entities cost several times the query itself.
   */
  async rows(filter: AuditFilter, before: number | undefined, limit: number): Promise<ActivityRow[]> {
    const found: Record<string, unknown>[] = await this.query(filter, before, await this.positionWindow(filter)).limit(limit);
    return found.map(activityRowOf);
  }

  /**
   * The query of a filter (a knex builder: awaiting it runs it) within a window of positions.
   * The bench reads its SQL to time it without the indexes.
   */
  query(filter: AuditFilter, before: number | undefined, window: PositionWindow = {}): Knex.QueryBuilder {
    return auditQuery(this.orm.em.getKnex(), filter, before, sqliteFileOf(this.orm) !== undefined, window);
  }

  /**
   * The positions a date range can hold, from two seeks in the occurredAt index: events are
   * recorded in time order, give or take the milliseconds of concurrent commands, so the range
   * lies between the first event a day before it starts and the last event a day after it ends,
   * widened by WINDOW_SLACK positions more. Within the window the page is read newest first by
   * position and each row's date checked, so a wide range costs no sort and a narrow old one no
   * scan of everything newer; any filter's index (actor, type…) is then read within it too.
   */
  async positionWindow(filter: AuditFilter): Promise<PositionWindow> {
    if (!filter.since && !filter.until) return {};
    const knex = this.orm.em.getKnex();
    const instant = (date: Date) => (sqliteFileOf(this.orm) ? date.getTime() : date);
    const { from, to } = madridDayRange(filter.since, filter.until);
    const window: PositionWindow = {};
    if (from) {
      const [first] = await knex('activity_rows').select('position').where('occurred_at', '>=', instant(new Date(from.getTime() - DAY_MS))).orderBy('occurred_at', 'asc').limit(1);
      // Nothing recorded since: an empty window.
      window.from = first ? Math.max(0, Number(first.position) - WINDOW_SLACK) : Number.MAX_SAFE_INTEGER;
    }
    if (to) {
      const [last] = await knex('activity_rows').select('position').where('occurred_at', '<', instant(new Date(to.getTime() + DAY_MS))).orderBy('occurred_at', 'desc').limit(1);
      window.to = last ? Number(last.position) + WINDOW_SLACK : 0;
    }
    return window;
  }

  /** The lines of these rows: each involved stream read once, folded up to its last row here. */
  async describe(rows: readonly ActivityRow[]): Promise<AuditLine[]> {
    const byStream = new Map<string, ActivityRow[]>();
    for (const row of rows) {
      if (!auditSourceOf(splitStreamId(row.streamId).prefix)) continue;
      const list = byStream.get(row.streamId);
      if (list) list.push(row);
      else byStream.set(row.streamId, [row]);
    }
    const described = new Map<number, AuditLine>();
    await Promise.all(
      [...byStream].map(async ([streamId, streamRows]) => {
        const recorded = await this.store.readStream(streamId);
        for (const line of linesOfStream(streamId, recorded, new Set(streamRows.map((r) => Number(r.position))))) {
          described.set(line.position, line);
        }
      }),
    );
    return rows.map((row) => described.get(Number(row.position)) ?? rawLine(row));
  }
}

/** Positions a date range may hold (both included): see AuditLog.positionWindow. */
export interface PositionWindow {
  from?: number;
  to?: number;
}

const DAY_MS = 86_400_000;
/** Positions added on each side of a date range's window, for events committed out of turn. */
const WINDOW_SLACK = 1_000;

/**
 * The query of a filter on the activity rows' columns, newest first: each filter has its index
 * ending with the position, so the page is read in order from one index and stops at the limit.
 * On SQLite an instant is stored as milliseconds, on PostgreSQL as a timestamp.
 */
export function auditQuery(knex: Knex, filter: AuditFilter, before: number | undefined, sqlite: boolean, window: PositionWindow = {}): Knex.QueryBuilder {
  const query = knex('activity_rows').select('*').orderBy('position', 'desc');
  if (before !== undefined) query.where('position', '<', before);
  if (filter.actor) query.where('actor_key', filter.actor);
  if (filter.recordId !== undefined) {
    const kinds = filter.kind ? [filter.kind] : AUDIT_SOURCES.map((s) => s.prefix);
    query.whereIn('stream_id', kinds.map((kind) => `${kind}-${filter.recordId}`));
  } else if (filter.kind) query.where('kind', filter.kind);
  if (filter.types?.length === 1) query.where('type', filter.types[0]!);
  else if (filter.types?.length) query.whereIn('type', filter.types);
  if (filter.source) query.where('source', filter.source);
  const { from, to } = madridDayRange(filter.since, filter.until);
  const instant = (date: Date) => (sqlite ? date.getTime() : date);
  if (window.from !== undefined) query.where('position', '>=', window.from);
  if (window.to !== undefined) query.where('position', '<=', window.to);
  // `+occurred_at` on SQLite: the same condition, checked on each row of the window read in
  // position order, rather than the whole range read from its index and sorted.
  const column = sqlite && (window.from !== undefined || window.to !== undefined) ? '+occurred_at' : 'occurred_at';
  if (from) query.whereRaw(`${column} >= ?`, [instant(from)]);
  if (to) query.whereRaw(`${column} < ?`, [instant(to)]);
  return query;
}

/** A row as the database answers it (snake case; a bigint may come as text, an instant as a number). */
function activityRowOf(row: Record<string, unknown>): ActivityRow {
  return {
    position: Number(row.position),
    streamId: String(row.stream_id),
    kind: String(row.kind),
    type: String(row.type),
    actorKey: String(row.actor_key),
    actorName: String(row.actor_name),
    actorRole: String(row.actor_role),
    source: String(row.source),
    occurredAt: new Date(row.occurred_at as string | number | Date),
  };
}

const actorOf = (actor: { id: number | null; name: string; role: string }, key: string) => ({
  key,
  id: actor.id,
  name: actor.name,
  role: actor.role,
  roleLabel: roleLabels[actor.role as Actor['role']] ?? actor.role,
});

/** A line from the activity row alone: a kind nobody registered shows its raw type. */
function rawLine(row: ActivityRow): AuditLine {
  const { prefix, recordId } = splitStreamId(row.streamId);
  const source = auditSourceOf(prefix);
  const id = /^\d+$/.test(row.actorKey) ? Number(row.actorKey) : null;
  return {
    position: Number(row.position),
    occurredAt: new Date(row.occurredAt).toISOString(),
    source: row.source,
    sourceLabel: auditSourceLabels[row.source] ?? row.source,
    actor: actorOf({ id, name: row.actorName, role: row.actorRole }, row.actorKey),
    record: { streamId: row.streamId, kind: prefix, kindLabel: source?.kind ?? prefix, id: recordId, title: '', link: source?.link(recordId) ?? null },
    type: row.type,
    label: source?.catalogue.labelOf(row.type) ?? row.type,
    known: false,
    registration: false,
    changes: [],
  };
}

/**
 * The lines of one stream's events at `positions`: the stream folded event by event, as
 * historyOf does, and stopped after the last position wanted. An event the catalogue cannot
 * read (a newer program wrote it) ends the fold: it and the later ones show their raw type.
 */
export function linesOfStream(streamId: string, recorded: readonly RecordedEvent[], positions: ReadonlySet<number>): AuditLine[] {
  const { prefix, recordId } = splitStreamId(streamId);
  const source = auditSourceOf(prefix) as AuditSource<never, { type: string; data: unknown }, unknown>;
  const label = (field: string) => source.fieldLabels[field] ?? field;
  const last = Math.max(...positions);
  const lines: AuditLine[] = [];
  let state = source.decider.initialState;
  for (const stored of recorded) {
    if (stored.position > last) break;
    let changes;
    try {
      const event = source.catalogue.parse(stored);
      changes = positions.has(stored.position) ? source.changesOf(state, event, label) : [];
      state = source.decider.evolve(state, event);
    } catch {
      break;
    }
    if (!positions.has(stored.position)) continue;
    const actor = stored.metadata.actor;
    lines.push({
      position: stored.position,
      occurredAt: stored.metadata.occurredAt,
      source: stored.metadata.source,
      sourceLabel: auditSourceLabels[stored.metadata.source] ?? stored.metadata.source,
      actor: actorOf(actor, actor.id === null ? actor.role : String(actor.id)),
      record: { streamId, kind: prefix, kindLabel: source.kind, id: recordId, title: titleOf(source, state), link: source.link(recordId) },
      type: stored.type,
      label: source.catalogue.labelOf(stored.type),
      known: source.catalogue.has(stored.type),
      registration: stored.revision === 0,
      changes: changes.map((change) => {
        const from = secretMasked(change.field, change.from);
        const to = secretMasked(change.field, change.to);
        return {
          field: change.field,
          label: change.label,
          from,
          to,
          fromText: formatAuditValue(change.field, from, source.valueLabels),
          toText: formatAuditValue(change.field, to, source.valueLabels),
        };
      }),
    });
  }
  return lines;
}

/**
 * Each kind's changesOf masks unlock codes already (history.ts); a field named like a secret is
 * masked here again, so an entry that forgets it cannot leak one into the audit or its CSV.
 */
function secretMasked(field: string, value: unknown): unknown {
  return /unlockcode|password|secret|token/i.test(field) && value !== null && value !== undefined && value !== '' ? UNLOCK_CODE_MASK : value;
}

function titleOf(source: AuditSource, state: unknown): string {
  try {
    return source.title?.(state) ?? '';
  } catch {
    return '';
  }
}
