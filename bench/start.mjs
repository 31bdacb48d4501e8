#!/usr/bin/env node
/**
 * `npm run build && node bench/start.mjs`: how long the built server takes from launch to its
 * first `200` on `GET /api/health`, on bench/http's shop of 100,000 repairs (its read models up
 * to date) and on an empty data folder, beside a same-run baseline: a bare Fastify server (the
 * very fastify package the app loads) answering health, started the same way.
 *
 * Variants, launched in turns (one of each, then again) so that the machine's load falls on
 * all of them alike:
 *   - `server` — `node apps/api/dist/main.js`, as `npm start`, the e2e tests and Docker run it
 *     (the bundle of apps/api/dist/bundle when it is current, compiled from the code V8 kept in
 *     its .code-cache/: by the build, apps/api/src/warm-code-cache.ts, or by an earlier start);
 *   - `no code cache` — the same with that .code-cache/ removed first: what a start costs where
 *     nothing was kept (until 29 November, the first start after a build and every start in
 *     the Docker image, which now keep the build's);
 *   - `tsc files` — the same server from tsc's files (apps/api/dist/server.js, node_modules
 *     one file at a time): what a start cost before the bundle;
 *   - `bare Fastify` — bench/http/baseline-server.mjs fastify;
 *   - with START_BUNDLES=<folder>[,<folder>…], each folder's bundle: copies of builds'
 *     apps/api/dist/bundle kept inside the repository (so that what the bundle leaves outside,
 *     better-sqlite3 first, resolves from node_modules), e.g. .scratch/start-before/bundle: a change
 *     measured against what it replaces in the same run, and safe from a `tsc -b` run meanwhile
 *     by someone else on a shared tree (which sends main.js to tsc's files: a `server` start
 *     then stops the bench, rather than timing the wrong thing).
 * Each time: wall time to the first 200 (polled every 5 ms) and the process's CPU time then
 * (/proc/<pid>/stat, less sensitive to a busy machine than the wall time).
 *
 * Settings: START_RUNS (7 per variant and folder), START_BUNDLES (above), START_TSC=0 and
 * START_MAIN=0 (leave out `tsc files`, `server` and `no code cache`), START_SHOP (the shop's `ready/data` folder;
 * by default bench/http's cache, which `npm run bench:http` makes the first time).
 * The shop is copied once to a temp folder; the copy's first start (which may bring the read
 * models up to this build) is not timed. Empty folder: a fresh one for every start.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cpuMs, freePort } from './http/children.mjs';
import { benchHttpShop, ROOT } from './lib/paths.mjs';

const RUNS = Number(process.env.START_RUNS ?? 7);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`START_RUNS debe ser un entero ≥ 1 / must be an integer ≥ 1: ${process.env.START_RUNS}`);

const MAIN = join(ROOT, 'apps/api/dist/main.js');
const BUNDLE = join(ROOT, 'apps/api/dist/bundle/server.cjs');
const CODE_CACHE = join(ROOT, 'apps/api/dist/bundle/.code-cache');
const TSC_SERVER = join(ROOT, 'apps/api/dist/server.js');
const FASTIFY = join(ROOT, 'bench/http/baseline-server.mjs');
const BUNDLES = (process.env.START_BUNDLES ?? '').split(',').filter(Boolean);
for (const folder of BUNDLES) {
  if (!existsSync(resolve(folder, 'server.cjs'))) {
    process.stderr.write(`bench/start: START_BUNDLES: falta / missing ${resolve(folder, 'server.cjs')}\n`);
    process.exit(1);
  }
}
const WITH_TSC = process.env.START_TSC !== '0';
const WITH_MAIN = process.env.START_MAIN !== '0';
for (const file of [MAIN, BUNDLE, TSC_SERVER]) {
  if (!existsSync(file)) {
    process.stderr.write(`bench/start: falta ${file} / missing: ejecuta / run \`npm run build\` primero / first.\n`);
    process.exit(1);
  }
}

// main.js runs the bundle only when no compilation is newer (see apps/api/src/main.ts): its own
// check here, so that `server` is the bundle and not, silently, the tsc files.
const ENTRY = join(ROOT, 'libs/server/dist/entry/bundled-or-compiled.js');
const { compilations } = await import(pathToFileURL(ENTRY).href);
const compiled = compilations(pathToFileURL(MAIN).href).map((url) => fileURLToPath(url));
const staleBundle = () => compiled.filter((file) => existsSync(file) && statSync(file).mtimeMs > statSync(BUNDLE).mtimeMs);
if (WITH_MAIN && staleBundle().length > 0) {
  process.stderr.write(`bench/start: apps/api/dist/bundle es anterior a / is older than ${staleBundle().join(', ')}: \`npm run build\` primero / first.\n`);
  process.exit(1);
}

const SHOP = process.env.START_SHOP ?? benchHttpShop();
if (!SHOP || !existsSync(join(SHOP, 'taller.sqlite'))) {
  process.stderr.write('bench/start: no está la tienda de 100.000 reparaciones de bench/http / bench/http\'s shop is missing: `npm run bench:http` la crea / makes it (or START_SHOP=<data folder>).\n');
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'taller-start-'));
const cleanup = () => rmSync(work, { recursive: true, force: true });
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const log = (line) => process.stderr.write(`bench/start: ${line}\n`);
const load = () => loadavg().map((n) => n.toFixed(1)).join(' ');

/** Env of a server: the parent's, less what would change it, as bench/http does. */
function serverEnv(extra) {
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'EVENTSTORE_URL', 'SMTP_URL', 'TRUST_PROXY', 'PASSWORD_HASH_COST', 'NODE_OPTIONS']) delete env[key];
  return { ...env, LOG_LEVEL: 'warn', DEMO: 'off', ...extra };
}

