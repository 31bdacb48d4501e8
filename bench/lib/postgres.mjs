import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A throwaway PostgreSQL, as tools/postgres.ts starts one for the tests, but durable: the
 * tests' server runs with fsync=off, a benchmark of appends must not. As root, PostgreSQL
 * runs as the `postgres` OS user (it refuses root).
 */
export function findPostgresBin() {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return join(onPath, '..');
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  return readdirSync(base)
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => join(base, v, 'bin'))
    .find((bin) => existsSync(join(bin, 'pg_ctl')));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgres() {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL (pg_ctl) not found on PATH nor under /usr/lib/postgresql/*/bin');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'taller-bench-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  const run = (command) =>
    asRoot
      ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'pipe' })
      : execFileSync('sh', ['-c', command], { stdio: 'pipe' });
  const user = asRoot ? 'postgres' : (process.env.USER ?? 'postgres');
  run(`"${bin}/initdb" -D "${data}" -U ${user} -A trust --no-sync -E UTF8 --locale=C.UTF-8`);
  run(`"${bin}/pg_ctl" -D "${data}" -l "${dir}/log" -w -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1" start`);
  const url = `postgres://${user}@127.0.0.1:${port}/postgres`;
  let counter = 0;
  return {
    url,
    async createDatabase(name = `bench_${counter++}`) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      return `postgres://${user}@127.0.0.1:${port}/${name}`;
    },
    stop() {
      try {
        run(`"${bin}/pg_ctl" -D "${data}" -m fast -w stop`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
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
