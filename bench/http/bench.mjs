/**
 * bench/http: the real built server (apps/api/dist/main.js) under load, over HTTP, on a seeded
 * shop of HTTP_REPAIRS repairs (default 100,000), beside baselines measured in the same run:
 * a raw node:http server doing one better-sqlite3 insert per request (WAL, synchronous=FULL)
 * and answering a raw GET, and a bare Fastify (the app's own copy) answering a health-like GET.
 *
 * Each cell (a work item at a number of connections) runs autocannon for HTTP_DURATION seconds
 * after a short warm-up, and reads the server's CPU time from /proc/<pid>/stat before and after.
 * One markdown table on stdout and in bench/results/http.md. Run it with `node bench/http/run.mjs`
 * (or `npm run bench:http`), which installs bench/'s dependencies and checks the build first.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commitLatencyMs } from '../lib/disk.mjs';
import { machine } from '../lib/machine.mjs';
import { OUR_DOMAIN, ROOT, requireAsOurs } from '../lib/paths.mjs';
import { atExit, cpuMs, freePort, startNode, tail, waitUntilUp } from './children.mjs';
import { writeShop } from './seed.mjs';

const autocannon = (await import('autocannon')).default;
const { calendarPeriod, madridDay } = await import(OUR_DOMAIN);
const Database = requireAsOurs('better-sqlite3');

const REPAIRS = Number(process.env.HTTP_REPAIRS ?? 100_000);
const DURATION = Number(process.env.HTTP_DURATION ?? 5);
const WARMUP = Number(process.env.HTTP_WARMUP ?? 1);
const CONNECTIONS = (process.env.HTTP_CONNECTIONS ?? '1,8,32').split(',').map((c) => Number(c.trim()));
/** Only these work items (ids, comma-separated), for a quick look; baselines always run. */
/** HTTP_BASELINES=0: no baselines (a quick look; the report is then printed, not written). */
const BASELINES = process.env.HTTP_BASELINES !== '0';
const ONLY = process.env.HTTP_ONLY ? new Set(process.env.HTTP_ONLY.split(',').map((s) => s.trim())) : null;
/** Bump when the seed's shape changes: a cached shop of another version is written again. */
const SEED_VERSION = 1;

for (const [name, value] of [['HTTP_REPAIRS', REPAIRS], ['HTTP_DURATION', DURATION], ['HTTP_WARMUP', WARMUP]]) {
  if (!Number.isFinite(value) || value < 0 || (name !== 'HTTP_WARMUP' && value <= 0)) {
    throw new Error(`${name} no es un número válido / is not a valid number: ${process.env[name]}`);
  }
}
if (CONNECTIONS.some((c) => !Number.isInteger(c) || c < 1)) throw new Error(`HTTP_CONNECTIONS debe ser una lista como 1,8,32 / must be a list like 1,8,32: ${process.env.HTTP_CONNECTIONS}`);

const HERE = fileURLToPath(new URL('.', import.meta.url));
const SERVER = join(ROOT, 'apps/api/dist/main.js');
const CLI = join(ROOT, 'apps/cli/dist/main.js');
const log = (line) => process.stderr.write(`bench/http: ${line}\n`);
const seconds = (since) => (performance.now() - since) / 1000;
const load = () => loadavg().map((l) => l.toFixed(1)).join(', ');

const work = mkdtempSync(join(tmpdir(), 'taller-bench-http-'));
atExit(() => rmSync(work, { recursive: true, force: true }));
const children = [];
async function stopChildren() {
  await Promise.all(children.map((c) => c.stop()));
}

/** The child's env: the parent's, less what would change the server (a DATABASE_URL, a demo). */
function serverEnv(extra) {
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'EVENTSTORE_URL', 'SMTP_URL', 'TRUST_PROXY', 'PASSWORD_HASH_COST', 'NODE_OPTIONS']) delete env[key];
  return { ...env, LOG_LEVEL: 'warn', DEMO: 'off', ...extra };
}

// ---------------------------------------------------------------------------------------------
// The shop: written once per size and seed version, kept under bench/http/.cache, copied per run.

const CACHE = join(HERE, '.cache', `shop-${REPAIRS}-v${SEED_VERSION}`);

