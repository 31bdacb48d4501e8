import { randomUUID } from 'node:crypto';
import { WrongExpectedRevision, type EventStore, type NewEvent } from './event-store.js';

/** One engine under test, made fresh (and empty) for each test. */
export interface EngineUnderTest {
  store: EventStore;
  /** A second, independent handle on the same store, as another process would have. */
  openAnother(): Promise<EventStore>;
  /** Closes everything and removes what the engine made. */
  dispose(): Promise<void>;
}

export function anEvent(type = 'SomethingHappened', data: unknown = { n: 1 }): NewEvent {
  return {
    id: randomUUID(),
    type,
    schemaVersion: 1,
    data,
    metadata: {
      actor: { id: 7, name: 'Gerente Demo', role: 'gerente' },
      occurredAt: '2026-11-22T10:00:00.000Z',
      correlationId: randomUUID(),
      causationId: null,
      source: 'api',
    },
  };
}

const waitFor = async (condition: () => boolean, ms = 3000): Promise<boolean> => {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
};

/**
 * The promises every event store engine keeps. Call it from a spec file with a factory
 * that makes an empty store: `describeEventStoreContract('SQLite', makeSqlite)`.
 */
export function describeEventStoreContract(engine: string, make: () => Promise<EngineUnderTest>): void {
  describe(`Event store contract: ${engine}`, () => {
    let underTest: EngineUnderTest;
    let store: EventStore;

    beforeEach(async () => {
      underTest = await make();
      store = underTest.store;
    });
    afterEach(async () => {
      await underTest.dispose();
    });

    it('gives back a new stream’s events in order, numbered from revision 0', async () => {
      const result = await store.append('repair-1', [anEvent('A'), anEvent('B'), anEvent('C')], 'no_stream');
      const events = await store.readStream('repair-1');
      expect(events.map((e) => [e.type, e.revision])).toEqual([
        ['A', 0],
        ['B', 1],
        ['C', 2],
      ]);
      expect(result.nextExpectedRevision).toBe(2);
      expect(result.position).toBe(events[2]!.position);
    });

    it('reads a stream from a revision on', async () => {
      await store.append('repair-2', [anEvent('A'), anEvent('B'), anEvent('C')], 'no_stream');
      expect((await store.readStream('repair-2', 1)).map((e) => [e.type, e.revision])).toEqual([
        ['B', 1],
        ['C', 2],
      ]);
      expect(await store.readStream('repair-2', 3)).toEqual([]);
      expect(await store.readStream('repair-404', 2)).toEqual([]);
    });

    it('keeps data and metadata exactly, accents and nesting included', async () => {
      const event = anEvent('RepairRegistered', {
        device: 'Móvil', description: 'Pantalla rota — “urgente”', priceCents: 4990, tags: ['a', { b: null }],
      });
      await store.append('repair-2', [event], 'no_stream');
      const [stored] = await store.readStream('repair-2');
      expect(stored).toMatchObject({ id: event.id, type: event.type, schemaVersion: 1, data: event.data, metadata: event.metadata });
    });

    it('reads an unknown stream as empty', async () => {
      expect(await store.readStream('repair-404')).toEqual([]);
    });

    it('appends after the revision the writer saw', async () => {
      await store.append('repair-3', [anEvent('A')], 'no_stream');
      await store.append('repair-3', [anEvent('B')], 0);
      await store.append('repair-3', [anEvent('C')], 'stream_exists');
      await store.append('repair-3', [anEvent('D')], 'any');
      expect((await store.readStream('repair-3')).map((e) => e.type)).toEqual(['A', 'B', 'C', 'D']);
    });

    it('refuses a stale expected revision with a typed error and writes nothing', async () => {
      await store.append('repair-4', [anEvent('A'), anEvent('B')], 'no_stream');
      const stale = store.append('repair-4', [anEvent('X'), anEvent('Y')], 0);
      await expect(stale).rejects.toBeInstanceOf(WrongExpectedRevision);
      await expect(store.append('repair-4', [anEvent('X')], 'no_stream')).rejects.toMatchObject({
        streamId: 'repair-4',
        actual: 1,
      });
      await expect(store.append('repair-5', [anEvent('X')], 'stream_exists')).rejects.toBeInstanceOf(WrongExpectedRevision);
      await expect(store.append('repair-5', [anEvent('X')], 3)).rejects.toBeInstanceOf(WrongExpectedRevision);
      expect((await store.readStream('repair-4')).map((e) => e.type)).toEqual(['A', 'B']);
      expect(await store.readStream('repair-5')).toEqual([]);
      expect(await store.headPosition()).toBe((await store.readStream('repair-4'))[1]!.position);
    });

    it('lets exactly one of two writers with the same expected revision win', async () => {
      await store.append('repair-6', [anEvent('A')], 'no_stream');
      const other = await underTest.openAnother();
      const results = await Promise.allSettled([
        store.append('repair-6', [anEvent('Mine')], 0),
        other.append('repair-6', [anEvent('Theirs')], 0),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason).toBeInstanceOf(WrongExpectedRevision);
      expect(await store.readStream('repair-6')).toHaveLength(2);
    });

    it('answers concurrent appends each on its own: one that fails never fails the others', async () => {
      await store.append('repair-7', [anEvent('A')], 'no_stream');
      const duplicate = anEvent('Twice');
      await store.append('repair-8', [duplicate], 'no_stream');
      // Asked for together (an engine may commit them as one group): each keeps its own check.
      const results = await Promise.allSettled([
        store.append('repair-7', [anEvent('B')], 0),
        store.append('repair-7', [anEvent('Stale')], 0),
        store.append('repair-9', [anEvent('C1'), anEvent('C2')], 'no_stream'),
        store.append('repair-8', [anEvent('Again')], 'no_stream'),
        store.nextId('repair'),
        store.append('repair-10', [anEvent('D')], 'no_stream'),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevision);
      expect((results[3] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedRevision);
      expect((results[4] as PromiseFulfilledResult<number>).value).toBe(1);
      expect((await store.readStream('repair-7')).map((e) => e.type)).toEqual(['A', 'B']);
      expect((await store.readStream('repair-8')).map((e) => e.type)).toEqual(['Twice']);
      const nine = await store.readStream('repair-9');
      expect(nine.map((e) => e.type)).toEqual(['C1', 'C2']);
      expect((results[2] as PromiseFulfilledResult<{ position: number }>).value.position).toBe(nine[1]!.position);
      const ten = await store.readStream('repair-10');
      expect((results[5] as PromiseFulfilledResult<{ position: number }>).value).toEqual({ nextExpectedRevision: 0, position: ten[0]!.position });
      expect(await store.headPosition()).toBe(Math.max(nine[1]!.position, ten[0]!.position));
    });

    it('rolls back only the append that breaks a constraint, within a group', async () => {
      const event = anEvent('Once');
      await store.append('repair-11', [event], 'no_stream');
      const results = await Promise.allSettled([
        store.append('repair-12', [{ ...event }], 'no_stream'),
        store.append('repair-13', [anEvent('Fine')], 'no_stream'),
      ]);
      expect(results[1]!.status).toBe('fulfilled');
      // An engine may refuse a reused event id (SQLite, PostgreSQL) or store it (KurrentDB dedupes by stream).
      if (results[0]!.status === 'rejected') expect(await store.readStream('repair-12')).toEqual([]);
      expect((await store.readStream('repair-13')).map((e) => e.type)).toEqual(['Fine']);
    });

    it('reads the global log in order from a position, in pages', async () => {
      await store.append('client-1', [anEvent('C1')], 'no_stream');
      await store.append('repair-7', [anEvent('R1'), anEvent('R2')], 'no_stream');
      await store.append('client-1', [anEvent('C2')], 0);
      // PostgreSQL shows a committed event once every transaction older than it has ended, in the
      // whole cluster (the other test files' databases too): give a writer there time to finish.
      let all = await store.readAll(0, 100);
      for (const until = Date.now() + 20_000; all.length < 4 && Date.now() < until; all = await store.readAll(0, 100)) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(all.map((e) => e.type)).toEqual(['C1', 'R1', 'R2', 'C2']);
      const positions = all.map((e) => e.position);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(new Set(positions).size).toBe(4);
      expect((await store.readAll(all[1]!.position, 2)).map((e) => e.type)).toEqual(['R2', 'C2']);
      expect(await store.readAll(all[3]!.position, 10)).toEqual([]);
      expect(await store.headPosition()).toBe(all[3]!.position);
    });

    it('starts empty', async () => {
      expect(await store.headPosition()).toBe(0);
      expect(await store.readAll(0, 10)).toEqual([]);
    });

    it('wakes its subscribers when events land, from this handle or another', async () => {
      let wakes = 0;
      const stop = store.subscribe(() => (wakes += 1));
      await store.append('repair-8', [anEvent('A')], 'no_stream');
      expect(await waitFor(() => wakes >= 1)).toBe(true);

      const before = wakes;
      const other = await underTest.openAnother();
      await other.append('repair-8', [anEvent('B')], 0);
      expect(await waitFor(() => wakes > before)).toBe(true);

      stop();
      const after = wakes;
      await store.append('repair-8', [anEvent('C')], 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(wakes).toBe(after);
    });

    it('keeps what it acknowledged when reopened', async () => {
      await store.append('repair-9', [anEvent('A'), anEvent('B')], 'no_stream');
      const reopened = await underTest.openAnother();
      expect((await reopened.readStream('repair-9')).map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('hands out ids per kind, one after another, never twice', async () => {
      const other = await underTest.openAnother();
      const repairs = await Promise.all([store.nextId('repair'), other.nextId('repair'), store.nextId('repair')]);
      expect([...repairs].sort()).toEqual([1, 2, 3]);
      expect(await store.nextId('client')).toBe(1);
      expect(await other.nextId('repair')).toBe(4);
    });

    it('moves a sequence forward after an import, never backwards', async () => {
      await store.advanceSequence('order', 41);
      expect(await store.nextId('order')).toBe(42);
      await store.advanceSequence('order', 10);
      expect(await store.nextId('order')).toBe(43);
    });
  });
}
