#!/usr/bin/env node
/**
 * `node bench/audit.bench.mjs`: the owner's audit on a SQLite shop of 1,000,000 events
 * (AUDIT_EVENTS to change it). Writes the log in bulk (as work/rebuild.mjs does), opens the core
 * as the API does (its start-up builds the activity read model with the audit's indexes: timed),
 * then times pages of GET /api/audit's query: the first page, filtered pages (actor, event type,
 * kind of record, a record, a date range, all of them together) and a deep page, each as rows
 * only (the indexed read) and as lines (rows + each record's stream folded for before → after).
 * Beside each, a baseline measured in the same run on the same file: the same query with the
 * table read NOT INDEXED (what the activity table without the audit's indexes would do), the
 * OFFSET page of the same depth (what range paging costs), and the COUNT(*) a total would need.
 *
 * Needs the built workspaces (`npm run build`). Prints a markdown table and writes it to
 * bench/results/audit.md. Not part of `npm test`; tests never assert on time.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { OUR_EVENT_STORE, OUR_SERVER, requireAsOurs } from './lib/paths.mjs';
import { machine } from './lib/machine.mjs';
import { random } from './lib/random.mjs';
import { upcaster } from './lib/upcast.mjs';

const Database = requireAsOurs('better-sqlite3');
const EVENTS = Number(process.env.AUDIT_EVENTS ?? 1_000_000);
const REPEATS = Number(process.env.AUDIT_REPEATS ?? 21);
const PAGE = 50;
const log = (line) => process.stderr.write(`${line}\n`);

/** One event a minute from 2024-01-01: 1,000,000 events span about 23 months. */
const EPOCH = Date.parse('2024-01-01T08:00:00Z');
const STAFF = [
  { id: 1, name: 'Ana Administradora', role: 'administrador' },
  { id: 2, name: 'Gonzalo Gerente', role: 'gerente' },
  { id: 3, name: 'Marta Gerente', role: 'gerente' },
  { id: 4, name: 'Raúl Gerente', role: 'gerente' },
];
const CLI = { id: null, name: 'Línea de comandos', role: 'cli' };
const SYSTEM = { id: null, name: 'Sistema', role: 'system' };

const FLOW = ['pending', 'in_progress', 'waiting_user', 'in_progress', 'completed'];
const DEVICES = [['Móvil', 'Samsung Galaxy S21'], ['Portátil', 'Lenovo ThinkPad T14'], ['Tablet', 'iPad Air 4'], ['Consola', 'Nintendo Switch OLED']];

/**
 * The shop's log: per client its registration, then three repairs, each registered, moved
 * through its statuses, sometimes corrected (price), rarely deleted; most work by the three
 * gerentes, some by the Administrador, 2 % from the CLI (status changes) and 1 % by the system.
 */