/** The seeded log alone (`log.sqlite`, `log.json`): written once per size and seed version. */
async function seededLog() {
  const file = join(CACHE, 'log.sqlite');
  if (existsSync(join(CACHE, 'log.json'))) return { file, ...JSON.parse(readFileSync(join(CACHE, 'log.json'), 'utf8')) };
  mkdirSync(CACHE, { recursive: true });
  const building = mkdtempSync(join(CACHE, 'log-'));
  atExit(() => rmSync(building, { recursive: true, force: true })); // gone once moved into place
  log(`writing a shop of ${REPAIRS.toLocaleString('en-US')} repairs (once: it is kept in ${CACHE})…`);
  const started = performance.now();
  const counts = await writeShop(join(building, 'taller.sqlite'), REPAIRS);
  const meta = { seedVersion: SEED_VERSION, writtenAt: new Date().toISOString(), counts, seedSeconds: seconds(started) };
  log(`${counts.events.toLocaleString('en-US')} events in ${meta.seedSeconds.toFixed(1)} s`);
  renameSync(join(building, 'taller.sqlite'), file);
  writeFileSync(join(CACHE, 'log.json'), JSON.stringify(meta, null, 2));
  return { file, ...meta };
}

/**
 * The shop ready to serve (`ready/data`, `ready/ready.json`): the seeded log, a staff account
 * the CLI made (its start builds every read model). `fresh`: made again from the log (when the
 * server of this build cannot start on the one kept, e.g. made by another version).
 */
async function readyShop({ fresh = false } = {}) {
  const ready = join(CACHE, 'ready');
  const seeded = await seededLog();
  if (!fresh && existsSync(join(ready, 'ready.json')) && existsSync(join(ready, 'data', 'taller.sqlite'))) {
    log(`shop of ${REPAIRS.toLocaleString('en-US')} repairs from the cache (${ready})`);
    return { dir: ready, meta: { ...seeded, ...JSON.parse(readFileSync(join(ready, 'ready.json'), 'utf8')) }, cached: true };
  }
  const building = mkdtempSync(join(CACHE, 'ready-'));
  atExit(() => rmSync(building, { recursive: true, force: true })); // gone once renamed into place
  const dataDir = join(building, 'data');
  mkdirSync(dataDir);
  cpSync(seeded.file, join(dataDir, 'taller.sqlite'));
  log('creating the staff account with the CLI (its start builds every read model: minutes on a busy machine)…');
  const email = 'bench@taller.example';
  const password = `bench-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;
  const started = performance.now();
  const cli = startNode([CLI, 'accounts', 'create', '--email', email, '--name', 'Banco de Pruebas', '--role', 'administrador', '--password-stdin'], {
    env: serverEnv({ DATA_DIR: dataDir }),
    logFile: join(building, 'cli.log'),
    cwd: ROOT,
  });
  cli.child.stdin.end(`${password}\n`);
  const code = await cli.exited;
  if (code !== 0) {
    throw new Error(`la CLI no pudo crear la cuenta (código ${code}) / the CLI could not create the account (exit ${code}):\n${tail(join(building, 'cli.log'))}`);
  }
  const meta = { builtAt: new Date().toISOString(), cliSeconds: seconds(started), email, password };
  log(`read models built and account made in ${meta.cliSeconds.toFixed(1)} s`);
  writeFileSync(join(building, 'ready.json'), JSON.stringify(meta, null, 2));
  rmSync(ready, { recursive: true, force: true });
  renameSync(building, ready);
  return { dir: ready, meta: { ...seeded, ...meta }, cached: false };
}

/** Which build is measured: the commit, and whether the server's sources differ from it. */
function buildLabel() {
  const git = (...args) => execFileSync('git', ['-C', ROOT, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const dirty = git('status', '--porcelain', '--', 'libs', 'apps/api', 'apps/cli') !== '';
    return `commit ${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with uncommitted changes to the server' : ''}`;
  } catch {
    return process.env.HTTP_BUILD_LABEL ?? 'not a git tree';
  }
}

