#!/usr/bin/env node
/**
 * `node bench/lists.bench.mjs`: every list query of the back-office on a shop of 100,000 repairs
 * (LISTS_REPAIRS to change it), on SQLite and on PostgreSQL (LISTS_ENGINES=sqlite,postgres).
 *
 * Writes the shop's log in bulk (about 33,000 clients, 100,000 repairs, 20,000 revisions and
 * 20,000 orders over three years: about 300,000 events), opens the core as the API does (its start-up builds the read
 * models), then runs each query through the QueryBus, as the route does after parsing the
 * address: plain pages, searches (`q`), status filters, each sort the admin's columns offer,
 * deep pages, the calendar and the urgent list. p50 and p95 of LISTS_REPEATS (31) runs after a
 * warm-up. Beside each, the figure of the same query on the code before issue 14 (commit in
 * bench/results/lists-before.json, measured on this machine with this bench: `--save-before`),
 * and in the same run the old search (a LIKE scan of the rows, run for the page and again for
 * the count) on the same file, so the run's noise shows.
 *
 * Needs the built workspaces (`npm run build`). Prints a markdown table and writes it to
 * bench/results/lists.md. Not part of `npm test`; tests never assert on time.
 */
import 'reflect-metadata';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { OUR_DOMAIN, OUR_EVENT_STORE, OUR_POSTGRES_EVENT_STORE, OUR_SERVER, ROOT, requireAsOurs } from './lib/paths.mjs';
import { machine } from './lib/machine.mjs';
import { random } from './lib/random.mjs';
import { upcaster } from './lib/upcast.mjs';

const Database = requireAsOurs('better-sqlite3');
const pg = requireAsOurs('pg');
const REPAIRS = Number(process.env.LISTS_REPAIRS ?? 100_000);
const REPEATS = Number(process.env.LISTS_REPEATS ?? 31);
const ENGINES = (process.env.LISTS_ENGINES ?? 'sqlite,postgres').split(',');
const SAVE_BEFORE = process.argv.includes('--save-before');
/** LISTS_ONLY=<text>: only the cases whose name holds it ('calendar', 'repairs: search'), for a quick look. */
const ONLY = process.env.LISTS_ONLY;
/** LISTS_PG_URL=<address of a running server>: keep the PostgreSQL shop there between runs (to look at plans). */
const KEEP_PG = process.env.LISTS_PG_URL;
const BEFORE_FILE = new URL('./results/lists-before.json', import.meta.url);
const log = (line) => process.stderr.write(`${line}\n`);