function* shop(count, upcast) {
  const roll = random(13);
  let i = 0;
  const at = () => new Date(EPOCH + i++ * 60_000).toISOString();
  const staff = () => STAFF[roll() < 0.1 ? 0 : 1 + Math.floor(roll() * 3)];
  const meta = (actor, source) => ({ actor, occurredAt: at(), correlationId: randomUUID(), causationId: null, source });
  const ev = (type, data, actor = staff(), source = 'api') => upcast({ id: randomUUID(), type, schemaVersion: 1, data, metadata: meta(actor, source) });
  let written = 0;
  for (let client = 1; written < count; client++) {
    const phone = `+34 6${String(10_000_000 + client).slice(-8)}`;
    yield [`client-${client}`, [ev('ClientRegistered', { clientId: client, name: 'María', lastName: `García ${client}`, phone, email: `c${client}@correo.example` })]];
    written++;
    for (let r = 0; r < 3 && written < count; r++) {
      const repairId = (client - 1) * 3 + r + 1;
      const [device, model] = DEVICES[repairId % DEVICES.length];
      const events = [
        ev('RepairRegistered', {
          repairId, clientId: client, entryDate: new Date(EPOCH + i * 60_000).toISOString().slice(0, 10), status: 'pending',
          device, model, contactNumber: phone, description: 'Pantalla rota', motive: 'Cambio de pantalla',
          priceCents: 4_900 + (repairId % 50) * 100, paymentMethod: 'card', isPaid: false, internalNotes: '',
        }),
      ];
      const steps = 1 + Math.floor(roll() * 4);
      for (let s = 0; s < steps; s++) {
        const who = roll();
        const [actor, source] = who < 0.02 ? [CLI, 'cli'] : who < 0.03 ? [SYSTEM, 'system'] : [staff(), 'api'];
        events.push(ev('RepairStatusChanged', { from: FLOW[s], to: FLOW[s + 1] }, actor, source));
        if (roll() < 0.15) events.push(ev('RepairDetailsCorrected', { changes: { priceCents: 5_000 + Math.floor(roll() * 100) * 100 } }));
      }
      if (roll() < 0.005) events.push(ev('RepairDeleted', {}));
      const take = events.slice(0, count - written);
      written += take.length;
      yield [`repair-${repairId}`, take];
    }
  }
}

async function writeLog(file, count) {
  const { SqliteEventStore } = await import(OUR_EVENT_STORE);
  await new SqliteEventStore(file).close(); // creates the file and its table
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('cache_size = -262144');
  db.pragma('synchronous = OFF'); // only the fixture
  const insert = db.prepare('INSERT INTO events (stream_id, revision, event_id, type, schema_version, data, metadata) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const writeMany = db.transaction((rows) => {
    for (const [stream, events] of rows) {
      events.forEach((e, revision) => insert.run(stream, revision, e.id, e.type, e.schemaVersion, JSON.stringify(e.data), JSON.stringify(e.metadata)));
    }
  });
  let pending = [];
  let size = 0;
  let written = 0;
  for (const entry of shop(count, await upcaster())) {
    pending.push(entry);
    size += entry[1].length;
    if (size >= 10_000) {
      writeMany(pending);
      written += size;
      pending = [];
      size = 0;
    }
  }
  writeMany(pending);
  written += size;
  db.close();
  return written;
}

const seconds = async (fn) => {
  const start = process.hrtime.bigint();
  const value = await fn();
  return [Number(process.hrtime.bigint() - start) / 1e9, value];
};

/** Median and worst of `repeats` timings (ms), after one warm-up. */
async function measure(fn, repeats = REPEATS) {
  await fn();
  const times = [];
  let value;
  for (let k = 0; k < repeats; k++) {
    const [s, v] = await seconds(fn);
    times.push(s * 1000);
    value = v;
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], worst: times.at(-1), value };
}

