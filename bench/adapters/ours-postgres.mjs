import { OUR_POSTGRES_EVENT_STORE } from '../lib/paths.mjs';
import { postgresSettings } from '../lib/postgres.mjs';

/** Our PostgresEventStore, through its public port. */
export const name = 'ours-postgres';
export const role = 'ours';
export const engine = 'PostgreSQL';

export async function open(url) {
  const { PostgresEventStore } = await import(OUR_POSTGRES_EVENT_STORE);
  if (!PostgresEventStore) return { pending: 'PostgresEventStore is not in libs/event-store/dist yet (npm run build?)' };
  const store = new PostgresEventStore(url);
  await store.init?.();
  const expected = (known) => (known === 0 ? 'no_stream' : known - 1);
  return {
    name,
    role,
    engine,
    settings: `${await postgresSettings(url)}, one transaction per append`,
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
