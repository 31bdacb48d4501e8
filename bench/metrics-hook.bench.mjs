// What counting requests for /api/metrics costs a request, alone: the same bare Fastify route
// (`GET /api/repairs/:id`, a small JSON answer) with and without the server's own onResponse hook
// (libs/server/dist/metrics/instruments.js `countRequests`), each in its own process, loaded in
// turns (A B A B …) so both see the same minutes of a shared machine.
//
//   npm run build && node bench/metrics-hook.bench.mjs     # about a minute; HOOK_SECONDS (3), HOOK_ROUNDS (4), HOOK_CONNECTIONS (8)
//
// Prints req/s and the server's CPU per request (utime + stime from /proc) for each side and
// round, then the medians, with the load average before and after.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from './lib/ports.mjs';
import { ROOT } from './lib/paths.mjs';

const SECONDS = Number(process.env.HOOK_SECONDS ?? 3);
const ROUNDS = Number(process.env.HOOK_ROUNDS ?? 4);
const CONNECTIONS = Number(process.env.HOOK_CONNECTIONS ?? 8);
const TICKS = 100;

const SERVER = `
const fastify = (await import('fastify')).default({ logger: false });
if (process.env.HOOK === '1') (await import(process.env.INSTRUMENTS)).countRequests(fastify);
fastify.get('/api/repairs/:id', async (request) => ({ id: Number(request.params.id), status: 'ok' }));
await fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('listening\\n');
`;

const cpuTicks = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

async function start(hook) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', SERVER], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOOK: hook ? '1' : '0', INSTRUMENTS: join(ROOT, 'libs/server/dist/metrics/instruments.js') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`metrics hook bench: ${SECONDS} s × ${ROUNDS} rounds, ${CONNECTIONS} connections, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const sides = { without: await start(false), with: await start(true) };
const results = { without: [], with: [] };
try {
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? ['without', 'with'] : ['with', 'without'];
    for (const side of order) {
      const { child, url } = sides[side];
      let n = 0;
      const before = cpuTicks(child.pid);
      const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: `/api/repairs/${++n}` }) }] });
      const cpuMs = ((cpuTicks(child.pid) - before) * (1000 / TICKS)) / result.requests.total;
      results[side].push({ rps: result.requests.average, cpuMs });
      console.log(`  round ${round + 1} ${side.padEnd(7)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p99 ${result.latency.p99} ms  cpu ${cpuMs.toFixed(4)} ms/req  errors ${result.errors + result.non2xx}`);
    }
  }
} finally {
  for (const { child } of Object.values(sides)) child.kill();
}
const rps = (side) => median(results[side].map((r) => r.rps));
const cpu = (side) => median(results[side].map((r) => r.cpuMs));
console.log(`median: without ${rps('without').toFixed(0)} req/s, ${cpu('without').toFixed(4)} ms CPU/req; with ${rps('with').toFixed(0)} req/s, ${cpu('with').toFixed(4)} ms CPU/req; with/without ${(rps('with') / rps('without')).toFixed(3)}×`);
console.log(`load average at the end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
