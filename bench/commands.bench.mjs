// Commands at the speed of the disk: the quick loop issue 14's command work is tuned with.
//
//   npm run build && node bench/commands.bench.mjs
//
// Starts the built server (apps/api/dist/main.js, SQLite, WAL, synchronous=FULL, demo data)
// and, in the same run, two baselines as child processes of their own:
//   - raw: node:http + better-sqlite3, one durable INSERT per POST (WAL, synchronous=FULL);
//   - bare Fastify: GET answering a small JSON object.
// Each is loaded with 1, 8 and 32 keep-alive connections (undici, one request in flight per
// connection) for BENCH_SECONDS (default 4) and prints req/s, p50, p99 and the server's CPU
// time per request (utime + stime from /proc/<pid>/stat, before and after the window).
// BENCH_BEFORE=<another checkout, built> runs that version's server through the same cells
// right after ours, so a change is compared with what it replaced on the same machine minute
// (a git worktree of the old commit with `npx tsc -b` and its own node_modules/@taller links).
// BENCH_ONLY=create,status,health limits the work; BENCH_PROFILE=1 runs our server under
// --cpu-prof (profiles in bench/work/tmp/profiles). BENCH_FSYNCS=1 runs it under strace instead
// and counts the fsync/fdatasync calls per command, one at a time and 32 at once: a figure the
// machine's load cannot swing.

import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from 'undici';
import { freePort } from './lib/ports.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,8,32').split(',').map(Number);
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : undefined;
const PROFILE = process.env.BENCH_PROFILE === '1';
const FSYNCS = process.env.BENCH_FSYNCS === '1';
const BEFORE = process.env.BENCH_BEFORE;
const TICKS = 100; // USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s

const RAW_SERVER = `
const http = require('node:http');
const Database = require('better-sqlite3');
const db = new Database(process.env.FILE);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.exec('CREATE TABLE IF NOT EXISTS events (position INTEGER PRIMARY KEY AUTOINCREMENT, stream_id TEXT NOT NULL, data TEXT NOT NULL)');
const insert = db.prepare('INSERT INTO events (stream_id, data) VALUES (?, ?)');
http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    if (req.method === 'POST') {
      const parsed = JSON.parse(body);
      const { lastInsertRowid } = insert.run('repair-' + (parsed.id ?? 1), body);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ position: Number(lastInsertRowid) }));
    } else res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  });
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('listening\\n'));
`;

const FASTIFY_SERVER = `
const fastify = require('fastify')({ logger: false });
fastify.get('/api/health', async () => ({ status: 'ok' }));
fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => process.stdout.write('listening\\n'));
`;

function cpuTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
}

