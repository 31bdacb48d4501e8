import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

/**
 * A throwaway PostgreSQL for the tests, from the binaries installed on the machine (on PATH
 * or under /usr/lib/postgresql/<version>/bin). As root it runs as the `postgres` OS user,
 * since PostgreSQL refuses root. Starts in about a second; `stop()` removes everything.
 */
export interface ThrowawayPostgres {
  url: string;
  /** A URL to a new, empty database on the same server. */
  createDatabase(name?: string): Promise<string>;
  stop(): void;
}

export function findPostgresBin(): string | undefined {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return join(onPath, '..');
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(base, v, 'bin')).find((bin) => existsSync(join(bin, 'pg_ctl')));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgres(): Promise<ThrowawayPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('No se encontró PostgreSQL (pg_ctl) en el PATH ni en /usr/lib/postgresql/*/bin');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'taller-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  const run = (command: string) => {
    if (asRoot) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'pipe' });
    else execFileSync('sh', ['-c', command], { stdio: 'pipe' });
  };
  const user = asRoot ? 'postgres' : (process.env.USER ?? 'postgres');
  run(`"${bin}/initdb" -D "${data}" -U ${user} -A trust --no-sync -E UTF8 --locale=C.UTF-8`);
  run(
    `"${bin}/pg_ctl" -D "${data}" -l "${dir}/log" -w -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start`,
  );
  const url = `postgres://${user}@127.0.0.1:${port}/postgres`;
  let counter = 0;
  return {
    url,
    async createDatabase(name = `t${process.pid}_${Date.now()}_${counter++}`) {
      const { default: pg } = await import('pg');
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
        run(`"${bin}/pg_ctl" -D "${data}" -m immediate -w stop`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