/** What the read models look like: every table, index and trigger, and each projection's version. */
function schemaSignature(file) {
  const db = new Database(file, { readonly: true });
  try {
    const schema = db.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY type, name').all();
    const versions = db.prepare("SELECT name FROM sqlite_master WHERE name = 'projection_checkpoints'").get()
      ? db.prepare('SELECT name, version FROM projection_checkpoints ORDER BY name').all()
      : [];
    return createHash('sha256').update(JSON.stringify([schema, versions])).digest('hex').slice(0, 16);
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP helpers

let origin;
let cookie;
const browserHeaders = () => ({
  accept: 'application/json',
  cookie,
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
  'user-agent': 'taller-bench-http',
});
const writeHeaders = () => ({ ...browserHeaders(), 'content-type': 'application/json', origin });

async function api(path, init = {}) {
  const response = await fetch(`${origin}${path}`, { ...init, headers: { ...(init.body ? writeHeaders() : browserHeaders()), ...init.headers } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return { json: text ? JSON.parse(text) : null, headers: response.headers };
}

/** ra-data-simple-rest's getList query string (query-string sorts the keys: filter, range, sort). */
function listPath(resource, { filter = {}, range = [0, 14], sort = ['id', 'DESC'] } = {}) {
  const query = new URLSearchParams({ filter: JSON.stringify(filter), range: JSON.stringify(range), sort: JSON.stringify(sort) });
  return `/api/${resource}?${query}`;
}
const totalOf = (headers) => Number(headers.get('content-range')?.split('/').pop());

async function signIn(email, password) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin', accept: 'application/json' },
    body: JSON.stringify({ email, password, area: 'staff' }),
  });
  if (!response.ok) throw new Error(`no se pudo iniciar sesión / sign-in failed: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
  const session = response.headers.getSetCookie().find((c) => c.startsWith('taller_session='));
  if (!session) throw new Error('el inicio de sesión no devolvió la cookie taller_session / sign-in set no taller_session cookie');
  return session.split(';')[0];
}

// ---------------------------------------------------------------------------------------------
// Measuring one cell

const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

/** Fails with the end of its log when a child server died during the run. */
function requireAlive(handle, what) {
  if (handle.child.exitCode !== null || handle.child.signalCode !== null) {
    throw new Error(
      `${what} terminó durante la medida (código ${handle.child.exitCode ?? handle.child.signalCode}) / ${what} exited during the run.\n` +
        `Últimas líneas de su salida / last lines of its output (${handle.logFile}):\n${tail(handle.logFile)}`,
    );
  }
}

/**
 * Waits until the process `pid` is idle (under 10 % of a core over 250 ms, at most 30 s): when
 * autocannon stops, a slow server still works through the requests it had taken, and that work
 * must not be counted in the next cell.
 */
async function drained(pid) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const before = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (cpuMs(pid) - before < 25 || Date.now() > deadline) return;
  }
}

/**
 * One autocannon run against `url` with `connections`, `seconds` long; `request` is autocannon's
 * request object (method, path, body, setupRequest, onResponse). Returns req/s of 2xx answers,
 * p50/p99 of their response times (autocannon's own timing, percentiles of every 2xx answer:
 * autocannon's histogram rounds to whole ms), errors (socket errors + timeouts), non-2xx, and
 * the CPU ms per request of the process `pid` (from the start until it is idle again, over the
 * answers plus the one request per connection left open at the end).
 */
async function cell({ url, pid, connections, duration, request, headers }) {
  await drained(pid);
  const times = [];
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  const instance = autocannon({ url, connections, duration, headers, requests: [request], timeout: 30 });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
  });
  const result = await instance;
  const elapsed = seconds(started);
  // The requests still open when autocannon stops (one per connection) are finished by the
  // server after it: their CPU is counted up to the idle point, and they with the answers.
  await drained(pid);
  const cpu = cpuMs(pid) - cpuBefore;
  times.sort((a, b) => a - b);
  const answers = result.requests.total;
  const ok = result['2xx'];
  return {
    connections,
    rps: ok / result.duration,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1),
    overOneSecond: times.filter((t) => t >= 1000).length,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses: Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')).map(([code, { count }]) => `${code}×${count}`),
    cpuPerRequest: answers > 0 ? cpu / (answers + connections) : NaN,
    answers,
    elapsed,
  };
}

// ---------------------------------------------------------------------------------------------
// The work items

const SEARCHES = ['garcía', 'martin', 'galaxy', 'pantalla', 'iphone 13', 'núñez', 'thinkpad', 'no carga', 'lopez', 'switch'];
const CLIENT_SEARCHES = ['garc', 'mar', 'peña', 'gonzalez', 'ruiz', 'álvaro', 'lucia', 'jim'];
const LIST_STATUSES = ['pending', 'in_progress', 'completed', 'waiting_user', 'cancelled', 'on_hold'];

/** A fresh body of the back-office's "new repair" form (its defaults, and what the counter types). */
function newRepairBody(n, clients) {
  const devices = [['Móvil', 'iPhone 14', 'No carga, el conector está flojo'], ['Portátil', 'HP Pavilion 15', 'Pantalla en negro al arrancar'], ['Tablet', 'iPad 9', 'Cristal roto en una esquina']];
  const [device, model, description] = devices[n % devices.length];
  return {
    clientId: 1 + ((n * 7_919) % clients),
    device,
    model,
    contactNumber: '600123456',
    description,
    motive: 'Diagnóstico',
    priceCents: n % 3 === 0 ? null : 4_900,
    paymentMethod: 'cash',
    isPaid: false,
    internalNotes: '',
    entryDate: madridDay(new Date()),
  };
}

/** Pages of the repairs list, the ids and full rows of live repairs (`count` of them from `offset`, oldest first). */
async function repairRows(offset, count, filter = {}, sort = ['id', 'ASC']) {
  const rows = [];
  for (let start = offset; rows.length < count; start += 1000) {
    const { json } = await api(listPath('repairs', { filter, range: [start, start + 999], sort }));
    if (json.length === 0) break;
    rows.push(...json);
  }
  return rows.slice(0, count);
}

/**
 * The work items: `prepare(connections)` returns autocannon's request for that cell (pools of
 * records are fetched then, so each cell edits records no other cell touched), and `check()`
 * what to print after the item (e.g. the edits' conflicts).
 */
function workItems(shop) {
  const clients = shop.counts.clients;
  let total;
  let created = 0;
  const conflicts = { edit: 0 };
  let editOffset = 1_000;
  const period = calendarPeriod(madridDay(new Date()));
  const rotating = (paths) => {
    let k = 0;
    return { method: 'GET', path: paths[0], setupRequest: (req) => ({ ...req, path: paths[k++ % paths.length] }) };
  };
  return [
    {
      id: 'health',
      label: '`GET /api/health` (no session, as a monitor asks)',
      kind: 'read',
      baseline: 'fastify',
      headers: () => ({ accept: 'application/json', 'user-agent': 'taller-bench-http' }),
      prepare: () => ({ method: 'GET', path: '/api/health' }),
    },
    {
      id: 'get',
      label: '`GET /api/repairs/:id` (a record)',
      kind: 'read',
      baseline: 'fastify',
      async prepare() {
        const ids = [];
        for (const fraction of [0.05, 0.5, 0.95]) ids.push(...(await repairRows(Math.floor(total * fraction), 1000)).map((r) => r.id));
        return rotating(ids.sort(() => Math.random() - 0.5).map((id) => `/api/repairs/${id}`));
      },
    },
    { id: 'list', label: 'repairs list, page 1 (newest first)', kind: 'read', baseline: 'fastify', prepare: () => ({ method: 'GET', path: listPath('repairs') }) },
    {
      id: 'search',
      label: `repairs list, search \`q\` (${SEARCHES.length} terms in turn)`,
      kind: 'read',
      baseline: 'fastify',
      prepare: () => rotating(SEARCHES.map((q) => listPath('repairs', { filter: { q } }))),
    },
    {
      id: 'status-filter',
      label: 'repairs list, status filter (6 statuses in turn)',
      kind: 'read',
      baseline: 'fastify',
      prepare: () => rotating(LIST_STATUSES.map((status) => listPath('repairs', { filter: { status } }))),
    },
    { id: 'sort-client', label: 'repairs list, sorted by client name', kind: 'read', baseline: 'fastify', prepare: () => ({ method: 'GET', path: listPath('repairs', { sort: ['clientName', 'ASC'] }) }) },
    {
      id: 'deep-page',
      label: 'repairs list, last page (deep OFFSET)',
      kind: 'read',
      baseline: 'fastify',
      prepare: () => {
        const start = Math.max(0, (Math.ceil(total / 15) - 1) * 15);
        return { method: 'GET', path: listPath('repairs', { range: [start, start + 14] }) };
      },
    },
    {
      id: 'client-search',
      label: 'clients autocomplete, search `q` (the new-repair form)',
      kind: 'read',
      baseline: 'fastify',
      prepare: () => rotating(CLIENT_SEARCHES.map((q) => listPath('clients', { filter: { q }, range: [0, 9], sort: ['name', 'ASC'] }))),
    },
    {
      id: 'calendar',
      label: `\`GET /api/calendar\` (the 3-week grid, ${period.from} → ${period.to})`,
      kind: 'read',
      baseline: 'fastify',
      prepare: () => ({ method: 'GET', path: `/api/calendar?${new URLSearchParams(period)}` }),
    },
    { id: 'urgent', label: '`GET /api/calendar/urgent`', kind: 'read', baseline: 'fastify', prepare: () => ({ method: 'GET', path: '/api/calendar/urgent' }) },
    {
      id: 'create',
      label: '`POST /api/repairs` (create a repair)',
      kind: 'write',
      baseline: 'raw',
      prepare: () => ({
        method: 'POST',
        path: '/api/repairs',
        body: JSON.stringify(newRepairBody(0, clients)),
        setupRequest: (req) => ({ ...req, body: JSON.stringify(newRepairBody(++created, clients)) }),
      }),
    },
    {
      id: 'status',
      label: '`POST /api/repairs/:id/status` (change a status)',
      kind: 'write',
      baseline: 'raw',
      async prepare() {
        // The newest open repairs (those the create cells made among them), each moved in turn.
        const pool = (await repairRows(0, 2000, {}, ['id', 'DESC'])).filter((r) => r.collectedAt === null && r.status !== 'abandoned');
        if (pool.length < 100) throw new Error(`only ${pool.length} open repairs to change the status of`);
        const status = new Map(pool.map((r) => [r.id, r.status]));
        let k = 0;
        return {
          method: 'POST',
          path: `/api/repairs/${pool[0].id}/status`,
          body: '{}',
          setupRequest: (req) => {
            const { id } = pool[k++ % pool.length];
            const to = status.get(id) === 'in_progress' ? 'waiting_user' : 'in_progress';
            status.set(id, to);
            return { ...req, path: `/api/repairs/${id}/status`, body: JSON.stringify({ status: to }) };
          },
        };
      },
    },
    {
      id: 'cash-day',
      label: "`GET /api/cash/days/:day` ('Caja': a busy day's 80 movements and expected cash per method)",
      kind: 'read',
      baseline: 'fastify',
      async prepare() {
        // A busy day at the counter: 80 payments by cash, card and Bizum on open repairs (a
        // shop this size takes about 90 repairs a day), unless earlier cells already made them.
        const day = madridDay(new Date());
        const { json } = await api(`/api/cash/days/${day}`);
        const pool = (await repairRows(0, 400, {}, ['id', 'DESC'])).filter((r) => (r.balance?.dueCents ?? 0) > 100 && r.collectedAt === null);
        for (let k = json.movements.length; k < 80 && pool.length > 0; k++) {
          const body = { amountCents: 50 + (k % 40), method: ['cash', 'card', 'bizum'][k % 3], note: '', requestId: `bench-day-${Date.now().toString(36)}-${k}` };
          await api(`/api/repairs/${pool[k % pool.length].id}/payments`, { method: 'POST', body: JSON.stringify(body) });
        }
        return { method: 'GET', path: `/api/cash/days/${day}` };
      },
    },
    {
      id: 'payment',
      label: '`POST /api/repairs/:id/payments` (take a payment)',
      kind: 'write',
      baseline: 'raw',
      async prepare() {
        // Open repairs with money due, 1 cent at a time by cash, card or Bizum, each request its own id.
        const pool = (await repairRows(0, 3000, {}, ['id', 'DESC'])).filter((r) => (r.balance?.dueCents ?? 0) > 1000 && r.collectedAt === null && r.status !== 'cancelled');
        if (pool.length < 100) throw new Error(`only ${pool.length} repairs with money due to take a payment on`);
        const methods = ['cash', 'card', 'bizum'];
        let k = 0;
        return {
          method: 'POST',
          path: `/api/repairs/${pool[0].id}/payments`,
          body: '{}',
          setupRequest: (req) => {
            const { id } = pool[k % pool.length];
            const body = { amountCents: 1, method: methods[k % methods.length], note: '', requestId: `bench-${Date.now().toString(36)}-${k++}` };
            return { ...req, path: `/api/repairs/${id}/payments`, body: JSON.stringify(body) };
          },
        };
      },
    },
    {
      id: 'edit',
      label: '`PUT /api/repairs/:id` (edit with `version`)',
      kind: 'write',
      baseline: 'raw',
      check: () => `edits refused as stale (409, then re-read): ${conflicts.edit}`,
      async prepare(connections) {
        // Older repairs no other cell touched, each cell its own; each edit sends the version
        // of the last answer for that repair (the pool is far larger than the connections).
        const pool = await repairRows(editOffset, Math.min(3000, Math.max(connections * 20, 1000)));
        editOffset += pool.length;
        const byId = new Map(pool.map((r) => [r.id, r]));
        let k = 0;
        return {
          method: 'PUT',
          path: `/api/repairs/${pool[0].id}`,
          body: '{}',
          setupRequest: (req, context) => {
            const record = byId.get(pool[k % pool.length].id);
            k++;
            context.id = record.id; // autocannon's per-connection context: onResponse gets it back
            // The record as the edit form holds it, one field changed (react-admin PUTs the record).
            return { ...req, path: `/api/repairs/${record.id}`, body: JSON.stringify({ ...record, internalNotes: `Revisado (${k})` }) };
          },
          onResponse: (status, body, context) => {
            if (status >= 200 && status < 300) {
              const record = JSON.parse(body);
              byId.set(record.id, record);
            } else if (status === 409) {
              conflicts.edit++;
              const { id } = context;
              void api(`/api/repairs/${id}`).then(({ json }) => byId.set(id, json), () => {});
            }
          },
        };
      },
    },
  ].map((item) => ({
    ...item,
    async prepareTotal() {
      total = totalOf((await api(listPath('repairs', { range: [0, 0] }))).headers);
    },
  }));
}

