#!/usr/bin/env node
/**
 * `node bench/admin-load.mjs`: the back-office's first load, cold, BEFORE beside AFTER in one
 * run (issue 14). For each build, in a new browser context each time (empty cache, a fresh
 * session): the time from navigation start to the first rows of the repairs list
 * (/gestion/repairs, as the Gerente), median of RUNS (default 10, ADMIN_LOAD_RUNS), the two
 * builds taking turns so that the machine's swings fall on both; and the gzipped JavaScript
 * (each script's body at gzip level 9, as e2e/admin-first-load.spec.ts counts it) fetched before
 * the dashboard and before the list's rows show.
 *
 * FLOOR, timed in the same turns: this machine's and browser's floor for the same rows, cold:
 * bench/admin-floor (React and ReactDOM alone, one request for the same /api/repairs page, a
 * plain table), built here with Vite and served by the same server build in place of the
 * back-office. What the back-office takes beyond it is ours (or react-admin's and MUI's) to cut.
 *
 * AFTER is this tree's build (apps/admin/dist, served by apps/api/dist/main.js: run
 * `npm run build` first). BEFORE is the back-office of ADMIN_LOAD_BASE (default: the commit
 * before issue 14's back-office work), built here into a temporary `git worktree` and served by
 * the same server build, so only the back-office differs. Each server runs on a free port with
 * a temporary DATA_DIR and the demo data (DEMO=on). Writes bench/results/admin-load.md.
 *
 * Uses the root package's Playwright and the system Chromium (tools/chromium.mjs); nothing of
 * bench/'s own package.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build as viteBuild } from 'vite';
import { CHROMIUM_ARGS } from '../tools/chromium.mjs';
import { machine } from './lib/machine.mjs';
import { freePort } from './lib/ports.mjs';
import { requireBuilt, requireChromium } from './lib/prerequisites.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BASE = process.env.ADMIN_LOAD_BASE ?? '044ddfd';
const RUNS = Number(process.env.ADMIN_LOAD_RUNS) || 10;
const serverEntry = join(root, 'apps', 'api', 'dist', 'main.js');
const adminIndex = join(root, 'apps', 'admin', 'dist', 'index.html');
const resultsFile = join(root, 'bench', 'results', 'admin-load.md');

requireBuilt([
  [serverEntry, 'the server'],
  [adminIndex, 'the back-office'],
]);
const executablePath = await requireChromium();

const work = mkdtempSync(join(tmpdir(), 'taller-bench-admin-load-'));
const servers = [];
let browser;
try {
  const baseCommit = execFileSync('git', ['rev-parse', '--short', `${BASE}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const headCommit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no', '--', 'apps/admin'], { cwd: root, encoding: 'utf8' }).trim() !== '';
  const beforeRoot = buildBefore(baseCommit);
  const floorRoot = await buildFloor();
  const load = [loadavg()[0]];

  const builds = [
    { name: `BEFORE (${baseCommit})`, origin: await startServer(beforeRoot) },
    { name: `AFTER (${headCommit}${dirty ? ' + uncommitted apps/admin' : ''})`, origin: await startServer(root) },
    { name: 'FLOOR', origin: await startServer(floorRoot), floor: true },
  ];
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });

  for (const build of builds) {
    if (!build.floor) build.dashboard = await firstLoad(build.origin, '/gestion', (page) => page.getByRole('heading', { name: 'Notas rápidas' }).waitFor());
    build.list = await firstLoad(build.origin, '/gestion/repairs', (page) => page.locator('table tbody tr td').first().waitFor());
    build.times = [];
  }
  // One cold load each per round, taking turns; a first untimed round warms the servers.
  for (const build of builds) await timeToRows(build.origin);
  for (let run = 0; run < RUNS; run += 1) {
    for (const build of run % 2 === 0 ? builds : [...builds].reverse()) build.times.push(await timeToRows(build.origin));
  }
  load.push(loadavg()[0]);

  const report = render(builds, load, { baseCommit });
  console.log(report);
  mkdirSync(dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, report);
  console.log(`\nWritten to ${resultsFile}`);
} finally {
  await browser?.close();
  for (const server of servers) server.kill('SIGTERM');
  try {
    execFileSync('git', ['worktree', 'remove', '--force', join(work, 'before')], { cwd: root, stdio: 'ignore' });
  } catch {
    // Not created.
  }
  rmSync(work, { recursive: true, force: true });
}

/**
 * The floor page (bench/admin-floor), built with Vite under the back-office's base and laid out
 * as apps/api/dist/main.js expects, with the back-office's route list so that /gestion/repairs
 * answers it.
 */
