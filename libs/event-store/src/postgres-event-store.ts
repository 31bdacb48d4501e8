import pg from 'pg';
import {
  WrongExpectedRevision,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from './event-store.js';
import { checkExpected } from './expected-revision.js';

const CHANNEL = 'taller_events';
const UNIQUE_VIOLATION = '23505';

/** The tables of the PostgreSQL engine (also what the benchmark's raw ceiling writes to). */
export const POSTGRES_EVENT_STORE_SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    position       bigserial PRIMARY KEY,
    stream_id      text    NOT NULL,
    revision       integer NOT NULL,
    event_id       uuid    NOT NULL UNIQUE,
    type           text    NOT NULL,
    schema_version integer NOT NULL,
    data           jsonb   NOT NULL,
    metadata       jsonb   NOT NULL,
    transaction_id xid8    NOT NULL DEFAULT pg_current_xact_id(),
    UNIQUE (stream_id, revision)
  );
  CREATE TABLE IF NOT EXISTS sequences (
    kind  text PRIMARY KEY,
    value bigint NOT NULL
  );
`;

/**
 * Appends take turns, from before their positions are drawn until they commit, so that a
 * position never commits after a higher one. Without it two appends could draw positions in
 * one order and transaction ids in the other (the id is taken at the first write, after the
 * position's `nextval`), and `readAll`'s `pg_snapshot_xmin` rule would hand out the higher
 * position while the lower was still in flight: a follower past it would never see that event
 * (the crash test caught a read model missing one).
 */
const APPEND_LOCK = 7262004;

const APPEND = `
  WITH locked AS (
    SELECT pg_advisory_xact_lock(${APPEND_LOCK}) AS ok
  ), current AS (
    SELECT max(revision) AS revision FROM events WHERE stream_id = $1
  ), allowed AS (
    SELECT revision FROM current, locked
     WHERE CASE $2::text
             WHEN 'any' THEN true
             WHEN 'no_stream' THEN revision IS NULL
             WHEN 'stream_exists' THEN revision IS NOT NULL
             ELSE revision = $3::integer
           END
  ), inserted AS (
    INSERT INTO events (stream_id, revision, event_id, type, schema_version, data, metadata)
    SELECT $1, coalesce(a.revision, -1) + e.ord, e.id, e.type, e.schema_version, e.data::jsonb, e.metadata::jsonb
      FROM allowed a,
           unnest($4::uuid[], $5::text[], $6::integer[], $7::text[], $8::text[])
             WITH ORDINALITY AS e(id, type, schema_version, data, metadata, ord)
    RETURNING position, revision
  )
  SELECT (SELECT revision FROM current) AS current,
         max(position) AS position,
         max(revision) AS last,
         (SELECT pg_notify('${CHANNEL}', '') WHERE EXISTS (SELECT 1 FROM inserted)) AS notified
    FROM inserted`;

interface EventRow {
  position: string;
  stream_id: string;
  revision: number;
  event_id: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: RecordedEvent['metadata'];
}

export interface PostgresEventStoreOptions {
  /** A fallback look at the log while someone listens, in case a notification was missed (ms). */
  pollIntervalMs?: number;
  poolSize?: number;
}

/**
 * The PostgreSQL engine. Positions come from a sequence, so they are handed out in insert
 * order, not commit order: a transaction that took position 10 may commit after the one
 * that took 11. Readers of the global log therefore only see events of transactions older
 * than every transaction still running (`pg_snapshot_xmin`), so a projection never moves
 * past an event that is about to appear behind it.
 */
export class PostgresEventStore implements EventStore {
  private readonly pool: pg.Pool;
  private readonly ready: Promise<void>;
  private readonly listeners = new Set<() => void>();
  private readonly pollIntervalMs: number;
  private listener: pg.Client | undefined;
  private poller: NodeJS.Timeout | undefined;
  private lastSeenHead = 0;
  private closed = false;

  constructor(connectionString: string, options: PostgresEventStoreOptions = {}) {
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.pool = new pg.Pool({ connectionString, max: options.poolSize ?? 10 });
    this.pool.on('error', () => {
      // An idle client lost its connection: the pool replaces it.
    });
    this.ready = this.createSchema();
  }

  /** Creates the tables once, even with several processes starting together. */
  private async createSchema(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(7262000)');
      await client.query(POSTGRES_EVENT_STORE_SCHEMA);
    } finally {
      await client.query('SELECT pg_advisory_unlock(7262000)').catch(() => undefined);
      client.release();
    }
  }

  async init(): Promise<void> {
    await this.ready;
  }

  /**
   * One statement, one round trip: check the stream's revision, insert the events after it,
   * and notify listeners at commit. Two writers that checked the same revision collide on
   * the (stream, revision) key; the loser gets WrongExpectedRevision.
   */
  async append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    await this.ready;
    if (events.length === 0) {
      const current = await this.streamRevision(this.pool, streamId);
      checkExpected(streamId, expected, current);
      return { nextExpectedRevision: current ?? -1, position: await this.headPosition() };
    }
    const mode = typeof expected === 'number' ? 'revision' : expected;
    for (;;) {
      try {
        const { rows } = await this.pool.query<{ current: number | null; position: string | null; last: number | null }>(
          APPEND,
          [
            streamId,
            mode,
            typeof expected === 'number' ? expected : null,
            events.map((e) => e.id),
            events.map((e) => e.type),
            events.map((e) => e.schemaVersion),
            events.map((e) => JSON.stringify(e.data)),
            events.map((e) => JSON.stringify(e.metadata)),
          ],
        );
        const { current, position, last } = rows[0]!;
        if (position === null) throw new WrongExpectedRevision(streamId, expected, current ?? 'no_stream');
        return { nextExpectedRevision: last!, position: Number(position) };
      } catch (error) {
        const { code, constraint } = error as { code?: string; constraint?: string };
        const lostRace = code === UNIQUE_VIOLATION && constraint !== 'events_event_id_key';
        if (!lostRace) throw error;
        // Another writer took the same revision first: with 'any', try again on top of it.
        if (expected === 'any') continue;
        const actual = await this.streamRevision(this.pool, streamId);
        throw new WrongExpectedRevision(streamId, expected, actual ?? 'no_stream');
      }
    }
  }

  private async streamRevision(client: pg.Pool | pg.PoolClient, streamId: string): Promise<number | null> {
    const { rows } = await client.query<{ revision: number | null }>(
      'SELECT max(revision) AS revision FROM events WHERE stream_id = $1',
      [streamId],
    );
    return rows[0]!.revision;
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    await this.ready;
    const { rows } = await this.pool.query<EventRow>(
      'SELECT * FROM events WHERE stream_id = $1 AND revision >= $2 ORDER BY revision',
      [streamId, fromRevision],
    );
    return rows.map(toRecorded);
  }

  async readAll(after: number, limit: number): Promise<RecordedEvent[]> {
    await this.ready;
    const { rows } = await this.pool.query<EventRow>(
      `SELECT * FROM events
        WHERE position > $1 AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY position LIMIT $2`,
      [after, limit],
    );
    return rows.map(toRecorded);
  }

  async headPosition(): Promise<number> {
    await this.ready;
    const { rows } = await this.pool.query<{ position: string | null }>('SELECT max(position) AS position FROM events');
    return Number(rows[0]!.position ?? 0);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) void this.startListening();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stopListening();
    };
  }

  async nextId(kind: string): Promise<number> {
    await this.ready;
    const { rows } = await this.pool.query<{ value: string }>(
      `INSERT INTO sequences (kind, value) VALUES ($1, 1)
       ON CONFLICT (kind) DO UPDATE SET value = sequences.value + 1 RETURNING value`,
      [kind],
    );
    return Number(rows[0]!.value);
  }

  async advanceSequence(kind: string, value: number): Promise<void> {
    await this.ready;
    await this.pool.query(
      `INSERT INTO sequences (kind, value) VALUES ($1, $2)
       ON CONFLICT (kind) DO UPDATE SET value = greatest(sequences.value, excluded.value)`,
      [kind, value],
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopListening();
    this.listeners.clear();
    await this.ready.catch(() => undefined);
    await this.pool.end().catch(() => undefined);
  }

  private notify(): void {
    for (const listener of this.listeners) queueMicrotask(listener);
  }

  /** LISTEN on a connection of its own; a slow poll covers a dropped connection. */
  private async startListening(): Promise<void> {
    await this.ready.catch(() => undefined);
    if (this.closed || this.listeners.size === 0) return;
    this.poller ??= setInterval(() => void this.pollHead(), this.pollIntervalMs);
    this.poller.unref();
    if (this.listener) return;
    const client = new pg.Client({ connectionString: (this.pool.options as { connectionString: string }).connectionString });
    this.listener = client;
    client.on('notification', () => this.notify());
    client.on('error', () => {
      if (this.listener === client) this.listener = undefined;
      void client.end().catch(() => undefined);
      if (!this.closed && this.listeners.size > 0) setTimeout(() => void this.startListening(), 500).unref();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch {
      client.emit('error', new Error('LISTEN falló'));
    }
  }

  private async pollHead(): Promise<void> {
    if (this.closed) return;
    const head = await this.headPosition().catch(() => this.lastSeenHead);
    if (head !== this.lastSeenHead) {
      this.lastSeenHead = head;
      this.notify();
    }
  }

  private stopListening(): void {
    clearInterval(this.poller);
    this.poller = undefined;
    const client = this.listener;
    this.listener = undefined;
    if (client) {
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
    }
  }
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    revision: row.revision,
    position: Number(row.position),
    type: row.type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
  };
}
