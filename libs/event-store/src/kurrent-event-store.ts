import {
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  ANY,
  jsonEvent,
  streamNameFilter,
  type AllStreamSubscription,
  type AppendStreamState,
  type Filter,
  type JSONType,
} from '@kurrent/kurrentdb-client';
import {
  WrongExpectedRevision,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from './event-store.js';
import { checkExpected } from './expected-revision.js';

/** The streams of the shop: everything else on the server ($all) is not ours. */
export const DEFAULT_STREAM_PREFIXES: readonly string[] = ['client-', 'repair-', 'revision-', 'order-'];

/** Stream of a per-kind id sequence; its name matches none of the prefixes above. */
const SEQUENCE_STREAM = 'taller-sequence-';

export interface KurrentEventStoreOptions {
  /**
   * Stream-name prefixes read by `readAll`, `headPosition` and `subscribe` (server-side
   * filter on `$all`). Default: `client-`, `repair-`, `revision-`, `order-`.
   */
  streamPrefixes?: readonly string[];
  /**
   * Prepended to every stream name on the way in and stripped on the way out; the prefixes
   * above are matched after it. Made for test isolation (each test of the contract gets an
   * empty store on a shared server); it also lets several shops share one server.
   * Must not start with `$` (system streams).
   */
  namespace?: string;
  /** Wait before re-subscribing after the subscription dropped (ms). Default 1000. */
  resubscribeDelayMs?: number;
}

/** What KurrentDB hands back for a read: the fields we use of a (resolved) event. */
interface ReadEvent {
  event?: {
    streamId: string;
    id: string;
    isJson: boolean;
    revision: bigint;
    type: string;
    data: unknown;
    metadata?: unknown;
    position?: { commit: bigint; prepare: bigint };
  };
  commitPosition?: bigint;
}

const SEQUENCE_ATTEMPTS = 100;

/**
 * The KurrentDB / EventStoreDB engine (`EVENTSTORE_URL=kurrentdb://…` or `esdb://…`).
 *
 * - A stream per record; the expected revision is KurrentDB's own optimistic check.
 * - The global position is the commit position in `$all`, read through a server-side
 *   stream-name-prefix filter so only the shop's streams count.
 * - Subscribers share one live `$all` subscription (from the end); they are also woken
 *   when it (re)connects, so nothing written while it was down goes unnoticed: a wake only
 *   tells them to read from their own checkpoint.
 * - Ids come from optimistic appends to `taller-sequence-<kind>` streams: no other database.
 */
export class KurrentEventStore implements EventStore {
  private readonly client: KurrentDBClient;
  private readonly namespace: string;
  private readonly prefixes: string[];
  private readonly resubscribeDelayMs: number;
  private readonly listeners = new Set<() => void>();
  private subscription: AllStreamSubscription | undefined;
  private resubscribeTimer: NodeJS.Timeout | undefined;
  private wakeScheduled = false;
  private closed = false;

  constructor(connectionString: string, options: KurrentEventStoreOptions = {}) {
    this.namespace = options.namespace ?? '';
    if (this.namespace.startsWith('$')) throw new Error(`El espacio de nombres no puede empezar por $: ${this.namespace}`);
    const prefixes = options.streamPrefixes ?? DEFAULT_STREAM_PREFIXES;
    if (prefixes.length === 0) throw new Error('Hace falta al menos un prefijo de flujo');
    this.prefixes = prefixes.map((prefix) => this.namespace + prefix);
    this.resubscribeDelayMs = options.resubscribeDelayMs ?? 1000;
    this.client = KurrentDBClient.connectionString(connectionString);
  }

  async append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const stream = this.stored(streamId);
    if (events.length === 0) return this.appendNothing(streamId, expected);
    let result;
    try {
      result = await this.client.appendToStream(stream, events.map(toEventData), { streamState: toStreamState(expected) });
    } catch (error) {
      if (isWrongExpectedVersion(error)) throw new WrongExpectedRevision(streamId, expected, toActual(error.actualState));
      // Older servers may say "not found" for an expected-to-exist stream.
      if (expected === 'stream_exists' && isStreamNotFound(error)) throw new WrongExpectedRevision(streamId, expected, 'no_stream');
      throw error;
    }
    this.wakeSoon();
    const position = result.position
      ? Number(result.position.commit)
      : ((await this.readLast(stream))?.position ?? (await this.headPosition()));
    return { nextExpectedRevision: Number(result.nextExpectedRevision), position };
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      const from = fromRevision > 0 ? { fromRevision: BigInt(fromRevision) } : {};
      for await (const resolved of this.client.readStream(this.stored(streamId), from)) {
        const recorded = this.toRecorded(resolved as ReadEvent);
        if (recorded) events.push(recorded);
      }
    } catch (error) {
      if (isStreamNotFound(error)) return [];
      throw error;
    }
    return events;
  }

  async readAll(after: number, limit: number): Promise<RecordedEvent[]> {
    if (limit <= 0) return [];
    // fromPosition is inclusive: ask for one more and drop the event at `after` itself.
    const fromPosition = after > 0 ? { commit: BigInt(after), prepare: BigInt(after) } : START;
    const events: RecordedEvent[] = [];
    for await (const resolved of this.client.readAll({
      direction: FORWARDS,
      fromPosition,
      maxCount: limit + 1,
      filter: this.filter(),
    })) {
      const recorded = this.toRecorded(resolved as ReadEvent);
      if (!recorded || recorded.position <= after) continue;
      events.push(recorded);
      if (events.length >= limit) break;
    }
    return events;
  }

  async headPosition(): Promise<number> {
    for await (const resolved of this.client.readAll({
      direction: BACKWARDS,
      fromPosition: END,
      maxCount: 1,
      filter: this.filter(),
    })) {
      const recorded = this.toRecorded(resolved as ReadEvent);
      if (recorded) return recorded.position;
    }
    return 0;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    this.ensureSubscription();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stopSubscription();
    };
  }

  async nextId(kind: string): Promise<number> {
    return this.moveSequence(kind, 'IdIssued', (current) => current + 1);
  }

  async advanceSequence(kind: string, value: number): Promise<void> {
    if (!Number.isSafeInteger(value)) throw new RangeError(`Valor de secuencia no válido: ${value}`);
    await this.moveSequence(kind, 'SequenceAdvanced', (current) => (value > current ? value : undefined));
  }

  /**
   * Optimistic read-then-append on the kind's sequence stream: `next` gives the new value
   * from the current one (0 before the first), or undefined to leave it. Losing the race
   * to another writer only means reading again.
   */
  private async moveSequence(
    kind: string,
    type: 'IdIssued' | 'SequenceAdvanced',
    next: (current: number) => number | undefined,
  ): Promise<number> {
    const stream = this.stored(SEQUENCE_STREAM + kind);
    for (let attempt = 1; ; attempt++) {
      const last = await this.readLast(stream);
      const current = last ? sequenceValue(last.data) : 0;
      const value = next(current);
      if (value === undefined) return current;
      try {
        await this.client.appendToStream(stream, jsonEvent({ type, data: { value } }), {
          streamState: last ? BigInt(last.revision) : NO_STREAM,
        });
        return value;
      } catch (error) {
        if (!isWrongExpectedVersion(error) || attempt >= SEQUENCE_ATTEMPTS) throw error;
        // Someone moved it first: read again, after a short random pause to spread contenders.
        await sleep(Math.random() * Math.min(50, 5 * attempt));
      }
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.listeners.clear();
    clearTimeout(this.resubscribeTimer);
    this.resubscribeTimer = undefined;
    const subscription = this.subscription;
    this.subscription = undefined;
    if (subscription) await subscription.unsubscribe().catch(() => undefined);
    await this.client.dispose();
  }

  /** An empty append only checks the expectation, as the SQLite engine does. */
  private async appendNothing(streamId: string, expected: ExpectedRevision): Promise<AppendResult> {
    const current = (await this.readLast(this.stored(streamId)))?.revision ?? null;
    checkExpected(streamId, expected, current);
    return { nextExpectedRevision: current ?? -1, position: await this.headPosition() };
  }

  /** The last event of a stream (stored name), or undefined when there is none. */
  private async readLast(stream: string): Promise<RecordedEvent | undefined> {
    try {
      for await (const resolved of this.client.readStream(stream, { direction: BACKWARDS, fromRevision: END, maxCount: 1 })) {
        const recorded = this.toRecorded(resolved as ReadEvent);
        if (recorded) return recorded;
      }
    } catch (error) {
      if (isStreamNotFound(error)) return undefined;
      throw error;
    }
    return undefined;
  }

  private ensureSubscription(): void {
    if (this.closed || this.subscription || this.resubscribeTimer || this.listeners.size === 0) return;
    const subscription = this.client.subscribeToAll({ fromPosition: END, filter: this.filter() });
    this.subscription = subscription;
    const dropped = () => {
      if (this.subscription !== subscription) return;
      this.subscription = undefined;
      subscription.unsubscribe().catch(() => undefined);
      this.scheduleResubscribe();
    };
    // Live from here on: whatever landed before (or while disconnected) is for the
    // listeners to read from their checkpoints, so a (re)connection wakes them too.
    subscription.on('confirmation', () => this.wakeSoon());
    subscription.on('data', () => this.wakeSoon());
    subscription.on('error', dropped);
    subscription.on('end', dropped);
    subscription.on('close', dropped);
  }

  private scheduleResubscribe(): void {
    if (this.closed || this.listeners.size === 0 || this.resubscribeTimer) return;
    this.resubscribeTimer = setTimeout(() => {
      this.resubscribeTimer = undefined;
      this.ensureSubscription();
    }, this.resubscribeDelayMs);
    this.resubscribeTimer.unref();
  }

  private stopSubscription(): void {
    clearTimeout(this.resubscribeTimer);
    this.resubscribeTimer = undefined;
    const subscription = this.subscription;
    this.subscription = undefined;
    subscription?.unsubscribe().catch(() => undefined);
  }

  /** One wake per burst: events arriving together call each listener once. */
  private wakeSoon(): void {
    if (this.wakeScheduled || this.listeners.size === 0) return;
    this.wakeScheduled = true;
    setImmediate(() => {
      this.wakeScheduled = false;
      for (const listener of this.listeners) queueMicrotask(listener);
    });
  }

  private filter(): Filter {
    return streamNameFilter({ prefixes: this.prefixes });
  }

  private stored(streamId: string): string {
    return this.namespace + streamId;
  }

  private toRecorded(resolved: ReadEvent): RecordedEvent | undefined {
    const event = resolved.event;
    if (!event || !event.isJson) return undefined;
    if (event.streamId.startsWith('$') || !event.streamId.startsWith(this.namespace)) return undefined;
    const position = event.position?.commit ?? resolved.commitPosition;
    const { schemaVersion, ...metadata } = isRecord(event.metadata) ? event.metadata : {};
    return {
      id: event.id,
      streamId: event.streamId.slice(this.namespace.length),
      revision: Number(event.revision),
      position: position === undefined ? 0 : Number(position),
      type: event.type,
      schemaVersion: typeof schemaVersion === 'number' ? schemaVersion : 1,
      data: event.data,
      metadata: metadata as unknown as EventMetadata,
    };
  }
}

