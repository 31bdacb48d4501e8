#!/usr/bin/env node
/**
 * `node bench/http/run.mjs` (or `npm run bench:http`): the real server under load over HTTP.
 * Installs bench/'s own dependencies the first time (autocannon lives there, not in the app),
 * checks that the server, the CLI and the libraries are built (`npm run build`), then runs
 * bench.mjs. Settings: HTTP_REPAIRS (100000), HTTP_DURATION (5 s per cell), HTTP_WARMUP (1 s
 * per work item), HTTP_CONNECTIONS (1,8,32), HTTP_ONLY (work ids, comma-separated).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH, ROOT } from '../lib/paths.mjs';

const fail = (message) => {
  process.stderr.write(`bench/http: ${message}\n`);
  process.exit(1);
};

if (!existsSync(join(BENCH, 'node_modules/autocannon'))) {
  process.stderr.write('bench/http: installing bench/ dependencies (autocannon; the first time also compiles sqlite3, about a minute)…\n');
  const result = spawnSync('npm', ['install', '--prefix', BENCH, '--no-audit', '--no-fund'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) fail('"npm install --prefix bench" falló / failed');
}

const BUILT = ['apps/api/dist/main.js', 'apps/cli/dist/main.js', 'libs/domain/dist/index.js', 'libs/event-store/dist/index.js', 'libs/server/dist/index.js'];
const missing = BUILT.filter((file) => !existsSync(join(ROOT, file)));
if (missing.length > 0) fail(`falta compilar / not built: ${missing.join(', ')}. Ejecuta / run \`npm run build\` primero / first.`);

/** Newest modification time under `dir` (ms). */
function newest(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const path = join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);
}
for (const part of ['libs/domain', 'libs/event-store', 'libs/server', 'apps/api', 'apps/cli']) {
  if (newest(join(ROOT, part, 'src')) > newest(join(ROOT, part, 'dist'))) {
    process.stderr.write(`bench/http: aviso / warning: ${part}/src is newer than its dist/: the figures are of the last build (npm run build)\n`);
  }
}

await import('./bench.mjs');
