#!/usr/bin/env node
/**
 * `node bench/statistics.bench.mjs`: the figures of 'Estadísticas' (GET /api/statistics) on a
 * shop of 100,000 repairs (STATS_REPAIRS to change it), on SQLite and on PostgreSQL
 * (STATS_ENGINES=sqlite,postgres).
 *
 * Writes the shop's log in bulk (repairs over three years, about 91 a day: taken in, finished
 * after 0–14 days, told, most collected, some quoted, accepted or rejected, some abandoned;
 * about 430,000 events), opens the core as the API does (its start-up builds the read models,
 * the statistics' one among them), then runs GetStatistics through the QueryBus, as the route
 * does after parsing the address, for the screen's presets and for the whole three years: p50
 * and p95 of STATS_REPEATS (31) runs after a warm-up. Beside them, in the same run on the same
 * shop, the baseline the read model replaces: the same weekly counts worked out by replaying
 * the log (readAll in pages of 5,000, parsing each repair event), as a request would without
 * a projection (STATS_REPLAY_REPEATS, 3).
 *
 * Revenue: every collected repair is paid (cash, card or Bizum) and invoiced on its collection,
 * about one repair in seven brings a counter sale, one invoice in a hundred is rectified and one
 * in two hundred annulled, all through the billing log's own decider (so about 100,000 invoices
 * for 100,000 repairs, each with its VERI*FACTU record). Revenue is timed alone too, beside its
 * own baseline: the same sums from the invoices' read model (`invoice_rows`, each invoice whole,
 * by its issue-date index) instead of the statistics' narrow `invoice_stat_rows`.
 *
 * Needs the built workspaces (`npm run build`). Prints a markdown table and writes it to
 * bench/results/statistics.md. Not part of `npm test`; tests never assert on time.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { OUR_DOMAIN, OUR_EVENT_STORE, OUR_POSTGRES_EVENT_STORE, OUR_SERVER, ROOT, requireAsOurs } from './lib/paths.mjs';
import { machine } from './lib/machine.mjs';
import { random } from './lib/random.mjs';
import { upcaster } from './lib/upcast.mjs';

const Database = requireAsOurs('better-sqlite3');
const pg = requireAsOurs('pg');
const REPAIRS = Number(process.env.STATS_REPAIRS ?? 100_000);
const REPEATS = Number(process.env.STATS_REPEATS ?? 31);
const REPLAY_REPEATS = Number(process.env.STATS_REPLAY_REPEATS ?? 3);
const ENGINES = (process.env.STATS_ENGINES ?? 'sqlite,postgres').split(',');
const log = (line) => process.stderr.write(`${line}\n`);

const DEVICES = [
  ['Móvil', ['Samsung Galaxy S21', 'iPhone 12', 'iPhone 13 Pro', 'Xiaomi Redmi Note 11', 'Google Pixel 7']],
  ['movil', ['iphone 12', 'galaxy s21']],
  ['Portátil', ['Lenovo ThinkPad T14', 'HP EliteBook 840', 'MacBook Air M1']],
  ['Tablet', ['iPad Air 4', 'iPad 9', 'Samsung Galaxy Tab S7']],
  ['Consola', ['Nintendo Switch OLED', 'PlayStation 5']],
];
const FAULTS = ['Pantalla rota tras una caída', 'pantalla rota tras una caida', 'No enciende con el cargador', 'La batería dura dos horas', 'No carga por el conector', 'Se mojó en la playa', 'La cámara trasera no enfoca', 'Hace ruido el ventilador'];
const DAY = 86_400_000;
const TODAY = Date.parse(new Date().toISOString().slice(0, 10));
const dayOf = (ms) => new Date(ms).toISOString().slice(0, 10);
const SPAN_DAYS = 3 * 365;
const CLIENTS = Math.ceil(REPAIRS / 3);

/**
 * The billing log as the server writes it: each command decided by the domain's decider on the
 * state so far (numbers, chain), the events kept for the one `billing-1` stream.
 */
