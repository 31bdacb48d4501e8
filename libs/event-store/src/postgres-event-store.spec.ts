import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describePostgres, testDatabaseUrl } from '../../../tools/test-databases.js';
import { anEvent, describeEventStoreContract, type EngineUnderTest } from './contract.js';
import type { EventStore } from './event-store.js';
import { PostgresEventStore } from './postgres-event-store.js';

async function postgresDatabase(): Promise<EngineUnderTest> {
  const url = await testDatabaseUrl();
  const opened: EventStore[] = [];
  const open = async () => {
    const store = new PostgresEventStore(url, { pollIntervalMs: 50 });
    await store.init();
    opened.push(store);
    return store;
  };
  return {
    store: await open(),
    openAnother: open,
    dispose: async () => {
      await Promise.all(opened.map((s) => s.close()));
    },
  };
}

describePostgres('PostgreSQL engine', () => {
  describeEventStoreContract('PostgreSQL', postgresDatabase);

  it('never lets a reader of the global log skip an event whose transaction commits late', async () => {
    const engine = await postgresDatabase();
    const url = (engine.store as unknown as { pool: pg.Pool }).pool.options.connectionString!;
    const slow = new pg.Client({ connectionString: url });
    await slow.connect();
    try {
      await engine.store.append('repair-1', [anEvent('First')], 'no_stream');
      // A writer takes the next position and keeps its transaction open…
      await slow.query('BEGIN');
      await slow.query(
        `INSERT INTO events (stream_id, revision, event_id, type, schema_version, data, metadata)
         VALUES ('repair-2', 0, $1, 'Late', 1, '{}', '{}')`,
        [randomUUID()],
      );
      // …while later writers commit.
      await engine.store.append('repair-3', [anEvent('Later1')], 'no_stream');
      await engine.store.append('repair-4', [anEvent('Later2')], 'no_stream');

      // A reader following the log stops before the open transaction's position.
      // The horizon is the oldest transaction running anywhere in the cluster, so another test's
      // open transaction may hold back even committed events for a moment: the reader follows
      // until it has seen `count` events (or its patience runs out), as a projection polling the log would.
      const seen: string[] = [];
      let after = 0;
      const followUntil = async (count: number, patienceMs = 10_000) => {
        const deadline = Date.now() + patienceMs;
        do {
          for (const event of await engine.store.readAll(after, 100)) {
            seen.push(event.type);
            after = event.position;
          }
          if (seen.length >= count) return;
          await new Promise((resolve) => setTimeout(resolve, 20));
        } while (Date.now() < deadline);
      };
      await followUntil(1);
      // Polling a while longer never brings the later commits past the open transaction.
      await followUntil(2, 500);
      expect(seen).toEqual(['First']);

      await slow.query('COMMIT');
      await followUntil(4);
      expect(seen).toEqual(['First', 'Late', 'Later1', 'Later2']);
    } finally {
      await slow.end();
      await engine.dispose();
    }
  });
});
