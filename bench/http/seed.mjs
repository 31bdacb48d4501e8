/**
 * The shop the HTTP bench loads: `repairs` repairs (default 100,000) over the years before the
 * day it is written, about 30 a day, with the clients they need (four in ten jobs bring a new
 * client), a revision and an order for every ten repairs, and each record's life as the shop
 * lives it: repairs taken in, worked on, sometimes waiting for the customer, priced again,
 * completed, the customer told by phone or in person, collected (a few cancelled, deleted or
 * never collected). Events later than today are not written, so the last weeks' work is open
 * (what the calendar and the urgent list show).
 *
 * The log is written in bulk straight into the events table, in time order (a heap of each
 * record's next event), as bench/audit.bench.mjs does; the id sequences are moved past the
 * seeded ids, and the read models are left for the server's own start to build.
 */
import { randomUUID } from 'node:crypto';
import { OUR_DOMAIN, OUR_EVENT_STORE, requireAsOurs } from '../lib/paths.mjs';
import { random } from '../lib/random.mjs';

const Database = requireAsOurs('better-sqlite3');

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const FIRST_NAMES = ['María', 'José', 'Lucía', 'Javier', 'Carmen', 'Antonio', 'Ana', 'Manuel', 'Isabel', 'Francisco', 'Laura', 'David', 'Marta', 'Álvaro', 'Sofía', 'Íñigo', 'Nuria', 'Raúl', 'Elena', 'Sergio', 'Begoña', 'Jesús', 'Pilar', 'Óscar'];
const LAST_NAMES = ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Alonso', 'Gutiérrez', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez', 'Serrano', 'Blanco', 'Molina', 'Castro', 'Ortega', 'Rubio', 'Núñez', 'Peña', 'Iglesias'];
const DEVICES = [
  ['Móvil', ['Samsung Galaxy S21', 'iPhone 13', 'iPhone 15 Pro', 'Xiaomi Redmi Note 12', 'Google Pixel 7', 'Motorola Edge 40'], ['Pantalla rota tras una caída', 'No carga con ningún cable', 'La batería se agota en dos horas', 'El micrófono no se oye en las llamadas']],
  ['Portátil', ['Lenovo ThinkPad T14', 'MacBook Air M1', 'HP Pavilion 15', 'ASUS VivoBook 14', 'Dell XPS 13'], ['No enciende con el cargador', 'El teclado tiene teclas que no responden', 'Se calienta y se apaga solo', 'Pantalla con líneas verticales']],
  ['Tablet', ['iPad Air 4', 'Samsung Galaxy Tab S8', 'Lenovo Tab M10'], ['Cristal táctil roto', 'No reconoce la tarjeta SIM', 'Se reinicia al abrir aplicaciones']],
  ['Consola', ['Nintendo Switch OLED', 'PlayStation 5', 'Xbox Series S'], ['El joystick izquierdo se mueve solo', 'No lee los discos', 'Ventilador muy ruidoso']],
  ['Reloj', ['Apple Watch Series 7', 'Garmin Forerunner 255'], ['Cristal rayado', 'No sincroniza con el móvil']],
];
const MOTIVES = ['Cambio de pantalla', 'Diagnóstico de placa', 'Cambio de batería', 'Cambio de conector de carga', 'Limpieza interna', 'Cambio de joystick', ''];
const PAYMENT = ['cash', 'card', 'card', 'bizum', 'transfer'];
const REVISION_MOTIVES = ['diagnostico', 'problema_hardware', 'problema_software', 'mantenimiento', 'actualizacion', 'revision_garantia', 'otro'];
const PRODUCTS = [['Funda de silicona', 'Funda para móvil, color negro'], ['Cargador USB-C 30 W', 'Cargador rápido original'], ['Protector de pantalla', 'Cristal templado 9H'], ['Batería de repuesto', 'Batería compatible, garantía de un año'], ['Disco SSD 1 TB', 'Unidad NVMe para portátil']];
const ORDER_PAYMENT = ['cash', 'credit_card', 'debit_card', 'online_payment'];