async function buildFloor() {
  const serve = join(work, 'serve-floor');
  mkdirSync(join(serve, 'apps', 'api'), { recursive: true });
  const dist = join(serve, 'apps', 'admin', 'dist');
  await viteBuild({
    root: join(root, 'bench', 'admin-floor'),
    base: '/gestion/',
    configFile: false,
    logLevel: 'warn',
    build: { outDir: dist, emptyOutDir: true },
  });
  cpSync(join(root, 'apps', 'admin', 'dist', 'site-manifest.json'), join(dist, 'site-manifest.json'));
  cpSync(join(root, 'apps', 'api', 'dist'), join(serve, 'apps', 'api', 'dist'), { recursive: true });
  symlinkSync(join(root, 'apps', 'public'), join(serve, 'apps', 'public'));
  symlinkSync(join(root, 'node_modules'), join(serve, 'node_modules'));
  return serve;
}

/**
 * The back-office of `commit`, built in a temporary worktree (sharing this tree's node_modules),
 * laid out as apps/api/dist/main.js expects beside this tree's server and public site.
 */
function buildBefore(commit) {
  const tree = join(work, 'before');
  execFileSync('git', ['worktree', 'add', '--detach', tree, commit], { cwd: root, stdio: 'ignore' });
  symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
  console.log(`Building the back-office of ${commit} in ${tree}…`);
  // Builds on this machine take turns (/tmp/taller-build.lock) where flock is there.
  const build = ['npx', 'vite', 'build', '--logLevel', 'warn'];
  const [command, ...args] = existsSync('/usr/bin/flock') ? ['flock', '/tmp/taller-build.lock', ...build] : build;
  execFileSync(command, args, { cwd: join(tree, 'apps', 'admin'), stdio: 'inherit' });
  const serve = join(work, 'serve-before');
  mkdirSync(join(serve, 'apps', 'api'), { recursive: true });
  cpSync(join(root, 'apps', 'api', 'dist'), join(serve, 'apps', 'api', 'dist'), { recursive: true });
  cpSync(join(tree, 'apps', 'admin', 'dist'), join(serve, 'apps', 'admin', 'dist'), { recursive: true });
  symlinkSync(join(root, 'apps', 'public'), join(serve, 'apps', 'public'));
  symlinkSync(join(root, 'node_modules'), join(serve, 'node_modules'));
  return serve;
}

