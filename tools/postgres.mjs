import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL for tests and benchmarks, from the binaries installed on the machine
 * (on PATH or under /usr/lib/postgresql/<version>/bin). As root it runs as the `postgres` OS
 * user, since PostgreSQL refuses root. Starts in about a second; `stop()` removes everything.
 */

/** The folder of pg_ctl, or undefined when PostgreSQL is not installed. */
export function findPostgresBin() {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return join(onPath, '..');
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(base, v, 'bin')).find((bin) => existsSync(join(bin, 'pg_ctl')));
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

/**
 * @param {{ fsync?: boolean }} [options] fsync off by default: tests want speed, not durability.
 * @returns {Promise<{ url: string, stop(): void }>}
 */
export async function startPostgres(options = {}) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('No se encontró PostgreSQL (pg_ctl) en el PATH ni en /usr/lib/postgresql/*/bin');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'taller-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  const run = (command) =>
    asRoot
      ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'pipe' })
      : execFileSync('sh', ['-c', command], { stdio: 'pipe' });
  const user = asRoot ? 'postgres' : (process.env.USER ?? 'postgres');
  run(`"${bin}/initdb" -D "${data}" -U ${user} -A trust --no-sync -E UTF8 --locale=C.UTF-8`);
  const fsync = options.fsync ? 'on' : 'off';
  run(
    `"${bin}/pg_ctl" -D "${data}" -l "${dir}/log" -w -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${fsync} -c max_connections=300" start`,
  );
  return {
    url: `postgres://${user}@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(`"${bin}/pg_ctl" -D "${data}" -m immediate -w stop`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A new empty database named `name` on the server at `url` (any database's address on it):
 * answers that database's address.
 * @param {string} url
 * @param {string} name
 * @returns {Promise<string>}
 */
export async function createDatabase(url, name) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return url.replace(/\/[^/]*$/, `/${name}`);
}