/** The team the events are signed by (the log names them; no account needs to exist for it). */
const STAFF = [
  { id: 1, name: 'Ana Administradora', role: 'administrador' },
  { id: 2, name: 'Gonzalo Gerente', role: 'gerente' },
  { id: 3, name: 'Marta Gerente', role: 'gerente' },
];

const madridDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' });
const dayCache = new Map();
/** The Madrid day of an instant (cached per hour: Intl's formatting is slow for 600,000 events). */
const dayOf = (ms) => {
  const hour = Math.floor(ms / HOUR);
  let day = dayCache.get(hour);
  if (day === undefined) dayCache.set(hour, (day = madridDayFormat.format(new Date(hour * HOUR))));
  return day;
};
const iso = (ms) => new Date(ms).toISOString();

/** A binary min-heap of scheduled events by time (ties: the order they were scheduled in). */
class Schedule {
  items = [];
  seq = 0;
  get size() {
    return this.items.length;
  }
  peek() {
    return this.items[0];
  }
  push(item) {
    item.seq = this.seq++;
    const a = this.items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (before(a[p], a[i])) break;
      [a[p], a[i]] = [a[i], a[p]];
      i = p;
    }
  }
  pop() {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && before(a[l], a[m])) m = l;
        if (r < a.length && before(a[r], a[m])) m = r;
        if (m === i) break;
        [a[m], a[i]] = [a[i], a[m]];
        i = m;
      }
    }
    return top;
  }
}
const before = (x, y) => x.at < y.at || (x.at === y.at && x.seq < y.seq);

/**
 * The shop's events in time order: `[streamId, type, data, metadata]`. `now` ends the log:
 * nothing later than it is written. Counts of what was made go into `counts`.
 */