const FIRST = ['María', 'José', 'Lucía', 'Javier', 'Carmen', 'Antonio', 'Ana', 'Manuel', 'Isabel', 'Francisco', 'Laura', 'David', 'Marta', 'Juan', 'Cristina', 'Pedro', 'Sara', 'Ángel', 'Elena', 'Raúl', 'Paula', 'Sergio', 'Nuria', 'Jesús', 'Rocío', 'Íñigo', 'Begoña', 'Álvaro', 'Noelia', 'Óscar', 'Irene', 'Rubén', 'Sofía', 'Adrián', 'Pilar', 'Iván', 'Alba', 'Joaquín', 'Inés', 'Tomás'];
const LAST = ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Alonso', 'Gutiérrez', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez', 'Serrano', 'Blanco', 'Molina', 'Morales', 'Suárez', 'Ortega', 'Delgado', 'Castro', 'Ortiz', 'Rubio', 'Marín', 'Sanz', 'Núñez', 'Iglesias', 'Medina', 'Garrido', 'Cortés', 'Castillo', 'Santos', 'Lozano', 'Guerrero', 'Cano', 'Prieto', 'Zamorano', 'Echeverría', 'Peñalver', 'Ibáñez', 'Quiñones'];
const DEVICES = [
  ['Móvil', ['Samsung Galaxy S21', 'Samsung Galaxy A52', 'iPhone 12', 'iPhone 13 Pro', 'iPhone 14', 'Xiaomi Redmi Note 11', 'Google Pixel 7', 'OnePlus 9', 'Motorola Moto G62', 'Oppo Reno 8']],
  ['Portátil', ['Lenovo ThinkPad T14', 'HP EliteBook 840', 'Dell XPS 13', 'MacBook Air M1', 'Asus ZenBook 14', 'Acer Aspire 5']],
  ['Tablet', ['iPad Air 4', 'iPad 9', 'Samsung Galaxy Tab S7', 'Lenovo Tab M10']],
  ['Consola', ['Nintendo Switch OLED', 'PlayStation 5', 'Xbox Series S']],
  ['Reloj', ['Apple Watch 7', 'Garmin Forerunner 255']],
];
const PROBLEMS = [
  ['Pantalla rota tras una caída', 'Cambio de pantalla'],
  ['No enciende con el cargador', 'Diagnóstico de placa'],
  ['La batería dura dos horas', 'Cambio de batería'],
  ['El joystick izquierdo falla', 'Cambio de joystick'],
  ['No carga por el conector', 'Cambio de conector de carga'],
  ['Se mojó en la playa', 'Limpieza por humedad'],
  ['El altavoz suena distorsionado', 'Cambio de altavoz'],
  ['Se reinicia solo cada poco', 'Reinstalación del sistema'],
  ['La cámara trasera no enfoca', 'Cambio de cámara'],
  ['El teclado tiene teclas muertas', 'Cambio de teclado'],
  ['Pide contraseña de iCloud', 'Desbloqueo con factura'],
  ['Hace ruido el ventilador', 'Limpieza y pasta térmica'],
];
const ORDER_ITEMS = ['Funda de silicona', 'Protector de pantalla', 'Cargador USB-C 65 W', 'Batería externa', 'Cable Lightning', 'Ratón inalámbrico', 'Disco SSD 1 TB', 'Memoria RAM 16 GB', 'Auriculares Bluetooth', 'Teclado mecánico'];
const OPEN_REPAIR = ['pending', 'in_progress', 'on_hold', 'waiting_user'];
const DAY = 86_400_000;
const TODAY = Date.parse(new Date().toISOString().slice(0, 10));
const dayOf = (ms) => new Date(ms).toISOString().slice(0, 10);
const SPAN_DAYS = 3 * 365;

/**
 * The shop's log over three years up to today, in the order it was written: about 91 repairs a
 * day, ids growing with time; a third of them by a new client, the rest by a returning one;
 * each repair registered and moved to where it stands (work older than a month mostly finished,
 * a few left open and late); a revision and an order for every five repairs.
 */