function toEventData(event: NewEvent) {
  return jsonEvent({
    id: event.id,
    type: event.type,
    data: event.data as JSONType,
    metadata: { ...event.metadata, schemaVersion: event.schemaVersion },
  });
}

function toStreamState(expected: ExpectedRevision): AppendStreamState {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      if (!Number.isSafeInteger(expected) || expected < 0) throw new RangeError(`Revisión esperada no válida: ${expected}`);
      return BigInt(expected);
  }
}

/** The client's view of the stream after a refused append: a revision or "no stream". */
function toActual(actual: unknown): number | 'no_stream' {
  if (typeof actual === 'bigint' && actual >= 0n) return Number(actual);
  if (typeof actual === 'number' && actual >= 0) return actual;
  return 'no_stream';
}

function sequenceValue(data: unknown): number {
  const value = isRecord(data) ? data['value'] : undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new Error(`Secuencia dañada: ${JSON.stringify(data)}`);
  return value;
}

// By the error's `type` rather than instanceof: robust to two copies of the client module.
function isWrongExpectedVersion(error: unknown): error is { actualState: unknown } {
  return isRecord(error) && error['type'] === 'wrong-expected-version';
}

function isStreamNotFound(error: unknown): boolean {
  return isRecord(error) && error['type'] === 'stream-not-found';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