const ms = (m) => (m === undefined ? '–' : m < 10 ? m.toFixed(2) : m.toFixed(1));

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'taller-bench-audit-'));
  const file = join(dir, 'taller.sqlite');
  const notes = [];
  try {
    log(`audit bench: writing ${EVENTS.toLocaleString('en-US')} events…`);
    const [writeSeconds, written] = await seconds(() => writeLog(file, EVENTS));
    log(`audit bench: ${written} events in ${writeSeconds.toFixed(1)} s; opening the core (builds the read models)…`);
    const { TallerCoreModule, loadConfig, MIKRO_ORM } = await import(OUR_SERVER);
    const { AuditLog } = await import(new URL('../libs/server/dist/audit/audit-log.js', import.meta.url).href);
    let app;
    const [startupSeconds] = await seconds(async () => {
      app = await NestFactory.createApplicationContext(TallerCoreModule.register(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' })), { logger: false });
    });
    try {
      const audit = app.get(AuditLog);
      const knex = app.get(MIKRO_ORM).em.getKnex();
      const [{ n: rowCount }] = await knex.raw('select count(*) as n from activity_rows');
      if (rowCount !== written) throw new Error(`activity_rows has ${rowCount} rows, the log ${written}`);
      const [{ p: head }] = await knex.raw('select max(position) as p from activity_rows');
      const madrid = (instant) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(instant));
      const middleDay = madrid(EPOCH + Math.floor(written / 2) * 60_000);
      const weekEnd = madrid(EPOCH + Math.floor(written / 2) * 60_000 + 6 * 86_400_000);
      const monthEnd = madrid(EPOCH + Math.floor(written / 2) * 60_000 + 30 * 86_400_000);
      const oldDay = madrid(EPOCH + 10 * 86_400_000);
      const deep = 1_000; // a page near the oldest events: `before` the 1,000th

      /** The rows query of a filter, and the same with the table NOT INDEXED (the baseline). */
      const sqlOf = async (filter, before) => audit.query(filter, before, await audit.positionWindow(filter)).limit(PAGE + 1).toString();
      const unindexed = async (filter, before) => {
        const sql = (await sqlOf(filter, before)).replace(/from `activity_rows`/, 'from `activity_rows` not indexed');
        if (!/not indexed/.test(sql)) throw new Error(`cannot make the baseline of ${sql}`);
        return () => knex.raw(sql);
      };
      const plan = async (filter, before) => (await knex.raw(`explain query plan ${await sqlOf(filter, before)}`)).map((r) => r.detail).join('; ');
      const countOf = (filter) => async () => { await audit.query(filter, undefined).clearSelect().clearOrder().count('* as n'); };

      const cases = [
        { name: 'first page (no filter)', filter: {} },
        { name: 'actor (a gerente)', filter: { actor: '3' } },
        { name: 'actor: the CLI (2 % of events)', filter: { actor: 'cli' } },
        { name: 'event type (RepairDeleted, rare)', filter: { types: ['RepairDeleted'] } },
        { name: 'kind of record (client)', filter: { kind: 'client' } },
        { name: 'one record (repair-1234)', filter: { kind: 'repair', recordId: '1234' } },
        { name: 'source (system)', filter: { source: 'system' } },
        { name: 'date range (a week, mid-log)', filter: { since: middleDay, until: weekEnd } },
        { name: 'date range (a day, oldest month)', filter: { since: oldDay, until: oldDay } },
        { name: 'date range (a month, mid-log)', filter: { since: middleDay, until: monthEnd } },
        { name: 'date range (from the oldest month to mid-log)', filter: { since: oldDay, until: middleDay } },
        { name: 'actor + type + kind + week', filter: { actor: '2', types: ['RepairStatusChanged'], kind: 'repair', since: middleDay, until: weekEnd } },
        { name: `deep page (before position ${deep})`, filter: {}, before: deep, offset: rowCount - deep + 1 },
        { name: 'deep page, actor (before position 20,000)', filter: { actor: '3' }, before: 20_000 },
      ];

      const rows = [];
      for (const c of cases) {
        log(`audit bench: ${c.name}…`);
        const rowsOnly = await measure(() => audit.rows(c.filter, c.before, PAGE + 1));
        const lines = await measure(() => audit.page({ filter: c.filter, before: c.before, limit: PAGE }));
        const streams = new Set(lines.value.lines.map((l) => l.record.streamId)).size;
        const baseline = await measure(await unindexed(c.filter, c.before), 3);
        const offset = c.offset !== undefined ? await measure(() => knex.raw(`select * from activity_rows order by position desc limit ${PAGE} offset ${c.offset}`), 3) : undefined;
        const count = await measure(countOf(c.filter), 3);
        rows.push({
          name: c.name, lines: lines.value.lines.length, streams, rowsOnly, page: lines, baseline, offset, count,
          plan: await plan(c.filter, c.before),
        });
      }

      const csvRows = await seconds(async () => {
        let n = 0;
        for await (const batch of audit.all({ actor: 'cli' })) n += batch.length;
        return n;
      });

      // What the audit's indexes cost a rebuild: the same rebuild with and without them, in turns.
      const rebuilds = { with: [], without: [] };
      if (process.env.AUDIT_REBUILD !== '0') {
        const { Projector } = await import(OUR_SERVER);
        const projector = app.get(Projector);
        const AUDIT_INDEXES = ['kind', 'stream_id', 'actor_key', 'source'].map((c) => `activity_rows_${c}_position_index`).concat('activity_rows_occurred_at_index');
        const definitions = (await knex.raw(`select name, sql from sqlite_master where type = 'index' and name in (${AUDIT_INDEXES.map(() => '?').join(', ')})`, AUDIT_INDEXES));
        if (definitions.length !== AUDIT_INDEXES.length) throw new Error(`expected the audit's ${AUDIT_INDEXES.length} indexes, found ${definitions.length}`);
        for (let round = 0; round < 2; round++) {
          log(`audit bench: rebuild with the audit's indexes (round ${round + 1})…`);
          rebuilds.with.push((await seconds(() => projector.rebuild()))[0]);
          for (const { name } of definitions) await knex.raw(`drop index ${name}`);
          log(`audit bench: rebuild without them (round ${round + 1})…`);
          rebuilds.without.push((await seconds(() => projector.rebuild()))[0]);
          for (const { sql } of definitions) await knex.raw(sql);
        }
      }

      const table = [
        '| page of 50 | lines | streams folded | rows (indexed) median / worst ms | page with before → after median / worst ms | baseline: NOT INDEXED ms | baseline: OFFSET page ms | COUNT(*) for a total ms |',
        '|---|--:|--:|--:|--:|--:|--:|--:|',
        ...rows.map((r) =>
          `| ${r.name} | ${r.lines} | ${r.streams} | ${ms(r.rowsOnly.median)} / ${ms(r.rowsOnly.worst)} | ${ms(r.page.median)} / ${ms(r.page.worst)} | ${ms(r.baseline.median)} | ${r.offset ? ms(r.offset.median) : '–'} | ${ms(r.count.median)} |`,
        ),
      ];
      const plans = rows.map((r) => `- ${r.name}: \`${r.plan}\``);
      notes.push(
        `Log: ${written.toLocaleString('en-US')} events written in bulk in ${writeSeconds.toFixed(1)} s (one a minute from 2024-01-01; head position ${head}).`,
        `Core start-up on that log, building every read model (the activity table with its 6 indexes included): ${startupSeconds.toFixed(1)} s.`,
        `CSV-style read of every CLI line (audit.all, batches of 500, lines described): ${csvRows[1].toLocaleString('en-US')} lines in ${csvRows[0].toFixed(1)} s.`,
        ...(rebuilds.with.length
          ? [`Rebuild of every read model on this log, in turns: with the audit's 5 new indexes ${rebuilds.with.map((x) => `${x.toFixed(1)} s`).join(', ')}; with them dropped ${rebuilds.without.map((x) => `${x.toFixed(1)} s`).join(', ')}.`]
          : []),
        `Medians of ${REPEATS} runs after a warm-up (baselines: 3 runs). 'rows' is the indexed read of a page; 'page' adds reading each involved stream once and folding it up to its last event on the page (before → after).`,
      );
      const report = [
        `# Audit: a page of 50 on a SQLite shop of ${written.toLocaleString('en-US')} events`,
        '',
        (({ cpu, cores, memory, node, os, date }) => `Machine: ${cpu}, ${cores} cores, ${memory}; Node ${node}; ${os}; ${date}. Load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(', ')} (the machine is shared: read the medians).`)(machine()),
        '',
        ...table,
        '',
        ...notes.map((n) => `- ${n}`),
        '',
        'Query plans (SQLite EXPLAIN QUERY PLAN of the rows query):',
        ...plans,
        '',
      ].join('\n');
      process.stdout.write(`${report}\n`);
      writeFileSync(new URL('./results/audit.md', import.meta.url), report);
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
export { writeLog };
