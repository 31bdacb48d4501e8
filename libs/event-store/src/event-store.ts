/**
 * The event store port: every engine (SQLite, PostgreSQL, KurrentDB) keeps these promises,
 * checked by the same contract suite (contract.ts).
 */

/** Who did it, when, and why: stored with every event. */
export interface EventMetadata {
  actor: { id: number | null; name: string; role: string };
  occurredAt: string;
  correlationId: string;
  causationId: string | null;
  source: 'api' | 'cli' | 'system';
}

export interface NewEvent {
  /** Unique id of the event (a UUID); an engine may use it to refuse duplicates. */
  id: string;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: EventMetadata;
}

export interface RecordedEvent extends NewEvent {
  streamId: string;
  /** 0 for a stream's first event, as in KurrentDB. */
  revision: number;
  /** Position in the global log: increases with every event, in commit order. */
  position: number;
}

/** What the writer believed about the stream when it decided. */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | number;

export interface AppendResult {
  /** Revision of the last event written. */
  nextExpectedRevision: number;
  /** Global position of the last event written: projections past it have seen it. */
  position: number;
}

export class WrongExpectedRevision extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`El flujo ${streamId} cambió: se esperaba ${expected} y está en ${actual}`);
    this.name = 'WrongExpectedRevision';
  }
}

export interface EventStore {
  /** Appends atomically: all events or none, only if the stream is where `expected` says. */
  append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /**
   * The stream's events in order; an unknown stream is empty. With `fromRevision`, only those
   * from that revision on (what a writer that already folded the rest needs).
   */
  readStream(streamId: string, fromRevision?: number): Promise<RecordedEvent[]>;
  /** Events of the global log strictly after `position` (0 = from the start), at most `limit`. */
  readAll(after: number, limit: number): Promise<RecordedEvent[]>;
  /** Position of the last event of the global log (0 when empty). */
  headPosition(): Promise<number>;
  /**
   * Calls `listener` soon after new events land, whichever process wrote them.
   * Returns the function that stops it.
   */
  subscribe(listener: () => void): () => void;
  /** Next number of a per-kind sequence (1, 2, 3…): the ids of repairs, clients… */
  nextId(kind: string): Promise<number>;
  /** Moves a sequence so the next id is above `value` (after an import); never backwards. */
  advanceSequence(kind: string, value: number): Promise<void>;
  close(): Promise<void>;
}

/** The stream of one record: `streamName("repair", 12)` → `repair-12`. */
export function streamName(kind: string, id: number): string {
  return `${kind}-${id}`;
}
