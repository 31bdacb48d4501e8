import Database from 'better-sqlite3';
import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from './event-store.js';
import { checkExpected } from './expected-revision.js';

interface PendingWrite {
  work: () => unknown;
  writesEvents: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type EventTuple = [number, string, number, string, string, number, string, string];

interface EventRow {
  position: number;
  stream_id: string;
  revision: number;
  event_id: string;
  type: string;
  schema_version: number;
  data: string;
  metadata: string;
}

/** The tables of the SQLite engine (also what the benchmark's raw ceiling writes to). */
export const SQLITE_EVENT_STORE_SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    position       INTEGER PRIMARY KEY AUTOINCREMENT,
    stream_id      TEXT    NOT NULL,
    revision       INTEGER NOT NULL,
    event_id       TEXT    NOT NULL UNIQUE,
    type           TEXT    NOT NULL,
    schema_version INTEGER NOT NULL,
    data           TEXT    NOT NULL,
    metadata       TEXT    NOT NULL,
    UNIQUE (stream_id, revision)
  );
  CREATE TABLE IF NOT EXISTS sequences (
    kind  TEXT PRIMARY KEY,
    value INTEGER NOT NULL
  );
`;

export interface SqliteEventStoreOptions {
  /** How often other processes' writes are looked for while someone listens (ms). */
  pollIntervalMs?: number;
  /** How long a call waits for another writer (a rebuild, the CLI) before failing (ms). */
  lockTimeoutMs?: number;
}

/**
 * The embedded engine: one SQLite file in WAL mode with `synchronous=FULL`, so an append
 * that returned survives a power cut. SQLite lets one writer in at a time, so global
 * positions are handed out in commit order and a reader can never skip a late commit.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly listeners = new Set<() => void>();
  private readonly pollIntervalMs: number;
  private readonly lockTimeoutMs: number;
  private poller: NodeJS.Timeout | undefined;
  private lastDataVersion = 0;
  /** Times a call found the file locked by another writer and waited to try again (for the metrics). */
  busyWaits = 0;

  private readonly statements: {
    streamRevision: Database.Statement<[string], { revision: number | null }>;
    insert: Database.Statement;
    readStream: Database.Statement<[string], EventRow>;
    readStreamFrom: Database.Statement<[string, number], EventRow>;
    readAll: Database.Statement<[number, number], EventTuple>;
    head: Database.Statement<[], { position: number | null }>;
    nextId: Database.Statement<[string], { value: number }>;
    dataVersion: Database.Statement<[], { data_version: number }>;
  };

  constructor(filename: string, options: SqliteEventStoreOptions = {}) {
    this.pollIntervalMs = options.pollIntervalMs ?? 100;
    this.lockTimeoutMs = options.lockTimeoutMs ?? 10_000;
    // No busy timeout: SQLite would wait for a lock synchronously, stopping this thread, and
    // with it the read-model transaction of this same process that holds the lock. Calls
    // that find the database locked wait asynchronously instead (`unblocked`).
    this.db = new Database(filename, { timeout: 0 });
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.exec(SQLITE_EVENT_STORE_SCHEMA);
    this.statements = {
      streamRevision: this.db.prepare('SELECT max(revision) AS revision FROM events WHERE stream_id = ?'),
      insert: this.db.prepare(
        `INSERT INTO events (stream_id, revision, event_id, type, schema_version, data, metadata)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ),
      readStream: this.db.prepare('SELECT * FROM events WHERE stream_id = ? ORDER BY revision'),
      readStreamFrom: this.db.prepare('SELECT * FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision'),
      // Rows as arrays: catching up and rebuilding read millions of them.
      readAll: this.db
        .prepare<[number, number], EventTuple>(
          `SELECT position, stream_id, revision, event_id, type, schema_version, data, metadata
             FROM events WHERE position > ? ORDER BY position LIMIT ?`,
        )
        .raw(true),
      head: this.db.prepare('SELECT max(position) AS position FROM events'),
      nextId: this.db.prepare(
        `INSERT INTO sequences (kind, value) VALUES (?, 1)
         ON CONFLICT (kind) DO UPDATE SET value = value + 1 RETURNING value`,
      ),
      dataVersion: this.db.prepare('PRAGMA data_version'),
    };
    this.savepoint = this.db.transaction(this.inSavepoint);
  }

  private readonly pending: PendingWrite[] = [];
  private flushing = false;
  private flushScheduled = false;
  /** One savepoint per write of a group (better-sqlite3 nests transactions as savepoints). */
  private readonly inSavepoint = (work: () => unknown) => work();
  private savepoint!: Database.Transaction<(work: () => unknown) => unknown>;

  private enqueue<T>(work: () => T, writesEvents: boolean): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ work, writesEvents, resolve: resolve as (value: unknown) => void, reject });
      this.scheduleFlush();
    });
  }

  private scheduleFlush(): void {
    if (this.flushScheduled || this.flushing) return;
    this.flushScheduled = true;
    // setImmediate, not a microtask: the requests read in this same turn join the group.
    setImmediate(() => {
      this.flushScheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.flushing || this.pending.length === 0) return;
    this.flushing = true;
    const group = this.pending.splice(0);
    let outcomes: { value?: unknown; error?: unknown }[] | undefined;
    let failure: unknown;
    try {
      outcomes = await this.unblocked(() =>
        this.db
          .transaction(() =>
            group.map((write) => {
              try {
                return { value: this.savepoint(write.work) };
              } catch (error) {
                return { error };
              }
            }),
          )
          .immediate(),
      );
    } catch (error) {
      // The lock never came, or the commit itself failed (a full disk): nothing was written.
      failure = error;
    } finally {
      this.flushing = false;
    }
    let wrote = false;
    group.forEach((write, i) => {
      const outcome = outcomes?.[i];
      if (!outcome) write.reject(failure);
      else if ('error' in outcome) write.reject(outcome.error);
      else {
        wrote ||= write.writesEvents;
        write.resolve(outcome.value);
      }
    });
    if (wrote) this.notify();
    if (this.pending.length > 0) this.scheduleFlush();
  }

  private readonly appendInTransaction = (
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
  ): AppendResult => {
    const current = this.statements.streamRevision.get(streamId)?.revision ?? null;
    checkExpected(streamId, expected, current);
    let revision = current ?? -1;
    let position = 0;
    for (const event of events) {
      revision += 1;
      const result = this.statements.insert.run(
        streamId,
        revision,
        event.id,
        event.type,
        event.schemaVersion,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
      );
      position = Number(result.lastInsertRowid);
    }
    if (events.length === 0) position = this.statements.head.get()?.position ?? 0;
    return { nextExpectedRevision: revision, position };
  };

  /**
   * Group commit: appends asked for in the same turn of the event loop, and
   * those asked for while a commit waits for the lock, share one write transaction and so one
   * fsync. Each runs in a savepoint of its own with its own expected-revision check: one that
   * fails is rolled back alone and rejects alone; the others commit. Nobody is answered before
   * the transaction is committed (and, with `synchronous=FULL`, on disk).
   */
  append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    return this.enqueue(() => this.appendInTransaction(streamId, events, expected), events.length > 0);
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    const rows = await this.unblocked(() =>
      fromRevision > 0 ? this.statements.readStreamFrom.all(streamId, fromRevision) : this.statements.readStream.all(streamId),
    );
    return rows.map(toRecorded);
  }

  async readAll(after: number, limit: number): Promise<RecordedEvent[]> {
    const rows = await this.unblocked(() => this.statements.readAll.all(after, limit));
    return rows.map(([position, streamId, revision, id, type, schemaVersion, data, metadata]) => ({
      id,
      streamId,
      revision,
      position,
      type,
      schemaVersion,
      data: JSON.parse(data),
      metadata: JSON.parse(metadata),
    }));
  }

  async headPosition(): Promise<number> {
    return (await this.unblocked(() => this.statements.head.get()))?.position ?? 0;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    this.startPolling();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stopPolling();
    };
  }

  /**
   * Committed without an fsync of its own (`synchronous=NORMAL` for this one statement): the
   * WAL is one sequential file, so the next commit that is synced (the append that uses the
   * number, or any other) makes this one durable too. A number lost to a power cut was never
   * used by anything durable, and is handed out again. A create thus pays one fsync, not two.
   */
  async nextId(kind: string): Promise<number> {
    return this.unblocked(() => {
      this.db.pragma('synchronous = NORMAL');
      try {
        return this.statements.nextId.get(kind)!.value;
      } finally {
        this.db.pragma('synchronous = FULL');
      }
    });
  }

  async advanceSequence(kind: string, value: number): Promise<void> {
    const statement = this.db.prepare(
      `INSERT INTO sequences (kind, value) VALUES (?, ?)
       ON CONFLICT (kind) DO UPDATE SET value = max(value, excluded.value)`,
    );
    await this.unblocked(() => statement.run(kind, value));
  }

  async close(): Promise<void> {
    this.stopPolling();
    this.listeners.clear();
    if (this.db.open) this.db.close();
  }

  /**
   * Runs `work` (synchronous, one SQLite call or transaction); while the database is locked
   * by another writer, tries again a little later without holding this thread.
   */
  private async unblocked<T>(work: () => T): Promise<T> {
    const deadline = Date.now() + this.lockTimeoutMs;
    for (let wait = 1; ; wait = Math.min(wait * 2, 50)) {
      try {
        return work();
      } catch (error) {
        const busy = (error as { code?: string }).code?.startsWith('SQLITE_BUSY');
        if (!busy || Date.now() >= deadline) throw error;
        this.busyWaits++;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  private notify(): void {
    for (const listener of this.listeners) queueMicrotask(listener);
  }

  /**
   * Other processes (the CLI, another server) write to the same file: SQLite's
   * `data_version` changes when they commit, a cheap check that needs no table read.
   */
  private startPolling(): void {
    if (this.poller) return;
    this.lastDataVersion = this.statements.dataVersion.get()!.data_version;
    this.poller = setInterval(() => {
      if (!this.db.open) return;
      let version: number;
      try {
        version = this.statements.dataVersion.get()!.data_version;
      } catch {
        return; // locked this once: the next tick looks again
      }
      if (version !== this.lastDataVersion) {
        this.lastDataVersion = version;
        this.notify();
      }
    }, this.pollIntervalMs);
    this.poller.unref();
  }

  private stopPolling(): void {
    clearInterval(this.poller);
    this.poller = undefined;
  }
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    revision: row.revision,
    position: row.position,
    type: row.type,
    schemaVersion: row.schema_version,
    data: JSON.parse(row.data),
    metadata: JSON.parse(row.metadata),
  };
}
