import { join } from 'node:path';
import { OUR_EVENT_STORE } from '../lib/paths.mjs';

/** Our SqliteEventStore, through its public port, as the server uses it. */
export const name = 'ours-sqlite';
export const role = 'ours';
export const engine = 'SQLite';

export async function open(dir) {
  const { SqliteEventStore } = await import(OUR_EVENT_STORE);
  const store = new SqliteEventStore(join(dir, 'ours.sqlite'));
  const expected = (known) => (known === 0 ? 'no_stream' : known - 1);
  return {
    name,
    role,
    engine,
    settings: describe(store),
    appendOne: (stream, event, known) => store.append(stream, [event], expected(known)),
    appendBatch: (stream, events, known) => store.append(stream, events, expected(known)),
    readStream: async (stream) => (await store.readStream(stream)).length,
    async readAll(after, limit) {
      const page = await store.readAll(after, limit);
      return { count: page.length, last: page.at(-1)?.position ?? after };
    },
    close: () => store.close(),
  };
}

/** Reads the settings back from the engine's own connection (a private field, looked at only). */
function describe(store) {
  const db = store.db;
  if (!db?.pragma) return 'WAL, synchronous=FULL (as its source sets them)';
  const sync = ['OFF', 'NORMAL', 'FULL', 'EXTRA'][db.pragma('synchronous', { simple: true })];
  return `better-sqlite3 (SQLite ${db.prepare('select sqlite_version() v').get().v}), ${db.pragma('journal_mode', { simple: true }).toUpperCase()}, synchronous=${sync}, BEGIN IMMEDIATE per append`;
}
