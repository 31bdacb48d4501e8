import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as oursSqlite from './adapters/ours-sqlite.mjs';
import * as emmettSqlite from './adapters/emmett-sqlite.mjs';
import * as rawSqlite from './adapters/raw-sqlite.mjs';
import * as oursPostgres from './adapters/ours-postgres.mjs';
import * as emmettPostgresql from './adapters/emmett-postgresql.mjs';
import * as rawPostgres from './adapters/raw-postgres.mjs';
import * as appendOne from './work/append-one.mjs';
import * as appendBatch from './work/append-batch.mjs';
import * as readStream from './work/read-stream.mjs';
import * as readAll from './work/read-all.mjs';
import * as rebuildWork from './work/rebuild.mjs';
import { BENCH } from './lib/paths.mjs';
import { machine } from './lib/machine.mjs';
import { plan } from './lib/plan.mjs';
import { findPostgresBin, startPostgres } from './lib/postgres.mjs';
import { profileReport, report } from './lib/report.mjs';
import { payloadBytes, repairEvents } from './lib/events.mjs';
import { commitLatencyMs } from './lib/disk.mjs';

const WORK = [appendOne, appendBatch, readStream, readAll]; // in this order: each reads what the previous wrote
const log = (line) => process.stderr.write(`${line}\n`);
const perSecond = (m) => Math.round(m.events / m.seconds).toLocaleString('en-US');

const results = new Map(); // "engine/work" → { ours, peer, ceiling }
const settings = new Map(); // adapter name → its durability settings
const notes = [];
const engines = [];

function record(engine, work, role, measurement) {
  const key = `${engine}/${work}`;
  results.set(key, { ...results.get(key), [role]: measurement });
}

/**
 * Opens every side of one engine on a fresh place each, then runs work items 1–4 with the
 * sides taking turns (each item says how many). A side that fails to open is pending or in error.
 */
async function runEngine(engine, adapters, placeFor) {
  const open = [];
  for (const adapter of adapters) {
    let opened;
    try {
      opened = await adapter.open(await placeFor(adapter));
      if (!opened.pending) await opened.appendOne('warm-up', repairEvents(1, 9_000_000)[0], 0);
    } catch (error) {
      await opened?.close?.().catch(() => undefined);
      opened = { error: error.message };
    }
    if (opened.pending || opened.error) {
      log(`${adapter.name}: ${opened.pending ? 'pending' : 'error'} (${opened.pending ?? opened.error})`);
      settings.set(adapter.name, opened.pending ? `pending: ${opened.pending}` : `error: ${opened.error}`);
      for (const work of WORK) record(engine, work.id, adapter.role, opened.pending ? { pending: true } : { error: opened.error });
    } else {
      settings.set(adapter.name, opened.settings);
      open.push(opened);
    }
  }
  // Every order of the sides in turn, so each goes first, and follows each other, equally often.
  const orders = permutations(open);
  try {
    for (const work of WORK) {
      const parts = work.turns();
      const sums = new Map(open.map((side) => [side, { events: 0, seconds: 0 }]));
      for (let part = 0; part < parts; part++) {
        for (const side of orders[part % orders.length]) {
          const sum = sums.get(side);
          if (sum.error) continue;
          try {
            const measured = await work.run(side, part, parts);
            sum.events += measured.events;
            sum.seconds += measured.seconds;
          } catch (error) {
            sum.error = error.message;
            log(`${side.name}: ${work.title} failed: ${error.stack}`);
          }
        }
      }
      for (const [side, sum] of sums) {
        record(engine, work.id, side.role, sum);
        if (!sum.error) log(`${side.name.padEnd(18)} ${work.title.padEnd(32)} ${perSecond(sum).padStart(10)} events/s  (${sum.events} events in ${sum.seconds.toFixed(2)} s; ${work.detail()})`);
      }
    }
  } finally {
    for (const side of open) await side.close().catch((error) => log(`${side.name}: close failed: ${error.message}`));
  }
}

function permutations(list) {
  if (list.length <= 1) return [list];
  return list.flatMap((first, i) => permutations([...list.slice(0, i), ...list.slice(i + 1)]).map((rest) => [first, ...rest]));
}