export function* shopEvents(repairs, now, counts) {
  const roll = random(14);
  const pick = (list) => list[Math.floor(roll() * list.length)];
  const days = Math.max(30, Math.round(repairs / 30));
  const start = Date.parse(`${dayOf(now - days * DAY)}T08:00:00Z`);
  const schedule = new Schedule();
  const clients = []; // [id, phone]
  let revisionId = 0;
  let orderId = 0;
  const meta = (at, actor = pick(STAFF)) => ({ actor, occurredAt: iso(at), correlationId: randomUUID(), causationId: null, source: 'api' });
  const later = (at, stream, type, data, then) => {
    if (at <= now) schedule.push({ at, stream, type, data, then });
  };
  /** Everything scheduled up to `at`, each one scheduling what follows it. */
  function* until(at) {
    while (schedule.size > 0 && schedule.peek().at <= at) {
      const item = schedule.pop();
      const data = typeof item.data === 'function' ? item.data(item.at) : item.data;
      yield [item.stream, item.type, data, meta(item.at)];
      item.then?.(item.at);
    }
  }
  function* clientFor(at) {
    if (clients.length > 0 && roll() >= 0.4) return pick(clients);
    const id = clients.length + 1;
    const phone = `6${String(10_000_000 + ((id * 7_919) % 90_000_000)).padStart(8, '0')}`;
    const name = pick(FIRST_NAMES);
    const lastName = `${pick(LAST_NAMES)} ${pick(LAST_NAMES)}`;
    const client = [id, phone];
    clients.push(client);
    const email = roll() < 0.7 ? `${name}.${lastName.split(' ')[0]}${id}@correo.example`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase() : '';
    yield [`client-${id}`, 'ClientRegistered', { clientId: id, name, lastName, phone, email, company: roll() < 0.05 ? 'Reformas Levante S.L.' : '', status: 'active', registrationDate: null }, meta(at)];
    return client;
  }

  for (let repairId = 1; repairId <= repairs; repairId++) {
    const f = ((repairId - 1) * days) / repairs;
    const day = Math.floor(f);
    const at = start + day * DAY + HOUR + (f - day) * 11 * HOUR;
    yield* until(at);

    const [clientId, phone] = yield* clientFor(at);
    const [device, models, problems] = pick(DEVICES);
    const entryDate = dayOf(at);
    const turnaround = 2 + Math.floor(roll() * 8);
    const estimatedCompletion = roll() < 0.7 ? dayOf(at + turnaround * DAY) : null;
    const stream = `repair-${repairId}`;
    yield [stream, 'RepairRegistered', {
      repairId, clientId, entryDate, status: 'pending', device, model: pick(models), contactNumber: phone,
      description: pick(problems), motive: pick(MOTIVES), priceCents: roll() < 0.2 ? null : 2_900 + Math.floor(roll() * 120) * 100,
      priceType: roll() < 0.5 ? 'fixed' : 'flexible', paymentMethod: pick(PAYMENT), isPaid: false, internalNotes: roll() < 0.3 ? 'Avisar por WhatsApp' : '',
      estimatedCompletion, origin: null, unlockCode: null,
    }, meta(at)];
    const fate = roll();
    if (fate < 0.003) {
      later(at + 2 * HOUR, stream, 'RepairDeleted', {});
    } else if (fate < 0.043) {
      later(at + (1 + roll() * 2) * DAY, stream, 'RepairStatusChanged', { from: 'pending', to: 'cancelled' });
    } else {
      const neverCollected = roll() < 0.005;
      const waits = roll() < 0.1;
      const corrected = roll() < 0.15;
      const collect = (t) => {
        if (!neverCollected) later(t + (1 + roll() * 13) * DAY, stream, 'RepairCollected', (c) => ({ collectedAt: iso(c), collectedDay: dayOf(c), owed: null }));
      };
      const notify = (t) =>
        later(t + roll() * HOUR, stream, 'RepairCompletionNotified', (n) => ({ notifiedAt: iso(n), noticeDay: dayOf(n), channel: roll() < 0.7 ? 'phone' : 'in_person', givenBy: { id: 2, name: 'Gonzalo Gerente' }, email: null }), collect);
      const complete = (t) => later(Math.max(t + HOUR, at + turnaround * DAY), stream, 'RepairStatusChanged', { from: 'in_progress', to: 'completed' }, notify);
      later(at + (0.2 + roll() * 1.5) * DAY, stream, 'RepairStatusChanged', { from: 'pending', to: 'in_progress' }, (t) => {
        if (corrected) later(t + 2 * HOUR, stream, 'RepairDetailsCorrected', { changes: { priceCents: 3_900 + Math.floor(roll() * 100) * 100 } });
        if (waits) {
          later(t + DAY, stream, 'RepairStatusChanged', { from: 'in_progress', to: 'waiting_user' }, (w) =>
            later(w + (1 + roll() * 4) * DAY, stream, 'RepairStatusChanged', { from: 'waiting_user', to: 'in_progress' }, complete),
          );
        } else complete(t);
      });
    }

    if (repairId % 10 === 3) {
      const t = at + 20 * 60_000;
      const [revClient, revPhone] = yield* clientFor(t);
      const id = ++revisionId;
      const rs = `revision-${id}`;
      const [rDevice, rModels, rProblems] = pick(DEVICES);
      schedule.push({
        at: t, stream: rs, type: 'RevisionRegistered',
        data: { revisionId: id, clientId: revClient, status: 'pending', device: rDevice, model: pick(rModels), contactNumber: revPhone, motive: pick(REVISION_MOTIVES), description: pick(rProblems), internalNotes: '', date: dayOf(t + Math.floor(roll() * 4) * DAY), unlockCode: null },
        then: (r) =>
          later(r + DAY, rs, 'RevisionStatusChanged', { from: 'pending', to: 'in_progress' }, (p) =>
            later(p + 2 * DAY, rs, 'RevisionStatusChanged', { from: 'in_progress', to: 'completed' }, (c) => {
              if (roll() < 0.6) later(c + 30 * DAY, rs, 'RevisionArchived', { from: 'completed' });
            }),
          ),
      });
    }
    if (repairId % 10 === 7) {
      const t = at + 40 * 60_000;
      const [ordClient] = yield* clientFor(t);
      const id = ++orderId;
      const os = `order-${id}`;
      const [name, description] = pick(PRODUCTS);
      schedule.push({
        at: t, stream: os, type: 'OrderPlaced',
        data: { orderId: id, clientId: ordClient, date: dayOf(t), status: 'pending', name, description, quantity: 1 + Math.floor(roll() * 3), unitPriceCents: 990 + Math.floor(roll() * 200) * 50, paymentMethod: pick(ORDER_PAYMENT), isPaid: roll() < 0.5, deliveryDate: dayOf(t + 7 * DAY) },
        then: (o) => {
          if (roll() < 0.05) return later(o + DAY, os, 'OrderStatusChanged', { from: 'pending', to: 'cancelled' });
          later(o + DAY, os, 'OrderStatusChanged', { from: 'pending', to: 'confirmed' }, (c) =>
            later(c + 5 * DAY, os, 'OrderStatusChanged', (r) => ({ from: 'confirmed', to: 'ready', completedAt: iso(r) }), (r) =>
              later(r + 2 * DAY, os, 'OrderStatusChanged', (d) => ({ from: 'ready', to: 'delivered', deliveredAt: iso(d) })),
            ),
          );
        },
      });
    }
  }
  yield* until(now);
  Object.assign(counts, { repairs, clients: clients.length, revisions: revisionId, orders: orderId, from: dayOf(start), to: dayOf(now) });
}