// ---------------------------------------------------------------------------------------------
// The run

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '–');
const ms = (n) => (!Number.isFinite(n) ? '–' : n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0));
const ratio = (a, b) => (Number.isFinite(a) && b > 0 ? `${(a / b).toFixed(a / b < 0.1 ? 3 : 2)}×` : '–');

async function main() {
  const facts = machine();
  const build = buildLabel();
  const loadBefore = load();
  const diskBefore = commitLatencyMs(work);
  log(`load average ${loadBefore}; disk commit ${diskBefore.toFixed(2)} ms; temp ${work}`);

  let shop = await readyShop();
  const dataDir = join(work, 'data');
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const env = serverEnv({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: origin });
  let starts = 0;
  const startServer = async (what) => {
    const t = performance.now();
    const server = startNode([SERVER], { env, logFile: join(work, `server-${++starts}.log`), cwd: ROOT });
    children.push(server);
    await waitUntilUp(server, `${origin}/api/health`, `El servidor / the server (${what})`);
    return [server, seconds(t)];
  };
  let server;
  let firstStart;
  for (let attempt = 1; ; attempt++) {
    rmSync(dataDir, { recursive: true, force: true });
    let started = performance.now();
    cpSync(join(shop.dir, 'data'), dataDir, { recursive: true });
    log(`shop copied in ${seconds(started).toFixed(1)} s`);
    try {
      [server, firstStart] = await startServer('first start on the copied shop');
      break;
    } catch (error) {
      if (!shop.cached || attempt > 1) throw error;
      log(`the server did not start on the cached shop (made by another version?): making it again from the seeded log.\n${error.message.split('\n').slice(0, 1).join('')}`);
      shop = await readyShop({ fresh: true });
    }
  }
  log(`server up in ${firstStart.toFixed(1)} s (first start on the copy); restarting to time a start on a full shop…`);
  await server.stop();
  const signature = schemaSignature(join(dataDir, 'taller.sqlite'));
  if (signature !== shop.meta.signature) {
    // The first start changed the read models (a projection's version, a new table, index or
    // trigger: this build is not the one that made the cache): keep what it built, so the next
    // run's first start does not build it again. Nothing else has touched the copy yet.
    log('the first start changed the read models: keeping them in the cache…');
    const started = performance.now();
    const fresh = join(shop.dir, 'data.new');
    const old = join(shop.dir, 'data.old');
    rmSync(fresh, { recursive: true, force: true });
    rmSync(old, { recursive: true, force: true });
    cpSync(dataDir, fresh, { recursive: true });
    // Two renames: stopped between them, the cache has no data/ and is made again next time.
    renameSync(join(shop.dir, 'data'), old);
    renameSync(fresh, join(shop.dir, 'data'));
    rmSync(old, { recursive: true, force: true });
    shop.meta.signature = signature;
    const { email, password, cliSeconds, builtAt } = shop.meta;
    writeFileSync(join(shop.dir, 'ready.json'), JSON.stringify({ builtAt, cliSeconds, email, password, signature }, null, 2));
    log(`cache refreshed in ${seconds(started).toFixed(1)} s`);
  }
  let restart;
  [server, restart] = await startServer('restart');
  log(`server up in ${restart.toFixed(2)} s (restart)`);

  cookie = await signIn(shop.meta.email, shop.meta.password);
  const healthBody = (await api('/api/health')).json;
  const repairsTotal = totalOf((await api(listPath('repairs', { range: [0, 0] }))).headers);
  log(`signed in; the repairs list holds ${repairsTotal.toLocaleString('en-US')} repairs`);

  // Baselines, in their own processes like the server.
  const baselinePorts = { raw: await freePort(), fastify: await freePort() };
  const baselineEnv = { ...serverEnv({}), BASELINE_BODY: JSON.stringify(healthBody) };
  const raw = startNode([join(HERE, 'baseline-server.mjs'), 'raw', String(baselinePorts.raw), join(work, 'raw.sqlite')], { env: baselineEnv, logFile: join(work, 'raw.log') });
  const fastify = startNode([join(HERE, 'baseline-server.mjs'), 'fastify', String(baselinePorts.fastify)], { env: baselineEnv, logFile: join(work, 'fastify.log') });
  children.push(raw, fastify);
  await waitUntilUp(raw, `http://127.0.0.1:${baselinePorts.raw}/read`, 'La línea base raw / the raw baseline');
  await waitUntilUp(fastify, `http://127.0.0.1:${baselinePorts.fastify}/api/health`, 'La línea base Fastify / the Fastify baseline');
  const fastifyVersion = /fastify (\S+)/.exec(readFileSync(fastify.logFile, 'utf8'))?.[1] ?? '?';

  const baselines = [
    { id: 'raw', label: 'baseline: raw node:http + one better-sqlite3 insert (WAL, FULL)', handle: raw, pid: raw.pid, url: `http://127.0.0.1:${baselinePorts.raw}`, request: () => ({ method: 'POST', path: '/write', body: JSON.stringify(newRepairBody(0, 1)), headers: { 'content-type': 'application/json' } }) },
    { id: 'raw-get', label: 'baseline: raw node:http GET (the same JSON as health)', handle: raw, pid: raw.pid, url: `http://127.0.0.1:${baselinePorts.raw}`, request: () => ({ method: 'GET', path: '/read' }) },
    { id: 'fastify', label: `baseline: bare Fastify ${fastifyVersion} GET (the same JSON as health)`, handle: fastify, pid: fastify.pid, url: `http://127.0.0.1:${baselinePorts.fastify}`, request: () => ({ method: 'GET', path: '/api/health' }) },
  ];
  const baselineResults = Object.fromEntries(baselines.map((b) => [b.id, []]));
  async function runBaselines(round) {
    for (const b of baselines) {
      await cell({ url: b.url, pid: b.pid, connections: 8, duration: WARMUP || 1, request: b.request() });
      for (const connections of CONNECTIONS) {
        log(`${b.id} (round ${round}) at ${connections}…`);
        baselineResults[b.id].push({ round, ...(await cell({ url: b.url, pid: b.pid, connections, duration: DURATION, request: b.request() })) });
        requireAlive(b.handle, b.label);
      }
    }
  }

  const runStarted = performance.now();
  if (BASELINES) await runBaselines(1);

  const items = workItems(shop.meta).filter((item) => !ONLY || ONLY.has(item.id));
  const results = [];
  const notes = [];
  for (const item of items) {
    await item.prepareTotal();
    const headers = item.headers?.() ?? (item.kind === 'write' ? writeHeaders() : browserHeaders());
    if (WARMUP > 0) await cell({ url: origin, pid: server.pid, connections: 8, duration: WARMUP, request: await item.prepare(8), headers });
    for (const connections of CONNECTIONS) {
      log(`${item.id} at ${connections} connection${connections === 1 ? '' : 's'}…`);
      const request = await item.prepare(connections);
      const result = await cell({ url: origin, pid: server.pid, connections, duration: DURATION, request, headers });
      requireAlive(server, 'El servidor / the server');
      log(`  ${fmt(result.rps)} req/s, p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms, max ${ms(result.max)} ms (${result.overOneSecond} of ${result.answers} answers took 1 s or more), CPU ${ms(result.cpuPerRequest)} ms/req`);
      if (result.statuses.length > 0) log(`  non-2xx answers: ${result.statuses.join(', ')}`);
      results.push({ item, ...result });
    }
    if (item.check) notes.push(item.check());
  }

  if (BASELINES) await runBaselines(2);
  const runSeconds = seconds(runStarted);
  // eslint-disable-next-line no-control-regex
  const serverLog = readFileSync(server.logFile, 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
  const serverErrors = serverLog.split('\n').filter((l) => /"level":(50|60)|\bERROR\b/.test(l));
  await stopChildren();
  const diskAfter = commitLatencyMs(work);
  const loadAfter = load();

  // The table.
  const baselineOf = (id, connections) => {
    const runs = baselineResults[id].filter((r) => r.connections === connections);
    return runs.length ? runs.reduce((sum, r) => sum + r.rps, 0) / runs.length : NaN;
  };
  const baselineNames = { raw: 'raw insert', fastify: 'bare Fastify' };
  const lines = [
    '| work | conns | req/s | p50 ms | p99 ms | errors / non-2xx | server CPU ms/req | baseline req/s | ours / baseline |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const r of results) {
    const base = baselineOf(r.item.baseline, r.connections);
    lines.push(
      `| ${r.item.label} | ${r.connections} | ${fmt(r.rps)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.errors} / ${r.non2xx} | ${ms(r.cpuPerRequest)} | ${fmt(base)} (${baselineNames[r.item.baseline]}) | ${ratio(r.rps, base)} |`,
    );
  }
  for (const b of baselines) {
    for (const connections of CONNECTIONS) {
      const runs = baselineResults[b.id].filter((r) => r.connections === connections);
      if (runs.length === 0) continue;
      const mean = (key) => runs.reduce((sum, r) => sum + r[key], 0) / runs.length;
      lines.push(
        `| ${b.label} | ${connections} | ${runs.map((r) => fmt(r.rps)).join(' / ')} | ${ms(mean('p50'))} | ${ms(mean('p99'))} | ${runs.reduce((s, r) => s + r.errors, 0)} / ${runs.reduce((s, r) => s + r.non2xx, 0)} | ${ms(mean('cpuPerRequest'))} | | |`,
      );
    }
  }
  const health = results.filter((r) => r.item.id === 'health');
  const report = [
    `# The server over HTTP: a shop of ${shop.meta.counts.repairs.toLocaleString('en-US')} repairs`,
    '',
    `Build: ${build} (apps/api/dist/main.js as built). Machine: ${facts.cpu}, ${facts.cores} cores, ${facts.memory}; Node ${facts.node}; ${facts.os}; ${facts.date}. ` +
      `Load average before ${loadBefore}, after ${loadAfter} (the machine is shared: compare with the baselines of the same run). ` +
      `Disk commit (one-row WAL transaction, synchronous=FULL, median of 100): ${diskBefore.toFixed(2)} ms before, ${diskAfter.toFixed(2)} ms after.`,
    '',
    `Shop: ${shop.meta.counts.repairs.toLocaleString('en-US')} repairs (${repairsTotal.toLocaleString('en-US')} live at the start), ${shop.meta.counts.clients.toLocaleString('en-US')} clients, ` +
      `${shop.meta.counts.revisions.toLocaleString('en-US')} revisions, ${shop.meta.counts.orders.toLocaleString('en-US')} orders: ${shop.meta.counts.events.toLocaleString('en-US')} events from ${shop.meta.counts.from} to ${shop.meta.counts.to} ` +
      `(${shop.cached ? 'from the cache, written' : 'written'} ${shop.meta.writtenAt.slice(0, 16).replace('T', ' ')} UTC in ${shop.meta.seedSeconds.toFixed(1)} s; the CLI's first start built its read models in ${shop.meta.cliSeconds.toFixed(1)} s). ` +
      `Server start on it: ${firstStart.toFixed(2)} s the first time on the copy, ${restart.toFixed(2)} s on a restart (to a 200 from /api/health).`,
    '',
    `Each cell: autocannon ${DURATION} s after a ${WARMUP} s warm-up per work item, one signed-in session (the admin's cookie, Origin and Sec-Fetch-Site on every request). ` +
      `req/s counts 2xx answers; p50/p99 are autocannon's response times of the 2xx answers; server CPU is user+system time of the server process from /proc/<pid>/stat from the cell's start until it is idle again, per request (the answers plus the one request per connection still open when autocannon stops). ` +
      `Baselines run before and after the server's cells (both req/s shown; the ratio uses their mean). Whole run: ${(runSeconds / 60).toFixed(1)} min.`,
    '',
    ...lines,
    '',
    ...notes.map((n) => `- ${n}`),
    `- GET /api/health vs bare Fastify: ${health.map((r) => `${r.connections} conn ${ratio(r.rps, baselineOf('fastify', r.connections))}`).join(', ')}; vs raw node:http: ${health.map((r) => `${r.connections} conn ${ratio(r.rps, baselineOf('raw-get', r.connections))}`).join(', ')}.`,
    `- Server log lines at error level during the run: ${serverErrors.length}${serverErrors.length ? `, the first: \`${serverErrors[0].slice(0, 300).replaceAll('`', "'")}\`` : ''}.`,
    '',
  ].join('\n');
  process.stdout.write(`\n${report}`);
  if (!ONLY && BASELINES) {
    mkdirSync(join(HERE, '../results'), { recursive: true });
    writeFileSync(join(HERE, '../results/http.md'), report);
    log('written to bench/results/http.md');
  } else {
    log('HTTP_ONLY or HTTP_BASELINES=0 set: bench/results/http.md left as it was');
  }
}

try {
  await main();
} catch (error) {
  process.stderr.write(`\nbench/http: FALLO / FAILED: ${error.message}\n`);
  process.exitCode = 1;
} finally {
  await stopChildren();
  rmSync(work, { recursive: true, force: true });
}