async function sqlite() {
  engines.push('SQLite');
  const root = mkdtempSync(join(tmpdir(), 'taller-bench-sqlite-'));
  try {
    const before = commitLatencyMs(root);
    await runEngine('SQLite', [oursSqlite, emmettSqlite, rawSqlite], async (adapter) => {
      const dir = join(root, adapter.name);
      mkdirSync(dir);
      return dir;
    });
    const after = commitLatencyMs(root);
    notes.push(`Disk: one durable SQLite commit (WAL, FULL) took a median ${before.toFixed(2)} ms before the SQLite items and ${after.toFixed(2)} ms after; appends are bound by it and it drifts on this shared disk, hence the turns.`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

async function postgresql() {
  engines.push('PostgreSQL');
  const adapters = [oursPostgres, emmettPostgresql, rawPostgres];
  if (!findPostgresBin()) {
    notes.push('PostgreSQL: no server binaries on this machine, its rows are pending.');
    for (const a of adapters) for (const w of WORK) record(a.engine, w.id, a.role, { pending: true });
    return;
  }
  log('starting a throwaway PostgreSQL…');
  const server = await startPostgres();
  try {
    await runEngine('PostgreSQL', adapters, (adapter) => server.createDatabase(adapter.name.replace(/-/g, '_')));
  } finally {
    server.stop();
  }
}

async function rebuild() {
  const outcome = { runs: [] };
  const profileTo = process.env.BENCH_PROFILE === '1' ? join(BENCH, 'results', 'rebuild.cpuprofile') : undefined;
  const once = async (count) => {
    log(`rebuild: writing a log of ${count.toLocaleString('en-US')} events, opening the core, rebuilding…`);
    const run = await rebuildWork.run(count, { profileTo, repeats: plan.rebuild.repeats });
    outcome.runs.push(run);
    log(`rebuild: ${perSecond(run)} events/s (${run.events} in ${run.seconds.toFixed(1)} s, the median of ${run.times.map((t) => t.toFixed(1)).join(', ')}; start-up ${run.startup.toFixed(1)} s; log written in ${run.write.seconds.toFixed(1)} s)`);
    if (run.profile) log(profileReport(run.profile));
    return run;
  };
  try {
    const first = await once(plan.rebuild.events);
    const { full, growIfRebuildUnder, growIfStepUnder } = plan.rebuild;
    const scaleUp = full / first.events;
    const rebuildFull = first.seconds * scaleUp;
    const stepFull = (first.seconds * first.times.length + first.startup + first.write.seconds) * scaleUp;
    if (plan.rebuild.grow && first.events < full) {
      if (rebuildFull < growIfRebuildUnder && stepFull < growIfStepUnder) await once(full);
      else {
        notes.push(
          `Rebuild not run at ${full.toLocaleString('en-US')} events: projected ${Math.round(rebuildFull)} s for the rebuild (limit ${growIfRebuildUnder} s) and ${Math.round(stepFull)} s for the whole step with the log's writing and the start-up catch-up (limit ${growIfStepUnder} s). Force it with BENCH_REBUILD_EVENTS=${full}.`,
        );
      }
    }
  } catch (error) {
    outcome.error = error.message;
    log(`rebuild failed: ${error.stack}`);
  }
  return outcome;
}

const started = performance.now();
const loadBefore = loadavg();
if (plan.engines.includes('sqlite')) await sqlite();
if (plan.engines.includes('postgresql')) await postgresql();
const rebuilt = process.env.BENCH_REBUILD !== '0' ? await rebuild() : { runs: [] };
notes.push(`Whole run: ${Math.round((performance.now() - started) / 1000)} s.`);
// This machine is shared: how busy it was says how far to trust the figures.
const loadAfter = loadavg();
notes.push(`Load average (1, 5, 15 min) at the start: ${loadBefore.map((l) => l.toFixed(1)).join(', ')}; at the end: ${loadAfter.map((l) => l.toFixed(1)).join(', ')}.`);

notes.unshift(
  'Emmett is given one long-lived connection on SQLite (by default it opens the file anew for every call) and synchronous=FULL (it sets only WAL); its global log is read with its public readMessagesBatch, the query its consumers poll with.',
);
const payload = payloadBytes(repairEvents(1)[0]);
const text = report({ machine: machine(), plan, workItems: WORK, engines, results, rebuild: rebuilt, settings, notes, payload });
process.stdout.write(`\n${text}`);
mkdirSync(join(BENCH, 'results'), { recursive: true });
// A rebuild-only run (BENCH_ENGINES=) keeps its own file: latest.md holds the whole table.
const file = plan.engines.length === 0 ? 'rebuild.md' : 'latest.md';
writeFileSync(join(BENCH, 'results', file), text);
log(`written to bench/results/${file}`);
