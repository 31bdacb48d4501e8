import pg from 'pg';
import { createDatabase, startPostgres as startServer } from '../../tools/postgres.mjs';

export { findPostgresBin } from '../../tools/postgres.mjs';

/**
 * The tests' throwaway PostgreSQL (tools/postgres.mjs), but durable: the tests run it with
 * fsync off, a benchmark of appends must not.
 */
export async function startPostgres() {
  const server = await startServer({ fsync: true });
  const url = server.url;
  let counter = 0;
  return {
    url,
    createDatabase: (name = `bench_${counter++}`) => createDatabase(url, name),
    stop: () => server.stop(),
  };
}

/** The server's version and durability settings, for the report. */
export async function postgresSettings(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const show = async (name) => (await client.query(`SHOW ${name}`)).rows[0][name];
    const version = (await show('server_version')).split(' ')[0];
    return `PostgreSQL ${version} (local, TCP), fsync=${await show('fsync')}, synchronous_commit=${await show('synchronous_commit')}`;
  } finally {
    await client.end();
  }
}
