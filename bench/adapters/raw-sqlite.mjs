import { join } from 'node:path';
import { OUR_EVENT_STORE, requireAsOurs } from '../lib/paths.mjs';

// Our engine's own tables and indexes, so the ceiling writes exactly the same rows.
const { SQLITE_EVENT_STORE_SCHEMA: SCHEMA } = await import(OUR_EVENT_STORE);

const Database = requireAsOurs('better-sqlite3'); // the build our engine runs on

/**
 * The ceiling: the same rows in the same table (our schema, same indexes) with plain
 * better-sqlite3 and the same durability, minus everything an event store adds (the
 * expected-revision check, the port's objects). One transaction per call.
 */
export const name = 'raw-sqlite';
export const role = 'ceiling';
export const engine = 'SQLite';


export async function open(dir) {
  const db = new Database(join(dir, 'raw.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(SCHEMA);
  const insert = db.prepare(
    `INSERT INTO events (stream_id, revision, event_id, type, schema_version, data, metadata)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const selectStream = db.prepare('SELECT * FROM events WHERE stream_id = ? ORDER BY revision');
  const selectPage = db.prepare('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?');
  const write = db.transaction((stream, events, known) => {
    events.forEach((e, i) =>
      insert.run(stream, known + i, e.id, e.type, e.schemaVersion, JSON.stringify(e.data), JSON.stringify(e.metadata)),
    );
  });
  const parse = (row) => ({ ...row, data: JSON.parse(row.data), metadata: JSON.parse(row.metadata) });
  const sync = ['OFF', 'NORMAL', 'FULL', 'EXTRA'][db.pragma('synchronous', { simple: true })];
  return {
    name,
    role,
    engine,
    settings: `better-sqlite3 (SQLite ${db.prepare('select sqlite_version() v').get().v}), ${db.pragma('journal_mode', { simple: true }).toUpperCase()}, synchronous=${sync}, one transaction per call`,
    appendOne: async (stream, event, known) => write(stream, [event], known),
    appendBatch: async (stream, events, known) => write(stream, events, known),
    readStream: async (stream) => selectStream.all(stream).map(parse).length,
    async readAll(after, limit) {
      const page = selectPage.all(after, limit).map(parse);
      return { count: page.length, last: page.at(-1)?.position ?? after };
    },
    close: async () => db.close(),
  };
}
