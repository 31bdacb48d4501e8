import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { NotFound, replay, type Decider, type EventCatalogue } from '@taller/domain';
import { WrongExpectedRevision, type EventStore, type RecordedEvent } from '@taller/event-store';
import type { CommandContext } from '../shared/actor.js';
import { EVENT_STORE } from './tokens.js';

/** Someone else changed the record since the screen the user edits was loaded. */
export class ConcurrentChange extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConcurrentChange';
  }
}

export interface Loaded<State> {
  state: State;
  /** Stream revision of the last event, or -1 when the stream does not exist. */
  version: number;
  events: RecordedEvent[];
}

export interface Decided<Event> {
  events: Event[];
  /** Global position of the last event written (0 when nothing was written). */
  position: number;
  /** The record's version after the command. */
  version: number;
}

/** How many streams' folded states are kept warm (the least recently used go first). */
const WARM_STREAMS = 5000;

interface Warm {
  decider: object;
  state: unknown;
  version: number;
}

interface HandleArgs<Command, Event extends { type: string; data: unknown }, State> {
  streamId: string;
  decider: Decider<Command, Event, State>;
  catalogue: EventCatalogue<Event>;
  command: Command;
  context: CommandContext;
  /** The version the user's screen showed; a different current version is a conflict. */
  expectedVersion?: number;
  conflictMessage: string;
  /**
   * How many times a command that loses the race to append is decided again on the fresh
   * state (2 by default). A stream many commands move at once without a version (a product's
   * stock: sales and reservations) asks for more, so that each is refused for what the record
   * holds (no units left), never for having been beaten to the append.
   */
  attempts?: number;
}

/** A short random pause before deciding again, so that retries of a crowd do not collide in step. */
const pauseBeforeRetry = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(attempt, 10) * 2));

/**
 * Load, decide, append: the life of every command. An append that loses a race is
 * decided once more on the fresh state; an edit based on a stale screen is refused.
 */
@Injectable()
export class AggregateStore {
  /**
   * The folded state of recently handled streams, by stream, with the revision it was folded
   * up to. A command reads only the events after it (usually none or one), so a long stream is
   * not read, parsed and folded again on every command. Always checked against the store (the
   * CLI and other instances write to it too): the cache saves work, never a read.
   */
  private readonly warm = new LRUCache<string, Warm>({ max: WARM_STREAMS });

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The state and version `handle` decides on: the warm state brought up to date from the store. */
  private async current<Command, Event extends { type: string; data: unknown }, State>(
    streamId: string,
    decider: Decider<Command, Event, State>,
    catalogue: EventCatalogue<Event>,
  ): Promise<{ state: State; version: number }> {
    const cached = this.warm.get(streamId);
    const base = cached && cached.decider === decider ? cached : undefined;
    const from = base ? base.version + 1 : 0;
    const newer = await this.store.readStream(streamId, from);
    const state = newer.reduce((folded, e) => decider.evolve(folded, catalogue.parse(e)), base ? (base.state as State) : decider.initialState);
    const version = from + newer.length - 1;
    // Kept as the most recently used; a concurrent command that folded further is not undone.
    const latest = this.warm.get(streamId);
    if (!latest || latest.decider !== decider || latest.version <= version) this.warm.set(streamId, { decider, state, version });
    return { state, version };
  }

  /**
   * Whether everything appended since `expected` only records what the customer was told (the
   * shop's automatic notices, a delivery that failed): nothing a screen edits. A change decided
   * on the version before them is then no conflict, and is decided again on the record as it is.
   */
  private async onlyAsides(streamId: string, expected: number, version: number): Promise<boolean> {
    if (expected < -1 || expected > version) return false;
    const since = await this.store.readStream(streamId, expected + 1);
    return since.length > 0 && since.every((event) => ASIDE_EVENTS.test(event.type));
  }

  /**
   * The global position of a stream's event at `revision` (0: none). What a caller waits for
   * when its command recorded nothing because another writer had already made the change.
   */
  async positionOf(streamId: string, revision: number): Promise<number> {
    if (revision < 0) return 0;
    const [event] = await this.store.readStream(streamId, revision);
    return event?.position ?? 0;
  }

  async load<Command, Event extends { type: string; data: unknown }, State>(
    streamId: string,
    decider: Decider<Command, Event, State>,
    catalogue: EventCatalogue<Event>,
  ): Promise<Loaded<State>> {
    const events = await this.store.readStream(streamId);
    const state = replay(decider, events.map((e) => catalogue.parse(e)));
    return { state, version: events.length - 1, events };
  }

  async handle<Command, Event extends { type: string; data: unknown }, State>(
    args: HandleArgs<Command, Event, State>,
  ): Promise<Decided<Event>> {
    for (let attempt = 1; ; attempt++) {
      const { state, version } = await this.current(args.streamId, args.decider, args.catalogue);
      if (args.expectedVersion !== undefined && args.expectedVersion !== version && !(await this.onlyAsides(args.streamId, args.expectedVersion, version))) {
        // A record that is not there (never was, or deleted) is a 404, whatever version was sent.
        refuseIfMissing(() => args.decider.decide(args.command, state));
        throw new ConcurrentChange(args.conflictMessage);
      }
      const events = args.decider.decide(args.command, state);
      if (events.length === 0) return { events, position: 0, version };
      try {
        const result = await this.store.append(
          args.streamId,
          events.map((event) => ({
            id: randomUUID(),
            type: event.type,
            schemaVersion: args.catalogue.versionOf(event.type),
            data: event.data,
            metadata: {
              actor: { id: args.context.actor.id, name: args.context.actor.name, role: args.context.actor.role },
              occurredAt: args.context.now.toISOString(),
              correlationId: args.context.correlationId,
              causationId: null,
              source: args.context.source,
            },
          })),
          version < 0 ? 'no_stream' : version,
        );
        return { events, position: result.position, version: result.nextExpectedRevision };
      } catch (error) {
        // Read afresh next time, from the stream's start.
        if (error instanceof WrongExpectedRevision) this.warm.delete(args.streamId);
        // Decided again on what is there now; with an expected version, the check above judges what came in between.
        const retry = error instanceof WrongExpectedRevision && attempt < (args.attempts ?? 2);
        if (retry) {
          if (attempt >= 2) await pauseBeforeRetry(attempt);
          continue;
        }
        if (error instanceof WrongExpectedRevision) throw new ConcurrentChange(args.conflictMessage);
        throw error;
      }
    }
  }
}

/** Events that change nothing staff edit on a record: what the shop told the customer (notice/notice.ts). */
const ASIDE_EVENTS = /(CustomerNotified|CustomerNoticeFailed)$/;

function refuseIfMissing(decide: () => unknown): void {
  try {
    decide();
  } catch (error) {
    if (error instanceof NotFound) throw error;
  }
}
