import { dumbo } from '@event-driven-io/dumbo';
import { getPostgreSQLEventStore, readMessagesBatch } from '@event-driven-io/emmett-postgresql';
import { toEmmett } from './emmett-sqlite.mjs';
import { postgresSettings } from '../lib/postgres.mjs';

/** Emmett's PostgreSQL event store (dumbo over pg), global log through `readMessagesBatch`. */
export const name = 'emmett-postgresql';
export const role = 'peer';
export const engine = 'PostgreSQL';

export async function open(url) {
  const pool = dumbo({ connectionString: url });
  const store = getPostgreSQLEventStore(url, { connectionOptions: { dumbo: pool } });
  await store.schema.migrate();
  const options = (known) => ({ expectedStreamVersion: BigInt(known) });
  return {
    name,
    role,
    engine,
    settings: `${await postgresSettings(url)}, one transaction per append (emt_append_to_stream)`,
    appendOne: (stream, event, known) => store.appendToStream(stream, [toEmmett(event)], options(known)),
    appendBatch: (stream, events, known) => store.appendToStream(stream, events.map(toEmmett), options(known)),
    readStream: async (stream) => (await store.readStream(stream)).events.length,
    async readAll(after, limit) {
      const { messages, currentGlobalPosition } = await readMessagesBatch(pool.execute, { after: BigInt(after), batchSize: limit });
      return { count: messages.length, last: Number(currentGlobalPosition) };
    },
    close: () => store.close(),
  };
}