function billingLog(domain) {
  const { decideBillingLog, evolveBillingLog, initialBillingLog, huellaInput, invoiceEvents } = domain;
  const issuer = { legalName: 'Taller Demo S.L.', taxId: 'B12345674', address: 'Calle Mayor 1, 28001 Madrid', tradeName: 'Taller' };
  const actor = { id: 1, name: 'Ana Administradora', role: 'administrador' };
  const fingerprint = (record) => createHash('sha256').update(huellaInput(record)).digest('hex').toUpperCase();
  let state = initialBillingLog;
  const events = [];
  const decide = (command, at) => {
    const decided = decideBillingLog({ ...command, now: new Date(at), fingerprint, issuer, requestId: randomUUID() }, state);
    for (const event of decided) {
      state = evolveBillingLog(state, event);
      events.push({ id: randomUUID(), type: event.type, schemaVersion: invoiceEvents.versionOf(event.type), data: event.data, metadata: { actor, occurredAt: new Date(at).toISOString(), correlationId: randomUUID(), causationId: null, source: 'api' } });
    }
    return decided[0];
  };
  const factsOf = ({ data }) => ({ invoiceId: data.invoiceId, number: data.number, kind: data.kind, issueDate: data.issueDate, lines: data.lines, customer: data.customer, source: data.source, annulled: false, rectifiedBy: null });
  return {
    events,
    issue(source, lines, at, roll) {
      const issued = decide({ type: 'IssueInvoice', kind: 'simplified', lines, customer: {}, source, sourceInvoice: null }, at);
      const fate = roll();
      if (fate < 0.01) decide({ type: 'RectifyInvoice', target: factsOf(issued), lines: lines.map((l) => ({ ...l, unitPriceCents: l.unitPriceCents - 500 })), reason: 'Descuento no aplicado' }, at + 3_600_000);
      else if (fate < 0.015) decide({ type: 'AnnulInvoice', target: factsOf(issued), reason: 'Emitida por error' }, at + 3_600_000);
    },
  };
}

/** The shop's repairs over three years up to today, in the order they were written. */
function* shop(upcast, domain) {
  const roll = random(18);
  const pick = (list) => list[Math.floor(roll() * list.length)];
  const actor = { id: 1, name: 'Ana Administradora', role: 'administrador' };
  const ev = (type, data, at, schemaVersion = 1) => upcast({ id: randomUUID(), type, schemaVersion, data, metadata: { actor, occurredAt: new Date(at).toISOString(), correlationId: randomUUID(), causationId: null, source: 'api' } });
  const first = TODAY - (SPAN_DAYS - 1) * DAY;
  const billing = billingLog(domain);
  for (let client = 1; client <= CLIENTS; client++) {
    yield [`client-${client}`, [ev('ClientRegistered', { clientId: client, name: 'Cliente', lastName: `Número ${client}`, phone: `+34 6${String(10_000_000 + client).slice(-8)}`, email: '', company: '', status: 'active', registrationDate: dayOf(first) }, first)]];
  }
  for (let repairId = 1; repairId <= REPAIRS; repairId++) {
    const entry = first + Math.floor(((repairId - 1) / REPAIRS) * SPAN_DAYS) * DAY + 9 * 3_600_000;
    const [device, models] = pick(DEVICES);
    const events = [ev('RepairRegistered', {
      repairId, clientId: 1 + Math.floor(roll() * CLIENTS), entryDate: dayOf(entry), status: 'pending', device, model: pick(models), contactNumber: '600 000 000',
      description: pick(FAULTS), motive: '', priceCents: 4_900, paymentMethod: 'cash', isPaid: false, internalNotes: '', estimatedCompletion: null,
    }, entry)];
    let at = entry;
    if (roll() < 0.3) {
      at += 3_600_000;
      events.push(ev('RepairQuoteIssued', { number: 1, lines: [{ kind: 'labour', description: 'Mano de obra', quantity: 1, unitPriceCents: 4_900 }], validUntil: dayOf(at + 15 * DAY), notes: '', totalCents: 4_900, issuedAt: new Date(at).toISOString(), email: null }, at));
      const answer = roll();
      if (answer < 0.6) events.push(ev('RepairQuoteAccepted', { number: 1, channel: 'phone', decidedBy: null, decidedAt: new Date(at + DAY).toISOString() }, (at += DAY)));
      else if (answer < 0.85) events.push(ev('RepairQuoteRejected', { number: 1, channel: 'phone', decidedBy: null, decidedAt: new Date(at + DAY).toISOString() }, (at += DAY)));
    }
    const done = entry + Math.floor(roll() * roll() * 15) * DAY + 3 * 3_600_000;
    if (done < TODAY - DAY && roll() < 0.92) {
      events.push(ev('RepairStatusChanged', { from: 'pending', to: 'completed' }, Math.max(done, at + 1)));
      const told = Math.max(done, at + 1) + 1000;
      events.push(ev('RepairCompletionNotified', { notifiedAt: new Date(told).toISOString(), noticeDay: dayOf(told), channel: 'phone', givenBy: null, email: null }, told, 2));
      const fate = roll();
      if (fate < 0.95 && told + 2 * DAY < TODAY) {
        const collected = told + 2 * DAY;
        const by = { id: 1, name: 'Ana Administradora' };
        events.push(ev('RepairPaymentReceived', { movementId: randomUUID(), amountCents: 4_900, method: pick(['cash', 'card', 'bizum']), note: '', at: new Date(collected - 1000).toISOString(), day: dayOf(collected - 1000), by }, collected - 1000));
        events.push(ev('RepairCollected', { collectedAt: new Date(collected).toISOString(), collectedDay: dayOf(collected), owed: null }, collected, 2));
        billing.issue({ kind: 'repair', id: repairId }, [{ description: `Reparación nº ${repairId}`, quantity: 1, unitPriceCents: 4_900 }], collected + 1000, roll);
      }
      else if (fate < 0.97 && told + 125 * DAY < TODAY) {
        const sent = told + 90 * DAY;
        events.push(ev('RepairFinalNoticeSent', { sentAt: new Date(sent).toISOString(), sentDay: dayOf(sent), abandonOn: dayOf(sent + 30 * DAY), channel: 'phone', givenBy: null, email: null }, sent));
        events.push(ev('RepairAbandoned', { abandonedAt: new Date(sent + 35 * DAY).toISOString(), abandonedDay: dayOf(sent + 35 * DAY), reason: 'Sin recoger', finalNoticeDay: dayOf(sent) }, sent + 35 * DAY));
      }
    }
    if (roll() < 0.13) billing.issue({ kind: 'counter', id: null }, [{ description: 'Funda y protector', quantity: 1 + Math.floor(roll() * 3), unitPriceCents: 1_490 }], entry + 2 * 3_600_000, roll);
    yield [`repair-${repairId}`, events];
  }
  yield ['billing-1', billing.events];
}

