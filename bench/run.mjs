#!/usr/bin/env node
/**
 * `npm run bench`: installs this package's own dependencies the first time (Emmett's peers
 * must never reach the workspaces), builds ours if it is not built, then runs bench.mjs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const bench = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

function sh(what, command, args, cwd) {
  process.stderr.write(`bench: ${what}…\n`);
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) {
    process.stderr.write(`bench: "${command} ${args.join(' ')}" failed\n`);
    process.exit(1);
  }
}

if (!existsSync(`${bench}node_modules/@event-driven-io/emmett-sqlite`) || !existsSync(`${bench}node_modules/sqlite3`)) {
  sh('installing bench/ dependencies (Emmett, sqlite3; compiles sqlite3, about a minute)', 'npm', ['install', '--prefix', bench, '--no-audit', '--no-fund'], root);
}
const LIBS = ['libs/domain', 'libs/event-store', 'libs/server'];
const built = LIBS.every((lib) => existsSync(`${root}${lib}/dist/index.js`));
if (!built) sh('building the workspaces (npm run build)', 'npm', ['run', 'build', '--silent'], root);

/** Newest modification time under `dir` (ms). */
function newest(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const path = join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);
}
for (const lib of LIBS) {
  if (newest(`${root}${lib}/src`) > newest(`${root}${lib}/dist`)) {
    process.stderr.write(`bench: warning: ${lib}/src is newer than its dist/: the numbers are of the last build (npm run build)\n`);
  }
}

await import('./bench.mjs');
