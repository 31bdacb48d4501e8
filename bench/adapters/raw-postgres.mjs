import { OUR_POSTGRES_EVENT_STORE, requireAsOurs } from '../lib/paths.mjs';

// Our engine's own tables and indexes, so the ceiling writes exactly the same rows.
const { POSTGRES_EVENT_STORE_SCHEMA: SCHEMA } = await import(OUR_POSTGRES_EVENT_STORE);
import { postgresSettings } from '../lib/postgres.mjs';

// The pg our engine loads, not bench/'s copy: sharing a copy with Emmett's dumbo made V8's
// caches for row parsing polymorphic and this side ~1.4× slower to read than ours.
const pg = requireAsOurs('pg');

/**
 * The PostgreSQL ceiling: our table's shape (jsonb, same unique indexes) filled with plain
 * pg, one multi-row INSERT per call inside BEGIN/COMMIT, no expected-revision check.
 */
export const name = 'raw-postgres';
export const role = 'ceiling';
export const engine = 'PostgreSQL';


export async function open(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(SCHEMA);
  async function write(stream, events, known) {
    const values = [];
    const rows = events.map((e, i) => {
      values.push(stream, known + i, e.id, e.type, e.schemaVersion, JSON.stringify(e.data), JSON.stringify(e.metadata));
      const n = i * 7;
      return `($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6}::jsonb, $${n + 7}::jsonb)`;
    });
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO events (stream_id, revision, event_id, type, schema_version, data, metadata) VALUES ${rows.join(', ')}`,
      values,
    );
    await client.query('COMMIT');
  }
  return {
    name,
    role,
    engine,
    settings: `${await postgresSettings(url)}, one transaction per call`,
    appendOne: (stream, event, known) => write(stream, [event], known),
    appendBatch: (stream, events, known) => write(stream, events, known),
    readStream: async (stream) =>
      (await client.query('SELECT * FROM events WHERE stream_id = $1 ORDER BY revision', [stream])).rows.length,
    async readAll(after, limit) {
      const { rows } = await client.query('SELECT * FROM events WHERE position > $1 ORDER BY position LIMIT $2', [after, limit]);
      return { count: rows.length, last: Number(rows.at(-1)?.position ?? after) };
    },
    close: () => client.end(),
  };
}
