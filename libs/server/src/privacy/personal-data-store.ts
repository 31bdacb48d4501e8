import { eventAppendDuration, eventAppendFailures, timed } from '../metrics/instruments.js';
import { WrongExpectedRevision, type AppendResult, type EventStore, type ExpectedRevision, type NewEvent, type RecordedEvent } from '@taller/event-store';
import {
  clearPersonalFields,
  openFields,
  PERSONAL_FIELDS,
  personOfClient,
  sealedFieldsOf,
  sealFields,
} from './personal-fields.js';
import type { PersonalKeys } from './personal-keys.js';

/** How many records' clients are remembered, at least (a record's client never changes): up to twice as many. */
const REMEMBERED_RECORDS = 50_000;

/**
 * The event store as the rest of the server sees it: a person's data goes in sealed with their
 * key and comes out in clear, or as a forgotten person's once the key is gone. Every reader
 * (deciders, read models, history, audit, export) sees the same data; only backups read the
 * engine's own store (`raw`), sealed, and carry the keys with them.
 *
 * Events written before this existed hold personal fields in clear and pass as they are: the
 * migration (README) copies such a log into a new store, which seals them on the way.
 */
export class PersonalDataStore implements EventStore {
  /**
   * Repair or revision stream → the person (client) it was registered for: the newest records
   * here, the ones before them in `olderClientOfRecord`, dropped whole when this fills up. Not
   * one Map trimmed from its oldest key: V8 leaves a deleted entry as a hole that the next
   * `keys().next()` walks over, which made a rebuild of 300,000 repairs spend 20 s here.
   */
  private clientOfRecord = new Map<string, string>();
  private olderClientOfRecord = new Map<string, string>();

  constructor(
    readonly raw: EventStore,
    readonly keys: PersonalKeys,
  ) {}

  async append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const sealed: NewEvent[] = [];
    for (const event of events) {
      const fields = clearPersonalFields(event.type, event.data);
      if (fields.length === 0) {
        sealed.push(event);
        continue;
      }
      const person = await this.personOf(streamId, event.data as Record<string, unknown>, event.type);
      const key = await this.keys.keyToSeal(person);
      sealed.push({ ...event, data: sealFields(event.data as Record<string, unknown>, fields, person, key) });
    }
    return timed(
      () => this.raw.append(streamId, sealed, expected),
      (seconds, failure) =>
        failure === undefined ? eventAppendDuration.observe(seconds) : eventAppendFailures.inc({ reason: failure instanceof WrongExpectedRevision ? 'conflict' : 'error' }),
    );
  }

  async readStream(streamId: string, fromRevision?: number): Promise<RecordedEvent[]> {
    return this.opened(await this.raw.readStream(streamId, fromRevision));
  }

  async readAll(after: number, limit: number): Promise<RecordedEvent[]> {
    return this.opened(await this.raw.readAll(after, limit));
  }

  headPosition(): Promise<number> {
    return this.raw.headPosition();
  }

  subscribe(listener: () => void): () => void {
    return this.raw.subscribe(listener);
  }

  nextId(kind: string): Promise<number> {
    return this.raw.nextId(kind);
  }

  advanceSequence(kind: string, value: number): Promise<void> {
    return this.raw.advanceSequence(kind, value);
  }

  close(): Promise<void> {
    return this.raw.close();
  }

  /** The events with their people's fields opened: one key lookup for the whole batch. */
  private async opened(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const blocks = events.map((event) => {
      this.noteClientOf(event.streamId, event.type, event.data);
      // This process forgot the person when it reads that it did (another process may have).
      if (event.type === 'ClientForgotten') this.keys.forget(event.streamId);
      return sealedFieldsOf(event.data);
    });
    const people = new Set(blocks.flatMap((block) => (block ? [block.person] : [])));
    if (people.size === 0) return events;
    const keys = await this.keys.keysOf(people);
    return events.map((event, index) => {
      const block = blocks[index];
      return block ? { ...event, data: openFields(event.data as Record<string, unknown>, block, keys.get(block.person) ?? null) } : event;
    });
  }

  /** Whose data an event of `streamId` holds. */
  private async personOf(streamId: string, data: Record<string, unknown>, type: string): Promise<string> {
    if (PERSONAL_FIELDS.get(type)!.person === 'stream') return streamId;
    if (typeof data.clientId === 'number') return personOfClient(data.clientId);
    const known = this.clientOfRecord.get(streamId) ?? this.olderClientOfRecord.get(streamId);
    if (known) return known;
    const [first] = await this.raw.readStream(streamId);
    const clientId = first && (first.data as { clientId?: unknown }).clientId;
    if (typeof clientId !== 'number') throw new Error(`No se sabe de qué cliente es ${streamId}: sus datos personales no se pueden guardar`);
    this.noteClientOf(streamId, first!.type, first!.data);
    return personOfClient(clientId);
  }

  private noteClientOf(streamId: string, type: string, data: unknown): void {
    if (PERSONAL_FIELDS.get(type)?.person !== 'client-of-record') return;
    const clientId = (data as { clientId?: unknown }).clientId;
    if (typeof clientId !== 'number' || this.clientOfRecord.has(streamId) || this.olderClientOfRecord.has(streamId)) return;
    this.clientOfRecord.set(streamId, personOfClient(clientId));
    if (this.clientOfRecord.size >= REMEMBERED_RECORDS) {
      this.olderClientOfRecord = this.clientOfRecord;
      this.clientOfRecord = new Map();
    }
  }
}
