/**
 * `node bench/pg-append-turns.mjs`: what PostgreSQL appends taking turns cost (the advisory lock
 * that keeps positions committing in order, postgres-event-store.ts). Concurrent appends of one
 * event to distinct streams through our engine, beside the same statement without the lock,
 * in the same run, on a durable throwaway PostgreSQL (fsync on). Prints appends/s and p50/p99.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createDatabase, startPostgres } from '../tools/postgres.mjs';

const { PostgresEventStore } = await import(new URL('../libs/event-store/dist/postgres-event-store.js', import.meta.url).href);
const TOTAL = Number(process.env.APPENDS ?? 3000);
const event = () => ({
  id: randomUUID(),
  type: 'RepairStatusChanged',
  schemaVersion: 1,
  data: { from: 'pending', to: 'in_progress' },
  metadata: { actor: { id: 1, name: 'Bench', role: 'gerente' }, occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null, source: 'api' },
});

async function measure(label, concurrency, append) {
  let next = 0;
  const times = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const i = next++;
        if (i >= TOTAL) return;
        const t = performance.now();
        await append(`bench-${label}-${i}`);
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  return { label, concurrency, perSecond: Math.round(TOTAL / seconds), p50: at(0.5), p99: at(0.99) };
}

const server = await startPostgres({ fsync: true });
try {
  const url = await createDatabase(server.url, `turns_${Date.now()}`);
  const store = new PostgresEventStore(url, { poolSize: 32 });
  await store.headPosition();
  // The same statement, without the turn-taking: the engine's APPEND as it was before.
  const pool = new pg.Pool({ connectionString: url, max: 32 });
  const unlocked = `
    WITH current AS (SELECT max(revision) AS revision FROM events WHERE stream_id = $1),
    allowed AS (SELECT revision FROM current WHERE revision IS NULL),
    inserted AS (
      INSERT INTO events (stream_id, revision, event_id, type, schema_version, data, metadata)
      SELECT $1, coalesce(a.revision, -1) + 1, $2::uuid, $3, $4, $5::jsonb, $6::jsonb FROM allowed a
      RETURNING position)
    SELECT max(position) AS position FROM inserted`;
  const rows = [];
  for (const concurrency of [1, 8, 32]) {
    for (const [label, append] of [
      ['turns', (stream) => store.append(stream, [event()], 'no_stream')],
      ['free', (stream) => {
        const e = event();
        return pool.query(unlocked, [stream, e.id, e.type, e.schemaVersion, JSON.stringify(e.data), JSON.stringify(e.metadata)]);
      }],
    ]) rows.push(await measure(`${label}${concurrency}`, concurrency, append));
  }
  console.log('| connections | taking turns (ours) | without the lock | ratio |');
  console.log('|---:|---:|---:|---:|');
  for (let i = 0; i < rows.length; i += 2) {
    const [turns, free] = [rows[i], rows[i + 1]];
    console.log(`| ${turns.concurrency} | ${turns.perSecond}/s, p50 ${turns.p50} ms, p99 ${turns.p99} ms | ${free.perSecond}/s, p50 ${free.p50} ms, p99 ${free.p99} ms | ${(turns.perSecond / free.perSecond).toFixed(2)}× |`);
  }
  await store.close();
  await pool.end();
} finally {
  server.stop();
}