function* shop(repairs, upcast) {
  const roll = random(14);
  const pick = (list) => list[Math.floor(roll() * list.length)];
  let position = 0;
  const ev = (type, data, at) => upcast({ id: randomUUID(), type, schemaVersion: 1, data, metadata: { actor: { id: 1, name: 'Ana Administradora', role: 'administrador' }, occurredAt: new Date(at + (position++ % 86_000) * 1000).toISOString(), correlationId: randomUUID(), causationId: null, source: 'api' } });
  const first = TODAY - (SPAN_DAYS - 1) * DAY;
  const phones = [];
  const names = [];
  let revisionId = 0;
  let orderId = 0;
  for (let repairId = 1; repairId <= repairs; repairId++) {
    const entry = first + Math.floor(((repairId - 1) / repairs) * SPAN_DAYS) * DAY;
    let client;
    if (phones.length === 0 || roll() < 1 / 3) {
      client = phones.length + 1;
      const phone = `+34 6${String(10_000_000 + client * 7).slice(-8)}`;
      const [name, last1, last2] = [pick(FIRST), pick(LAST), pick(LAST)];
      phones.push(phone);
      names.push(name);
      const email = `${name}.${last1}${client}@correo.example`.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
      yield [`client-${client}`, [ev('ClientRegistered', { clientId: client, name, lastName: `${last1} ${last2}`, phone, email, company: roll() < 0.1 ? `${pick(LAST)} Reformas S.L.` : '', status: roll() < 0.97 ? 'active' : 'inactive', registrationDate: dayOf(entry) }, entry)]];
    } else client = 1 + Math.floor(roll() * phones.length);
    const phone = phones[client - 1];
    const [device, models] = pick(DEVICES);
    const [description, motive] = pick(PROBLEMS);
    const age = (TODAY - entry) / DAY;
    const status = age > 30 ? (roll() < 0.9 ? 'completed' : roll() < 0.7 ? 'cancelled' : pick(OPEN_REPAIR)) : age > 3 && roll() < 0.5 ? 'completed' : pick(OPEN_REPAIR);
    const events = [ev('RepairRegistered', {
      repairId, clientId: client, entryDate: dayOf(entry), status: 'pending', device, model: pick(models), contactNumber: phone,
      description, motive, priceCents: roll() < 0.1 ? null : 1_900 + Math.floor(roll() * 300) * 100, paymentMethod: pick(['cash', 'card', 'transfer', 'bizum']),
      isPaid: status === 'completed' && roll() < 0.8, internalNotes: '', estimatedCompletion: roll() < 0.7 ? dayOf(entry + (2 + Math.floor(roll() * 8)) * DAY) : null,
    }, entry)];
    if (status !== 'pending') events.push(ev('RepairStatusChanged', { from: 'pending', to: status }, entry + DAY));
    yield [`repair-${repairId}`, events];
    if (roll() < 0.2) {
      revisionId++;
      const [device, models] = pick(DEVICES);
      const [description] = pick(PROBLEMS);
      const date = entry + Math.floor(roll() * 20) * DAY;
      const status = date < TODAY - 7 * DAY ? (roll() < 0.85 ? 'completed' : pick(['cancelled', 'archived', 'pending'])) : pick(['pending', 'scheduled', 'in_progress', 'pending_approval']);
      const events = [ev('RevisionRegistered', { revisionId, clientId: client, device, model: pick(models), contactNumber: phone, motive: pick(['diagnostico', 'problema_hardware', 'problema_software']), description, internalNotes: '', date: dayOf(date), status: 'pending' }, entry)];
      if (status !== 'pending') events.push(ev('RevisionStatusChanged', { from: 'pending', to: status }, entry + DAY));
      yield [`revision-${revisionId}`, events];
    }
    if (roll() < 0.2) {
      orderId++;
      const delivery = roll() < 0.8 ? entry + (3 + Math.floor(roll() * 10)) * DAY : null;
      const status = entry < TODAY - 20 * DAY ? (roll() < 0.9 ? 'delivered' : 'cancelled') : pick(['pending', 'confirmed', 'in_preparation', 'ready']);
      const item = pick(ORDER_ITEMS);
      const events = [ev('OrderPlaced', { orderId, clientId: client, name: item, description: `${item} para ${names[client - 1]}`, quantity: 1 + Math.floor(roll() * 3), unitPriceCents: 900 + Math.floor(roll() * 200) * 100, paymentMethod: pick(['cash', 'credit_card', 'debit_card', 'online_payment']), isPaid: roll() < 0.6, deliveryDate: delivery === null ? null : dayOf(delivery), date: dayOf(entry), status: 'pending' }, entry)];
      if (status !== 'pending') events.push(ev('OrderStatusChanged', { from: 'pending', to: status }, entry + DAY));
      yield [`order-${orderId}`, events];
    }
  }
}