/**
 * Starts the server of a given server.cjs (a bundle, with its code cache) or server.js (tsc's
 * files) as main.js does (a file in the temp folder, not `--input-type=module -e`: a worker
 * thread inherits that flag and refuses its own file).
 */
const LAUNCHER = join(work, 'launch.mjs');
writeFileSync(
  LAUNCHER,
  [
    `import { CodeCachedBundle } from ${JSON.stringify(pathToFileURL(join(ROOT, 'libs/server/dist/entry/code-cache.js')).href)};`,
    `import { pathToFileURL } from 'node:url';`,
    `const bundle = process.argv[2].endsWith('.cjs') ? new CodeCachedBundle(process.argv[2]) : undefined;`,
    `const { startServer } = bundle ? bundle.load() : await import(pathToFileURL(process.argv[2]).href);`,
    `await startServer({ publicDir: ${JSON.stringify(join(ROOT, 'apps/public/dist'))}, adminDir: ${JSON.stringify(join(ROOT, 'apps/admin/dist'))} });`,
    `if (bundle) setImmediate(() => bundle.save());`,
    '',
  ].join('\n'),
);
const startWith = (serverFile) => [LAUNCHER, serverFile];

const VARIANTS = {
  server: (port, dataDir) => ({ args: [MAIN], env: serverEnv({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` }) }),
  'no code cache': (port, dataDir) => {
    rmSync(CODE_CACHE, { recursive: true, force: true });
    return VARIANTS.server(port, dataDir);
  },
  'tsc files': (port, dataDir) => ({
    args: startWith(TSC_SERVER),
    env: serverEnv({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` }),
  }),
  ...Object.fromEntries(
    BUNDLES.map((folder) => [
      `bundle ${folder}`,
      (port, dataDir) => ({
        args: startWith(resolve(folder, 'server.cjs')),
        env: serverEnv({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` }),
      }),
    ]),
  ),
  'bare Fastify': (port) => ({ args: [FASTIFY, 'fastify', String(port)], env: serverEnv({}) }),
};

/**
 * One start: launch, poll health every 5 ms, note wall and CPU time at the first 200, stop.
 * `settle`: then wait until health's projectedPosition reaches its head (a projection this build
 * added or changed, rebuilt in the background), so that the timed starts find the read models
 * up to date instead of each redoing part of that rebuild.
 */
async function startOnce(variant, dataDir, { settle = false } = {}) {
  if ((variant === 'server' || variant === 'no code cache') && staleBundle().length > 0) {
    throw new Error(`apps/api/dist/bundle es ahora anterior a / is now older than ${staleBundle().join(', ')} (¿un \`tsc -b\` mientras tanto? / a \`tsc -b\` meanwhile?): main.js ya no arranca el bundle / no longer runs the bundle.`);
  }
  const port = await freePort();
  const { args, env } = VARIANTS[variant](port, dataDir);
  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let gone = false;
  void exited.then(() => (gone = true));
  try {
    for (;;) {
      if (gone) throw new Error(`${variant} terminó antes de responder / exited before answering:\n${output.slice(-2000)}`);
      if (performance.now() - started > 120_000) throw new Error(`${variant}: sin respuesta en 120 s / no answer in 120 s:\n${output.slice(-2000)}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        await response.arrayBuffer();
        if (response.status === 200) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const wall = performance.now() - started;
    const cpu = cpuMs(child.pid);
    while (settle) {
      if (gone) throw new Error(`${variant} terminó antes de ponerse al día / exited before catching up:\n${output.slice(-2000)}`);
      if (performance.now() - started > 3_600_000) throw new Error(`${variant}: las vistas no se pusieron al día en 1 h / read models not caught up in 1 h`);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.json(), () => ({}));
      if (health.head !== undefined && health.projectedPosition >= health.head) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return { wall, cpu };
  } finally {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const s = (ms) => (ms / 1000).toFixed(2);

const loadBefore = load();
log(`load average ${loadBefore}; ${RUNS} starts of each; shop ${SHOP}`);
const shopCopy = join(work, 'shop');
let t = performance.now();
cpSync(SHOP, shopCopy, { recursive: true });
const shopBytes = readdirSync(shopCopy).reduce((sum, name) => sum + statSync(join(shopCopy, name)).size, 0);
log(`shop copied (${(shopBytes / 1e6).toFixed(0)} MB) in ${s(performance.now() - t)} s; first start on the copy (not timed)…`);
t = performance.now();
await startOnce(WITH_MAIN ? 'server' : `bundle ${BUNDLES[0]}`, shopCopy, { settle: true });
log(`first start on the copy, read models caught up: ${s(performance.now() - t)} s`);

const results = new Map();
const note = (key, value) => results.set(key, [...(results.get(key) ?? []), value]);
for (let run = 1; run <= RUNS; run++) {
  for (const variant of [...(WITH_MAIN ? ['server', 'no code cache'] : []), ...BUNDLES.map((folder) => `bundle ${folder}`), ...(WITH_TSC ? ['tsc files'] : []), 'bare Fastify']) {
    if (variant === 'bare Fastify') {
      note(`${variant}|–`, await startOnce(variant));
      continue;
    }
    note(`${variant}|shop`, await startOnce(variant, shopCopy));
    const empty = mkdtempSync(join(work, 'empty-'));
    note(`${variant}|empty`, await startOnce(variant, empty));
    rmSync(empty, { recursive: true, force: true });
  }
  log(`run ${run}/${RUNS} done (load ${load()})`);
}
const loadAfter = load();

const fastify = median(results.get('bare Fastify|–').map((r) => r.wall));
const fastifyCpu = median(results.get('bare Fastify|–').map((r) => r.cpu));
const lines = [
  `Starts to the first 200 on GET /api/health, ${RUNS} of each in turns; median (min–max) wall time and the process's CPU time then.`,
  `Load average ${loadBefore} before, ${loadAfter} after (${readdirSync('/sys/devices/system/cpu').filter((n) => /^cpu\d+$/.test(n)).length} cores).`,
  '',
  '| what | data | wall s, median (min–max) | CPU s, median | × bare Fastify (wall) | × bare Fastify (CPU) |',
  '|---|---|--:|--:|--:|--:|',
];
for (const [key, runs] of results) {
  const [variant, data] = key.split('|');
  const walls = runs.map((r) => r.wall);
  const wall = median(walls);
  const cpu = median(runs.map((r) => r.cpu));
  const dataName = data === 'shop' ? '100,000 repairs' : data === 'empty' ? 'empty folder' : '–';
  lines.push(
    `| ${variant === 'server' ? '`node apps/api/dist/main.js`' : variant === 'no code cache' ? 'the same without a code cache' : variant.startsWith('bundle ') ? `the bundle in ${variant.slice(7)}` : variant === 'tsc files' ? 'the same from tsc\'s files (before the bundle)' : 'bare Fastify (baseline)'} | ${dataName} | ${s(wall)} (${s(Math.min(...walls))}–${s(Math.max(...walls))}) | ${s(cpu)} | ${(wall / fastify).toFixed(1)}× | ${(cpu / fastifyCpu).toFixed(1)}× |`,
  );
}
process.stdout.write(`${lines.join('\n')}\n`);
