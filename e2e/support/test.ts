import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { createDatabase } from '../../tools/postgres.mjs';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page, Request, Response, Route } from '@playwright/test';

/** The server a worker's tests talk to. */
export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Its DATA_DIR: `taller.sqlite`, `outbox/`, `uploads/`. */
  dataDir: string;
  /** Its PostgreSQL database (the `postgres` project); undefined: the SQLite file in `dataDir`. */
  databaseUrl?: string;
}

/** A server started by `startTestServer`, and how to stop it (its data directory removed). */
interface RunningTestServer extends TestServer {
  stop(): Promise<void>;
}

const freePort = async (): Promise<number> => {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
};

async function untilHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`El servidor de pruebas terminó (código ${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`El servidor de pruebas no respondió en 60 s:\n${output()}`);
}

/**
 * A real server (the built apps/api) on a free port, a fresh temporary DATA_DIR and, for the
 * `postgres` engine, a database of its own; the demo accounts and data; `env` added to its
 * environment (e.g. a card gateway's settings). Passwords are hashed at scrypt's 2^14 (a sign-in
 * in 70 ms instead of a second), as in jest.
 */
async function startTestServer(engine: 'sqlite' | 'postgres', env: Record<string, string> = {}): Promise<RunningTestServer> {
  const databaseUrl = engine === 'postgres' ? await createDatabase(process.env.TALLER_TEST_PG_URL!, `e2e_${process.pid}_${Date.now()}`) : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'taller-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // E2E_SERVER: another build's main.js (e.g. a copy taken while the tree is being rebuilt).
  const child = spawn(process.execPath, [process.env.E2E_SERVER ?? 'apps/api/dist/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: 'on', PASSWORD_HASH_COST: '14', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(chunk);
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await untilHealthy(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, databaseUrl, stop };
}

/**
 * Every browser test imports `test` from here: each Playwright worker starts its own real
 * server (the built apps/api, a fresh SQLite file in a temporary DATA_DIR, the demo accounts
 * and data), so the workers run side by side without seeing each other's records. The tests of
 * one worker share its server, as they shared the single one before.
 */
export const test = base.extend<object, { server: TestServer; engine: 'sqlite' | 'postgres'; serverEnv: Record<string, string> }>({
  /** Where the worker's server keeps its events and read models (the `postgres` project: PostgreSQL). */
  engine: ['sqlite', { scope: 'worker', option: true }],
  /**
   * Settings added to the server's environment. A spec that needs others (a card gateway's
   * address, known only once its fake is listening) overrides this fixture, and so runs in a
   * worker of its own, with a server of its own.
   */
  serverEnv: [async ({}, use) => use({}), { scope: 'worker' }],
  server: [
    async ({ engine, serverEnv }, use) => {
      const server = await startTestServer(engine, serverEnv);
      try {
        // Specs that read the server's files (the outbox, the store) find them here.
        process.env.E2E_DATA_DIR = server.dataDir;
        await use({ url: server.url, dataDir: server.dataDir, databaseUrl: server.databaseUrl });
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});
