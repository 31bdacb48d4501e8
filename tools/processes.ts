import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const API_MAIN = `${ROOT}apps/api/dist/main.js`;
export const CLI_MAIN = `${ROOT}apps/cli/dist/main.js`;

export function requireBuilt(): void {
  for (const main of [API_MAIN, CLI_MAIN]) {
    if (!existsSync(main)) throw new Error(`Falta ${main}: ejecuta «npm run build» (npm test lo hace) antes de estas pruebas`);
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a node script to its end. */
export function run(script: string, args: string[], env: Record<string, string>): Promise<Result> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { env: { ...process.env, ...env }, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Starts the real server (`main`: another copy of its dist/main.js) and resolves once /api/health answers. */
export async function startServer(
  env: Record<string, string>,
  main = API_MAIN,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al arrancar:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url, output: () => output };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`El servidor no arrancó en 30 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const closed = new Promise((resolve) => child.once('close', resolve));
  child.kill(signal);
  await closed;
}

/** Signs in as the demo gerente and answers the session cookie, for a `cookie` header. */
export async function loginAsGerente(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'gerente@taller.demo', password: 'demo-taller' }),
  });
  if (response.status !== 200) throw new Error(`No se pudo iniciar sesión: ${response.status}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/**
 * A copy of an app's built dist beside it (`apps/<app>/.dist-warm-test-<pid>`, which .gitignore
 * keeps out), without its code cache: its main.js finds the same packages and front ends as the
 * real one's. The caller removes it.
 */
export function copyOfBuiltDist(app: 'api' | 'cli'): string {
  const copy = `${ROOT}apps/${app}/.dist-warm-test-${process.pid}`;
  cpSync(`${ROOT}apps/${app}/dist`, copy, { recursive: true, preserveTimestamps: true, filter: (path) => !path.includes('.code-cache') });
  return copy;
}

/** The files of a dist's code cache, each with its modification time: one written again changes. */
export function codeCacheFiles(dist: string): Record<string, number> {
  const dir = join(dist, 'bundle/.code-cache');
  return Object.fromEntries(readdirSync(dir).map((name) => [name, statSync(join(dir, name)).mtimeMs]));
}

/**
 * Runs a dist's warm-code-cache.js (see apps/api/src/warm-code-cache.ts) with an environment it
 * must not use: a PostgreSQL nobody listens on, which would stop it. Answers what it printed and
 * the code cache it left.
 */
export async function runWarmStep(dist: string): Promise<Result & { kept: Record<string, number> }> {
  const result = await run(join(dist, 'warm-code-cache.js'), [], { DATABASE_URL: 'postgres://nadie@127.0.0.1:9/ninguna', DEMO: '' });
  return { ...result, kept: result.code === 0 ? codeCacheFiles(dist) : {} };
}