/**
 * Writes the shop's log into `file` (a new SQLite event store): the events in bulk, each at the
 * domain's current schema version (the first of each type is parsed by the domain's own
 * catalogue, so a shape that drifted fails here, loudly), then the id sequences. Returns counts.
 */
export async function writeShop(file, repairs, now = Date.now()) {
  const { SqliteEventStore } = await import(OUR_EVENT_STORE);
  const domain = await import(OUR_DOMAIN);
  const catalogues = [domain.repairEvents, domain.clientEvents, domain.revisionEvents, domain.orderEvents];
  const catalogueOf = (type) => {
    const found = catalogues.find((c) => c.has(type));
    if (!found) throw new Error(`bench/http seed: the domain has no event type ${type}`);
    return found;
  };
  const versions = new Map();
  const versionOf = (type, data) => {
    let version = versions.get(type);
    if (version === undefined) {
      const catalogue = catalogueOf(type);
      version = catalogue.versionOf(type);
      catalogue.parse({ type, schemaVersion: version, data }); // throws on a drifted shape
      versions.set(type, version);
    }
    return version;
  };

  await new SqliteEventStore(file).close(); // creates the file and its tables
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('cache_size = -262144');
  db.pragma('synchronous = OFF'); // only the fixture: the file is closed and synced below
  const insert = db.prepare('INSERT INTO events (stream_id, revision, event_id, type, schema_version, data, metadata) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const writeMany = db.transaction((rows) => {
    for (const [stream, revision, type, data, metadata] of rows) {
      insert.run(stream, revision, randomUUID(), type, versionOf(type, data), JSON.stringify(data), JSON.stringify(metadata));
    }
  });
  const revisions = new Map();
  const counts = {};
  let pending = [];
  let events = 0;
  for (const [stream, type, data, metadata] of shopEvents(repairs, now, counts)) {
    const revision = revisions.get(stream) ?? 0;
    revisions.set(stream, revision + 1);
    pending.push([stream, revision, type, data, metadata]);
    if (pending.length >= 10_000) {
      writeMany(pending);
      events += pending.length;
      pending = [];
    }
  }
  writeMany(pending);
  events += pending.length;
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();

  const store = new SqliteEventStore(file);
  try {
    await store.advanceSequence('repair', counts.repairs);
    await store.advanceSequence('client', counts.clients);
    await store.advanceSequence('revision', counts.revisions);
    await store.advanceSequence('order', counts.orders);
  } finally {
    await store.close();
  }
  return { ...counts, events };
}
