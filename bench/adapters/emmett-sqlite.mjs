import { join } from 'node:path';
import { getSQLiteEventStore, readMessagesBatch, sqliteConnection } from '@event-driven-io/emmett-sqlite';

/**
 * Emmett's SQLite event store (node-sqlite3). It opens one connection per call unless given
 * a singleton: we give it one (its fast path), set synchronous=FULL on it (Emmett sets only
 * WAL), and read the global log with its public `readMessagesBatch`, which its consumers use.
 */
export const name = 'emmett-sqlite';
export const role = 'peer';
export const engine = 'SQLite';

export async function open(dir) {
  const fileName = join(dir, 'emmett.sqlite');
  const connection = sqliteConnection({ fileName });
  await connection.command('PRAGMA journal_mode = WAL');
  await connection.command('PRAGMA synchronous = FULL');
  const store = getSQLiteEventStore({ fileName, connectionOptions: { singleton: true, connection } });
  await store.schema.migrate();
  const { journal_mode } = await connection.querySingle('PRAGMA journal_mode');
  const { synchronous } = await connection.querySingle('PRAGMA synchronous');
  const { v } = await connection.querySingle('select sqlite_version() v');
  const options = (known) => ({ expectedStreamVersion: BigInt(known) });
  return {
    name,
    role,
    engine,
    settings: `node-sqlite3 (SQLite ${v}), ${journal_mode.toUpperCase()}, synchronous=${['OFF', 'NORMAL', 'FULL', 'EXTRA'][synchronous]}, BEGIN IMMEDIATE per append`,
    appendOne: (stream, event, known) => store.appendToStream(stream, [toEmmett(event)], options(known)),
    appendBatch: (stream, events, known) => store.appendToStream(stream, events.map(toEmmett), options(known)),
    readStream: async (stream) => (await store.readStream(stream)).events.length,
    async readAll(after, limit) {
      const { messages, currentGlobalPosition } = await readMessagesBatch(connection, { after: BigInt(after), batchSize: limit });
      return { count: messages.length, last: Number(currentGlobalPosition) };
    },
    close: async () => connection.close(),
  };
}

/** Same type, data and metadata; the event's id becomes Emmett's message id. */
export function toEmmett(event) {
  return { type: event.type, data: event.data, metadata: { ...event.metadata, messageId: event.id } };
}