/** Writes the log in batches through `write(rows)`, rows as [stream, revision, event]. */
async function writeShop(write) {
  const upcast = await upcaster();
  let pending = [];
  let written = 0;
  for (const [stream, events] of shop(REPAIRS, upcast)) {
    events.forEach((e, revision) => pending.push([stream, revision, e]));
    if (pending.length >= 2_000) {
      await write(pending);
      written += pending.length;
      pending = [];
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
  await store.init(); // creates its tables
  await store.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const written = await writeShop(async (rows) => {
      if (rows.length === 0) return;
      const values = [];
      const tuples = rows.map(([stream, revision, e], i) => {
        values.push(stream, revision, e.id, e.type, e.schemaVersion, JSON.stringify(e.data), JSON.stringify(e.metadata));
        const b = i * 7;
        return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, $${b + 7})`;
      });
      await client.query(`INSERT INTO events (stream_id, revision, event_id, type, schema_version, data, metadata) VALUES ${tuples.join(', ')}`, values);
    });
    return written;
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

const ms = (m) => (m === undefined ? '–' : m < 10 ? m.toFixed(2) : m.toFixed(1));

/** The cases: [list, name, ListQuery] (through the handlers), and the calendar's. */
function cases(deep) {
  const page = (offset = 0) => ({ offset, limit: 25 });
  const list = (sort, filter = {}, offset = 0) => ({ sort: { field: sort[0], order: sort[1] }, range: page(offset), filter });
  const of = (resource, defaultSort, sorts, statuses, searches, extra = []) => [
    [resource, 'first page', list(defaultSort)],
    ...searches.map((q) => [resource, `search «${q}»`, list(defaultSort, { q })]),
    ...statuses.map((status) => [resource, `status ${status}`, list(defaultSort, { status })]),
    ...sorts.flatMap((field) => [[resource, `sort ${field} ASC`, list([field, 'ASC'])], [resource, `sort ${field} DESC, page 2`, list([field, 'DESC'], {}, 25)]]),
    [resource, `deep page (offset ${deep[resource].toLocaleString('en-US')})`, list(defaultSort, {}, deep[resource])],
    [resource, `deep page sorted by ${sorts[0]}`, list([sorts[0], 'ASC'], {}, deep[resource])],
    ...extra,
  ];
  return [
    ...of('repairs', ['id', 'DESC'], ['clientName', 'device', 'model', 'description', 'status', 'priceCents', 'entryDate'], ['pending', 'completed'],
      ['zamorano', 'iphone 13', 'jose', 'peñalver', '612345', 'pantalla', 'xz', 'a'], [
        ['repairs', 'status pending + sort clientName', list(['clientName', 'ASC'], { status: 'pending' })],
        ['repairs', 'search «garcia» + status completed', list(['id', 'DESC'], { q: 'garcia', status: 'completed' })],
        ['repairs', 'pickup ready', list(['id', 'DESC'], { pickup: 'ready' })],
        ['repairs', 'one client (clientId)', list(['id', 'DESC'], { clientId: 1234 })],
      ]),
    ...of('revisions', ['id', 'DESC'], ['clientName', 'device', 'description', 'createdAt', 'date', 'status'], ['pending', 'completed'], ['zamorano', 'ipad', 'xz']),
    ...of('orders', ['id', 'DESC'], ['clientName', 'name', 'date', 'deliveryDate', 'totalCents', 'isPaid', 'status'], ['pending', 'delivered'], ['zamorano', 'funda', 'xz']),
    ...of('clients', ['name', 'ASC'], ['name', 'id', 'email', 'phone', 'registrationDate', 'status'], ['inactive'], ['zamorano', 'jose', '612345', 'xz']),
  ];
}

async function runEngine(engine, postgres) {
  // LISTS_REUSE=<dir>: SQLite only, keep the shop there and open it again next time (to look at plans).
  const reuse = engine === 'sqlite' ? process.env.LISTS_REUSE : undefined;
  const dir = reuse ?? mkdtempSync(join(tmpdir(), 'taller-bench-lists-'));
  const file = join(dir, 'taller.sqlite');
  try {
    log(`lists bench (${engine}): writing the shop of ${REPAIRS.toLocaleString('en-US')} repairs…`);
    let url;
    let kept = reuse && existsSync(file);
    if (engine === 'postgres' && KEEP_PG) {
      // LISTS_PG_URL=<a server's address>: the shop in its database `lists_kept`, written once and opened again next time.
      url = KEEP_PG.replace(/\/[^/]*$/, '/lists_kept');
      const admin = new pg.Client({ connectionString: KEEP_PG });
      await admin.connect();
      kept = (await admin.query(`select 1 from pg_database where datname = 'lists_kept'`)).rowCount > 0;
      await admin.end();
      if (!kept) await postgres.createDatabase('lists_kept');
    } else if (engine === 'postgres') url = await postgres.createDatabase();
    const [writeSeconds, written] = await seconds(() => (kept ? 0 : engine === 'sqlite' ? writeSqlite(file) : writePostgres(url)));
    log(`lists bench (${engine}): ${written} events in ${writeSeconds.toFixed(1)} s; opening the core (builds the read models)…`);
    const { TallerCoreModule, loadConfig } = await import(OUR_SERVER);
    const { QueryBus } = await import('@nestjs/cqrs');
    const dist = (path) => import(new URL(`../libs/server/dist/${path}`, import.meta.url).href);
    const { ListRepairs } = await dist('repairs/queries/list-repairs/list-repairs.query.js');
    const { ListRevisions } = await dist('revisions/queries/list-revisions/list-revisions.query.js');
    const { ListOrders } = await dist('orders/queries/list-orders/list-orders.query.js');
    const { ListClients } = await dist('clients/queries/list-clients/list-clients.query.js');
    const { GetCalendar } = await dist('calendar/queries/get-calendar/get-calendar.query.js');
    const { UrgentWork } = await dist('calendar/queries/urgent-work/urgent-work.query.js');
    const { calendarPeriod, madridDay } = await import(OUR_DOMAIN);
    const env = { DATA_DIR: dir, LOG_LEVEL: 'silent', DEMO: 'false', ...(url ? { DATABASE_URL: url } : {}) };
    let app;
    const [startupSeconds] = await seconds(async () => {
      app = await NestFactory.createApplicationContext(TallerCoreModule.register(loadConfig(env)), { logger: false });
    });
    log(`lists bench (${engine}): core open in ${startupSeconds.toFixed(1)} s`);
    const results = [];
    let analyzeSeconds;
    try {
      if (engine === 'postgres') {
        // What autovacuum does on its own within minutes of a rebuild: the planner's statistics
        // and the visibility map (index-only scans). Right after a rebuild there are none, and a
        // deep page walks the heap (before this step: 167 ms at offset 50,000).
        const knex = app.get((await import(OUR_SERVER)).MIKRO_ORM).em.getKnex();
        [analyzeSeconds] = await seconds(() => knex.raw('vacuum analyze'));
        log(`lists bench (${engine}): vacuum analyze in ${analyzeSeconds.toFixed(1)} s`);
      }
      const bus = app.get(QueryBus);
      const QUERIES = { repairs: ListRepairs, revisions: ListRevisions, orders: ListOrders, clients: ListClients };
      const totals = {};
      for (const resource of Object.keys(QUERIES)) totals[resource] = (await bus.execute(new QUERIES[resource]({ sort: { field: 'id', order: 'DESC' }, range: { offset: 0, limit: 1 }, filter: {} }))).total;
      const deep = Object.fromEntries(Object.entries(totals).map(([k, n]) => [k, Math.floor(n / 2 / 25) * 25]));
      // One untimed pass over every case first: a served shop's code is warm (the first case timed
      // used to pay for the JIT: repairs' first page 7.8 ms at p50, 2.5 ms when timed again).
      for (const [resource, name, list] of cases(deep)) {
        if (!ONLY || `${resource}: ${name}`.includes(ONLY)) await bus.execute(new QUERIES[resource](list));
      }
      for (const [resource, name, list] of cases(deep)) {
        if (ONLY && !`${resource}: ${name}`.includes(ONLY)) continue;
        const m = await measure(() => bus.execute(new QUERIES[resource](list)));
        results.push({ key: `${resource}: ${name}`, p50: m.p50, p95: m.p95, rows: m.value.rows.length, total: m.value.total });
        log(`  ${resource}: ${name}: p50 ${ms(m.p50)} p95 ${ms(m.p95)} (${m.value.rows.length} of ${m.value.total})`);
      }
      const now = new Date();
      if (ONLY && !'calendar'.includes(ONLY)) return { engine, written, writeSeconds, startupSeconds, analyzeSeconds, results };
      const period = calendarPeriod(madridDay(now));
      const calendar = await measure(() => bus.execute(new GetCalendar(period, undefined, undefined, now)));
      const items = calendar.value.days.reduce((n, d) => n + d.total, 0);
      results.push({ key: 'calendar: three weeks, every kind', p50: calendar.p50, p95: calendar.p95, rows: items, total: items });
      const urgent = await measure(() => bus.execute(new UrgentWork(now, undefined)));
      results.push({ key: 'calendar: urgent', p50: urgent.p50, p95: urgent.p95, rows: urgent.value.items.length, total: urgent.value.total });
      log(`  calendar: p95 ${ms(calendar.p95)} (${items} items); urgent: p95 ${ms(urgent.p95)} (${urgent.value.items.length} of ${urgent.value.total})`);
      // The old search in this run, on this file: a LIKE scan of the rows, for the page and again for the count.
      const knex = app.get((await import(OUR_SERVER)).MIKRO_ORM).em.getKnex();
      for (const q of ['zamorano', 'iphone 13']) {
        const pattern = `%${q}%`;
        const old = await measure(async () => {
          await knex.raw('select * from repair_rows where search_text like ? order by id desc limit 25', [pattern]);
          return { rows: [], total: (await knex.raw('select count(*) as n from repair_rows where search_text like ?', [pattern])).length };
        });
        results.push({ key: `repairs: old LIKE scan «${q}» (same run)`, p50: old.p50, p95: old.p95 });
      }
    } finally {
      await app.close();
    }
    return { engine, written, writeSeconds, startupSeconds, analyzeSeconds, results };
  } finally {
    if (!reuse) rmSync(dir, { recursive: true, force: true });
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
      if (engine === 'postgres' && KEEP_PG) {
        const { createDatabase } = await import('../tools/postgres.mjs');
        runs.push(await runEngine(engine, { createDatabase: (name) => createDatabase(KEEP_PG, name) }));
        continue;
      }
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
  if (SAVE_BEFORE) {
    const before = existsSync(BEFORE_FILE) ? JSON.parse(readFileSync(BEFORE_FILE, 'utf8')) : {};
    for (const run of runs) before[run.engine] = { commit, date: machine().date, load: `${loadBefore} → ${loadAfter}`, results: Object.fromEntries(run.results.map((r) => [r.key, { p50: r.p50, p95: r.p95, total: r.total }])) };
    writeFileSync(BEFORE_FILE, `${JSON.stringify(before, null, 1)}\n`);
    log(`lists bench: BEFORE figures saved to ${BEFORE_FILE.pathname}`);
  }
  const before = existsSync(BEFORE_FILE) ? JSON.parse(readFileSync(BEFORE_FILE, 'utf8')) : {};
  const m = machine();
  const lines = [
    `# Lists at ${REPAIRS.toLocaleString('en-US')} repairs`,
    '',
    `${m.date}, ${m.cpu} (${m.cores} cores, shared), Node ${m.node}, commit ${commit}. Load average ${loadBefore} at the start, ${loadAfter} at the end.`,
    `Each query through the QueryBus as its route runs it, page of 25: p50 / p95 of ${REPEATS} runs (ms). BEFORE: the same bench on the code before issue 14 (${Object.entries(before).map(([e, b]) => `${e}: commit ${b.commit}, ${b.date}, load ${b.load}`).join('; ') || 'not measured'}).`,
    '',
  ];
  for (const run of runs) {
    const old = before[run.engine]?.results ?? {};
    const analyzed = run.analyzeSeconds === undefined ? '' : `, then \`VACUUM ANALYZE\` in ${run.analyzeSeconds.toFixed(1)} s`;
    lines.push(`## ${run.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: ${run.written.toLocaleString('en-US')} events, read models built in ${run.startupSeconds.toFixed(1)} s${analyzed}`, '');
    lines.push('| query | rows / total | BEFORE p50 | BEFORE p95 | AFTER p50 | AFTER p95 | target |', '|---|---:|---:|---:|---:|---:|---|');
    for (const r of run.results) {
      const b = old[r.key];
      const target = r.key.startsWith('calendar') ? 10 : 15;
      const same = r.key.includes('same run');
      lines.push(`| ${r.key} | ${r.rows ?? ''}${r.total !== undefined && !same ? ` / ${r.total.toLocaleString('en-US')}` : ''} | ${ms(b?.p50)} | ${ms(b?.p95)} | ${ms(r.p50)} | ${ms(r.p95)} | ${same ? '(baseline)' : r.p95 <= target ? `≤ ${target} ✓` : `≤ ${target} ✗`} |`);
    }
    lines.push('');
  }
  const text = lines.join('\n');
  process.stdout.write(`${text}\n`);
  if (!SAVE_BEFORE && !ONLY) writeFileSync(new URL('./results/lists.md', import.meta.url), `${text}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