/** Writes the log in batches through `write(rows)`, rows as [stream, revision, event]. */
async function writeShop(write) {
  const upcast = await upcaster();
  const domain = await import(OUR_DOMAIN);
  let pending = [];
  let written = 0;
  for (const [stream, events] of shop(upcast, domain)) {
    for (const [revision, e] of events.entries()) {
      pending.push([stream, revision, e]);
      if (pending.length >= 2_000) {
        await write(pending);
        written += pending.length;
        pending = [];
      }
    }
  }
  await write(pending);
  return written + pending.length;
}

async function writeSqlite(file) {
  const { SqliteEventStore } = await import(OUR_EVENT_STORE);
  await new SqliteEventStore(file).close();
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF'); // only the fixture
  const insert = db.prepare('INSERT INTO events (stream_id, revision, event_id, type, schema_version, data, metadata) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const many = db.transaction((rows) => {
    for (const [stream, revision, e] of rows) insert.run(stream, revision, e.id, e.type, e.schemaVersion, JSON.stringify(e.data), JSON.stringify(e.metadata));
  });
  const written = await writeShop(async (rows) => many(rows));
  db.close();
  return written;
}

async function writePostgres(url) {
  const { PostgresEventStore } = await import(OUR_POSTGRES_EVENT_STORE);
  const store = new PostgresEventStore(url);
  await store.init();
  await store.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await writeShop(async (rows) => {
      if (rows.length === 0) return;
      const values = [];
      const tuples = rows.map(([stream, revision, e], i) => {
        values.push(stream, revision, e.id, e.type, e.schemaVersion, JSON.stringify(e.data), JSON.stringify(e.metadata));
        const b = i * 7;
        return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, $${b + 7})`;
      });
      await client.query(`INSERT INTO events (stream_id, revision, event_id, type, schema_version, data, metadata) VALUES ${tuples.join(', ')}`, values);
    });
  } finally {
    await client.end();
  }
}

const seconds = async (fn) => {
  const start = process.hrtime.bigint();
  const value = await fn();
  return [Number(process.hrtime.bigint() - start) / 1e9, value];
};

/** p50 and p95 of `repeats` timings (ms), after one warm-up. */
async function measure(fn, repeats = REPEATS) {
  let value = await fn();
  const times = [];
  for (let k = 0; k < repeats; k++) {
    const [s, v] = await seconds(fn);
    times.push(s * 1000);
    value = v;
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), value };
}

const ms = (m) => (m < 10 ? m.toFixed(2) : m.toFixed(1));

async function runEngine(engine, postgres) {
  const dir = mkdtempSync(join(tmpdir(), 'taller-bench-stats-'));
  const file = join(dir, 'taller.sqlite');
  try {
    log(`statistics bench (${engine}): writing the shop of ${REPAIRS.toLocaleString('en-US')} repairs…`);
    const url = engine === 'postgres' ? await postgres.createDatabase() : undefined;
    const [writeSeconds, written] = await seconds(() => (engine === 'sqlite' ? writeSqlite(file) : writePostgres(url)));
    log(`statistics bench (${engine}): ${written} events in ${writeSeconds.toFixed(1)} s; opening the core (builds the read models)…`);
    const { TallerCoreModule, loadConfig, EVENT_STORE } = await import(OUR_SERVER);
    const { QueryBus } = await import('@nestjs/cqrs');
    const dist = (path) => import(new URL(`../libs/server/dist/${path}`, import.meta.url).href);
    const { GetStatistics } = await dist('statistics/queries/get-statistics/get-statistics.query.js');
    const { parseStatisticsRange, weekOf } = await dist('statistics/statistics-range.js');
    const { revenueFigures } = await dist('statistics/revenue-reads.js');
    const { MIKRO_ORM } = await dist('persistence/orm.js');
    const { madridDay, addDays, repairEvents } = await import(OUR_DOMAIN);
    const env = { DATA_DIR: dir, LOG_LEVEL: 'silent', DEMO: 'false', ...(url ? { DATABASE_URL: url } : {}) };
    let app;
    const [startupSeconds] = await seconds(async () => {
      app = await NestFactory.createApplicationContext(TallerCoreModule.register(loadConfig(env)), { logger: false });
    });
    log(`statistics bench (${engine}): core open in ${startupSeconds.toFixed(1)} s`);
    const results = [];
    try {
      const bus = app.get(QueryBus);
      const today = madridDay(new Date());
      const ranges = [
        ['last 12 weeks (the default)', {}],
        ['last 30 days', { from: addDays(today, -29), to: today }],
        ['this year', { from: `${today.slice(0, 4)}-01-01`, to: today }],
        ['the whole three years', { from: addDays(today, -SPAN_DAYS - 1), to: today }],
      ];
      for (const [name, query] of ranges) {
        const range = parseStatisticsRange(query);
        const m = await measure(() => bus.execute(new GetStatistics(range)));
        const s = m.value;
        const takenIn = s.weeks.reduce((n, w) => n + w.takenIn, 0);
        results.push({ key: `GetStatistics: ${name}`, p50: m.p50, p95: m.p95, note: `${takenIn.toLocaleString('en-US')} taken in, ${s.turnaround.overall.count.toLocaleString('en-US')} finished, ${s.waiting.devices.toLocaleString('en-US')} waiting, ${s.revenue.total.total.invoices.toLocaleString('en-US')} invoices (${s.revenue.period})` });
        log(`  ${name}: p50 ${ms(m.p50)} p95 ${ms(m.p95)} (${takenIn} taken in, ${s.turnaround.overall.count} finished, ${s.revenue.total.total.invoices} invoices)`);
      }
      // Revenue alone, from the narrow read model, and the same sums from the invoices' own read model.
      const connection = app.get(MIKRO_ORM).em.fork().getConnection();
      const run = (sql, params) => connection.execute(sql, params);
      for (const [name, query] of [ranges[0], ranges[3]]) {
        const range = parseStatisticsRange(query);
        const alone = await measure(() => revenueFigures(run, range));
        results.push({ key: `revenue alone (invoice_stat_rows + ledger): ${name}`, p50: alone.p50, p95: alone.p95, note: `${alone.value.total.total.invoices.toLocaleString('en-US')} invoices, ${alone.value.periods.length} ${alone.value.period}s` });
        const narrow = await measure(() =>
          run(
            `select issue_day as day, source_kind as kind, count(*) as n, sum(base_cents) as base, sum(tax_cents) as tax, sum(total_cents) as total
             from invoice_stat_rows where issue_day >= ? and issue_day <= ? group by issue_day, source_kind`,
            [range.from, range.to],
          ),
        );
        results.push({ key: `invoice sums alone from invoice_stat_rows: ${name}`, p50: narrow.p50, p95: narrow.p95, note: `${narrow.value.reduce((n, r) => n + Number(r.n), 0).toLocaleString('en-US')} invoices` });
        const wide = await measure(() =>
          run(
            `select issue_date as day, source_kind as kind, count(*) as n, sum(base_cents) as base, sum(tax_cents) as tax, sum(total_cents) as total
             from invoice_rows where issue_date >= ? and issue_date <= ? and annulled_at is null group by issue_date, source_kind`,
            [range.from, range.to],
          ),
        );
        results.push({ key: `baseline: the same invoice sums from invoice_rows: ${name}`, p50: wide.p50, p95: wide.p95, note: `${wide.value.reduce((n, r) => n + Number(r.n), 0).toLocaleString('en-US')} invoices` });
        log(`  revenue ${name}: p50 ${ms(alone.p50)} p95 ${ms(alone.p95)}; from invoice_rows p50 ${ms(wide.p50)} p95 ${ms(wide.p95)}`);
      }
      // The baseline in this run: the weekly intake of the last 12 weeks by replaying the log.
      const store = app.get(EVENT_STORE);
      const range = parseStatisticsRange({});
      const replay = await measure(async () => {
        const weeks = new Map();
        for (let after = 0; ; ) {
          const page = await store.readAll(after, 5_000);
          if (page.length === 0) break;
          for (const recorded of page) {
            if (recorded.type !== 'RepairRegistered') continue;
            const { data } = repairEvents.parse(recorded);
            if (data.entryDate >= range.from && data.entryDate <= range.to) weeks.set(weekOf(data.entryDate), (weeks.get(weekOf(data.entryDate)) ?? 0) + 1);
          }
          after = page[page.length - 1].position;
        }
        return weeks;
      }, REPLAY_REPEATS);
      results.push({ key: 'baseline: weekly intake alone by replaying the log (same run)', p50: replay.p50, p95: replay.p95, note: `${REPLAY_REPEATS} runs` });
      log(`  replay baseline: p50 ${ms(replay.p50)} p95 ${ms(replay.p95)}`);
    } finally {
      await app.close();
    }
    return { engine, written, writeSeconds, startupSeconds, results };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
  const loadBefore = load();
  let postgres;
  const runs = [];
  try {
    for (const engine of ENGINES) {
      if (engine === 'postgres') {
        const { startPostgres } = await import('./lib/postgres.mjs');
        postgres = await startPostgres();
      }
      runs.push(await runEngine(engine, postgres));
    }
  } finally {
    postgres?.stop();
  }
  const loadAfter = load();
  const m = machine();
  const lines = [
    `# Statistics at ${REPAIRS.toLocaleString('en-US')} repairs`,
    '',
    `${m.date}, ${m.cpu} (${m.cores} cores, shared), Node ${m.node}, commit ${commit}. Load average ${loadBefore} at the start, ${loadAfter} at the end.`,
    `GetStatistics through the QueryBus as GET /api/statistics runs it: p50 / p95 of ${REPEATS} runs (ms); the baseline, in the same run on the same shop, of ${REPLAY_REPEATS}.`,
    '',
  ];
  for (const run of runs) {
    lines.push(`## ${run.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: ${run.written.toLocaleString('en-US')} events, read models built in ${run.startupSeconds.toFixed(1)} s`, '');
    lines.push('| query | figures | p50 | p95 | target |', '|---|---|---:|---:|---|');
    for (const r of run.results) {
      const baseline = r.key.startsWith('baseline');
      lines.push(`| ${r.key} | ${r.note} | ${ms(r.p50)} | ${ms(r.p95)} | ${baseline ? '(baseline)' : r.p95 < 200 ? '< 200 ✓' : '< 200 ✗'} |`);
    }
    lines.push('');
  }
  const text = lines.join('\n');
  process.stdout.write(`${text}\n`);
  writeFileSync(new URL('./results/statistics.md', import.meta.url), `${text}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