async function start(args, env, ready) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (output.includes(ready)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output.slice(-3000)}`)));
  });
  child.removeAllListeners('exit');
  child.stdout.resume();
  child.stderr.resume();
  return child;
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * `connections` clients, one request in flight each, for SECONDS. `request(worker, n)` gives
 * {method, path, body}; answers other than 2xx count as errors (and are printed once).
 */
async function load(origin, pid, connections, request, headers = {}) {
  const clients = Array.from({ length: connections }, () => new Client(origin, { pipelining: 1, keepAliveTimeout: 60_000 }));
  const latencies = [];
  let errors = 0;
  let firstError;
  let running = true;
  // A short warm-up, not counted.
  const warmUntil = performance.now() + 500;
  const worker = async (w) => {
    for (let n = 0; running; n++) {
      const { method, path, body } = request(w, n);
      const t0 = performance.now();
      const res = await clients[w].request({
        method,
        path,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.body.text();
      const t1 = performance.now();
      if (t0 < warmUntil) continue;
      if (res.statusCode >= 300) {
        errors++;
        firstError ??= `${res.statusCode} ${text.slice(0, 200)}`;
      }
      latencies.push(t1 - t0);
    }
  };
  const workers = clients.map((_, w) => worker(w));
  await new Promise((r) => setTimeout(r, 500));
  const cpu0 = cpuTicks(pid);
  const wall0 = performance.now();
  const counted0 = latencies.length;
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  const cpu1 = cpuTicks(pid);
  const wall1 = performance.now();
  const counted = latencies.length - counted0;
  running = false;
  await Promise.all(workers);
  await Promise.all(clients.map((c) => c.close()));
  const sorted = latencies.slice(counted0, counted0 + counted).sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  if (firstError) console.error(`    ${errors} errors, first: ${firstError}`);
  return {
    rps: (counted / (wall1 - wall0)) * 1000,
    p50: at(0.5),
    p99: at(0.99),
    cpuMs: (((cpu1 - cpu0) / TICKS) * 1000) / counted,
    errors,
  };
}

async function signIn(origin) {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'administrador@taller.demo', password: 'demo-taller', area: 'staff' }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

const results = [];
function record(work, side, connections, r) {
  results.push({ work, side, connections, ...r });
  const f = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '–');
  console.log(
    `  ${work.padEnd(16)} ${side.padEnd(8)} c=${String(connections).padStart(2)}  ${f(r.rps).padStart(6)} req/s  p50 ${f(r.p50, 2).padStart(6)} ms  p99 ${f(r.p99, 2).padStart(7)} ms  cpu ${f(r.cpuMs, 3)} ms/req${r.errors ? `  ${r.errors} errors` : ''}`,
  );
}
const wanted = (work) => !ONLY || ONLY.has(work);

const dir = mkdtempSync(join(tmpdir(), 'taller-commands-bench-'));
console.log(`commands bench: ${SECONDS} s per cell, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}, data in ${dir}`);
try {
  // Baseline 1: raw node:http + one better-sqlite3 insert per request.
  if ((wanted('create') || wanted('status')) && !FSYNCS) {
    const port = await freePort();
    const raw = await start(['-e', RAW_SERVER], { PORT: String(port), FILE: join(dir, 'raw.sqlite') }, 'listening');
    try {
      for (const c of CONNECTIONS) {
        record('durable insert', 'raw', c, await load(`http://127.0.0.1:${port}`, raw.pid, c, (w, n) => ({ method: 'POST', path: '/', body: { id: w, n, text: 'Pantalla rota' } })));
      }
    } finally {
      await stop(raw);
    }
  }
  // Baseline 2: bare Fastify GET.
  if (wanted('health') && !FSYNCS) {
    const port = await freePort();
    const bare = await start(['-e', FASTIFY_SERVER], { PORT: String(port) }, 'listening');
    try {
      for (const c of CONNECTIONS) {
        record('GET health', 'fastify', c, await load(`http://127.0.0.1:${port}`, bare.pid, c, () => ({ method: 'GET', path: '/api/health' })));
      }
    } finally {
      await stop(bare);
    }
  }

  // Ours, and with BENCH_BEFORE the version before: both servers up at once and each cell run
  // on one right after the other (which goes first alternates), so both see the same minute.
  const sides = [['ours', ROOT], ...(BEFORE && !FSYNCS ? [['before', BEFORE]] : [])];
  const profileDir = join(ROOT, 'bench/work/tmp/profiles');
  if (PROFILE) mkdirSync(profileDir, { recursive: true });
  const straceFile = join(dir, 'strace.txt');
  const running = [];
  try {
    for (const [side, root] of sides) {
      const port = await freePort();
      const args = [...(PROFILE && side === 'ours' ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), join(root, 'apps/api/dist/main.js')];
      const server = await start(args, { PORT: String(port), DATA_DIR: join(dir, `data-${side}`), DEMO: 'on', PASSWORD_HASH_COST: '14' }, 'Taller en http');
      const strace = FSYNCS ? spawn('strace', ['-f', '-qq', '-p', String(server.pid), '-e', 'trace=fsync,fdatasync', '-o', straceFile], { stdio: 'ignore' }) : undefined;
      const origin = `http://127.0.0.1:${port}`;
      running.push({ side, server, strace, origin });
      if (strace) await new Promise((r) => setTimeout(r, 1000));
      const cookie = await signIn(origin);
      const headers = { cookie };
      const max = Math.max(...CONNECTIONS);
      const repairs = [];
      for (let i = 0; i < max; i++) {
        const res = await fetch(`${origin}/api/repairs`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ clientId: 1 + (i % 5), device: 'Móvil', model: 'Banco', description: `Banco de pruebas ${i}` }),
        });
        if (!res.ok) throw new Error(`setup: ${res.status} ${await res.text()}`);
        repairs.push((await res.json()).id);
      }
      Object.assign(running.at(-1), { headers, repairs });
    }
    if (FSYNCS) {
      const { origin, headers, repairs } = running[0];
      const syncs = () => readFileSync(straceFile, 'utf8').split('\n').filter((l) => /f(data)?sync\(/.test(l) && !/unfinished/.test(l) || /resumed/.test(l) && /f(data)?sync/.test(l)).length;
      const fire = async (n, parallel, make) => {
        let next = 0;
        await Promise.all(Array.from({ length: parallel }, async () => {
          while (next < n) {
            const i = next++;
            const { path, body } = make(i);
            const res = await fetch(`${origin}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
            if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
          }
        }));
      };
      const statuses = ['in_progress', 'on_hold'];
      for (const [work, make] of [
        ['create repair', (i) => ({ path: '/api/repairs', body: { clientId: 1 + (i % 5), device: 'Móvil', description: `Fsync ${i}` } })],
        ['change status', (i) => ({ path: `/api/repairs/${repairs[i % repairs.length]}/status`, body: { status: statuses[Math.floor(i / repairs.length) % 2] } })],
      ]) {
        for (const parallel of [1, 32]) {
          const n = parallel === 1 ? 40 : 320;
          await new Promise((r) => setTimeout(r, 300));
          const before = syncs();
          await fire(n, parallel, make);
          await new Promise((r) => setTimeout(r, 300));
          console.log(`  ${work.padEnd(16)} ${String(parallel).padStart(2)} at once: ${((syncs() - before) / n).toFixed(2)} fsyncs per command (${n} commands)`);
        }
      }
    }
    // [work, connections, (server) => request(worker, n), signed in]
    const cells = [];
    const statuses = ['in_progress', 'on_hold'];
    for (const c of FSYNCS ? [] : CONNECTIONS) {
      if (wanted('create')) {
        cells.push(['create repair', c, () => (w, n) => ({
          method: 'POST',
          path: '/api/repairs',
          body: { clientId: 1 + ((w + n) % 5), device: 'Móvil', model: 'Galaxy S21', description: `Pantalla rota ${w}-${n}` },
        }), true]);
      }
      if (wanted('status')) {
        cells.push(['change status', c, ({ repairs }) => (w, n) => ({ method: 'POST', path: `/api/repairs/${repairs[w]}/status`, body: { status: statuses[n % 2] } }), true]);
      }
      if (wanted('health')) cells.push(['GET health', c, () => () => ({ method: 'GET', path: '/api/health' }), false]);
    }
    const order = { 'create repair': 0, 'change status': 1, 'GET health': 2 };
    cells.sort((a, b) => order[a[0]] - order[b[0]] || a[1] - b[1]);
    let turn = 0;
    for (const [work, c, make, signedIn] of cells) {
      for (const side of turn++ % 2 === 0 ? running : [...running].reverse()) {
        record(work, side.side, c, await load(side.origin, side.server.pid, c, make(side), signedIn ? side.headers : {}));
      }
    }
  } finally {
    for (const { strace, server } of running) {
      if (strace) await stop(strace);
      await stop(server);
    }
  }

  // Ours beside its baseline.
  const hasBefore = results.some((r) => r.side === 'before');
  console.log(`\n| work | connections | ours req/s | p50 ms | p99 ms | CPU ms/req | baseline | baseline req/s | baseline CPU ms/req | ratio |${hasBefore ? ' before: req/s, p99 ms, CPU ms/req |' : ''}`);
  console.log(`|---|--:|--:|--:|--:|--:|---|--:|--:|--:|${hasBefore ? '--:|' : ''}`);
  const before = (ours) => {
    const b = results.find((r) => r.side === 'before' && r.work === ours.work && r.connections === ours.connections);
    return b ? `${b.rps.toFixed(0)}, ${b.p99.toFixed(1)}, ${b.cpuMs.toFixed(3)}` : '–';
  };
  for (const ours of results.filter((r) => r.side === 'ours')) {
    const base = results.find((r) => r.side !== 'ours' && r.connections === ours.connections && (ours.work === 'GET health' ? r.work === 'GET health' : r.work === 'durable insert'));
    console.log(
      `| ${ours.work} | ${ours.connections} | ${ours.rps.toFixed(0)} | ${ours.p50.toFixed(2)} | ${ours.p99.toFixed(2)} | ${ours.cpuMs.toFixed(3)} | ${base ? `${base.side} ${base.work}` : '–'} | ${base ? base.rps.toFixed(0) : '–'} | ${base ? base.cpuMs.toFixed(3) : '–'} | ${base ? `${(ours.rps / base.rps).toFixed(2)}×` : '–'} |${hasBefore ? ` ${before(ours)} |` : ''}`,
    );
  }
  console.log(`\nload average at the end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