async function startServer(tree) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(work, 'data-'));
  const server = spawn(process.execPath, [join(tree, 'apps', 'api', 'dist', 'main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: 'on', PASSWORD_HASH_COST: '14' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push(server);
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (code ${server.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return origin;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not answer /api/health within 60 s');
}

/** A new browser context (empty cache) signed in as the Gerente. */
async function coldContext(origin) {
  const context = await browser.newContext({ baseURL: origin, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  const answer = await context.request.post('/api/auth/login', { data: { email: 'gerente@taller.demo', password: 'demo-taller' } });
  if (answer.status() !== 200) throw new Error(`login: ${answer.status()}`);
  return context;
}

/** The scripts fetched before `shown` resolves on `path`, cold: how many, and their gzipped size. */
async function firstLoad(origin, path, shown) {
  const context = await coldContext(origin);
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await page.goto(path);
  await shown(page);
  const count = bodies.length;
  // The API requests made before the screen showed, in the order they left, with when (ms from
  // navigation start): what the first screen waited on besides the scripts.
  const api = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
      .map((entry) => `${new URL(entry.name).pathname} ${Math.round(entry.startTime)}–${Math.round(entry.responseEnd)}`),
  );
  let gzipped = 0;
  for (const body of bodies.slice(0, count)) gzipped += gzipSync(await body, { level: 9 }).length;
  await context.close();
  return { scripts: count, kib: gzipped / 1024, api };
}

/** Milliseconds from navigation start to the first row of the repairs list, cold. */
async function timeToRows(origin) {
  const context = await coldContext(origin);
  // Noted in the page, when the first row appears: no polling delay from here.
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('table tbody tr td')) {
        window.__rowsAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await page.goto('/gestion/repairs');
  await page.waitForFunction(() => window.__rowsAt !== undefined, null, { timeout: 30_000 });
  const ms = await page.evaluate(() => window.__rowsAt);
  await context.close();
  return ms;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function render(builds, load, { baseCommit }) {
  const m = machine();
  const ms = (value) => `${Math.round(value)} ms`;
  const [before, after, floor] = builds;
  const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
  const lines = [
    '# Back-office first load (issue 14)',
    '',
    `\`node bench/admin-load.mjs\` on ${m.cpu} (${m.cores} cores, ${m.memory}), Node ${m.node}, ${m.date}.`,
    `Cold loads (a new browser context each: empty cache, new session) of the built server on localhost, headless Chromium;`,
    `BEFORE is the back-office of ${baseCommit} built in the same run, served by the same server build; FLOOR is bench/admin-floor (React alone, one request for the same rows, a plain table), the least this machine and browser take. ${RUNS} runs each, taking turns.`,
    `Load average (1 min) ${load[0].toFixed(2)} at the start, ${load[1].toFixed(2)} at the end: the machine is shared, so compare the two columns, not runs of different days.`,
    '',
    '| | BEFORE | AFTER | AFTER / BEFORE | FLOOR |',
    '|---|---:|---:|---:|---:|',
    `| navigation → first rows of /gestion/repairs, median | ${ms(median(before.times))} | ${ms(median(after.times))} | ${ratio(median(after.times), median(before.times))} | ${ms(median(floor.times))} |`,
    `| same, fastest – slowest | ${ms(Math.min(...before.times))} – ${ms(Math.max(...before.times))} | ${ms(Math.min(...after.times))} – ${ms(Math.max(...after.times))} | | ${ms(Math.min(...floor.times))} – ${ms(Math.max(...floor.times))} |`,
    `| gzipped JS before the dashboard (/gestion) shows | ${before.dashboard.kib.toFixed(1)} KiB in ${before.dashboard.scripts} files | ${after.dashboard.kib.toFixed(1)} KiB in ${after.dashboard.scripts} files | ${ratio(after.dashboard.kib, before.dashboard.kib)} | |`,
    `| gzipped JS before the repairs list's rows show | ${before.list.kib.toFixed(1)} KiB in ${before.list.scripts} files | ${after.list.kib.toFixed(1)} KiB in ${after.list.scripts} files | ${ratio(after.list.kib, before.list.kib)} | ${floor.list.kib.toFixed(1)} KiB in ${floor.list.scripts} files |`,
    '',
    `Every run (ms): BEFORE ${before.times.map((t) => Math.round(t)).join(', ')}; AFTER ${after.times.map((t) => Math.round(t)).join(', ')}; FLOOR ${floor.times.map((t) => Math.round(t)).join(', ')}.`,
    '',
    'API requests of a cold load of /gestion/repairs until its rows showed, in the order they left (start–end, ms from navigation start):',
    '',
    `- BEFORE: ${before.list.api.join(' · ')}`,
    `- AFTER: ${after.list.api.join(' · ')}`,
    `- FLOOR: ${floor.list.api.join(' · ')}`,
    '',
  ];
  return lines.join('\n');
}
