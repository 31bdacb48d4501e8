import 'reflect-metadata'; // this and @nestjs/core: the root's node_modules (bench/ has no copies)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { clientRegistered, repairRegistered, repairStatusChanged } from '../lib/events.mjs';
import { OUR_DOMAIN, OUR_EVENT_STORE, OUR_PERSONAL_FIELDS, OUR_SERVER, requireAsOurs } from '../lib/paths.mjs';
import { time } from '../lib/plan.mjs';
import { profiled } from '../lib/profile.mjs';

const Database = requireAsOurs('better-sqlite3'); // the build our engine runs on

/**
 * (5) Ours only: write `count` domain events into our SQLite engine's log, open the core as
 * the API does (its start-up builds the read models: timed too), then time
 * `Projector.rebuild()` of every projection, `repeats` times.
 */
export const id = 'rebuild';
export const title = '5. rebuild all projections';

export async function run(count, { profileTo, repeats = 1 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'taller-bench-rebuild-'));
  try {
    const { TallerCoreModule, loadConfig, Projector } = await import(OUR_SERVER);
    // The shop's tables first (an empty log): the fixture writes people's keys into secret_keys.
    const empty = await NestFactory.createApplicationContext(TallerCoreModule.register(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' })), { logger: false });
    await empty.close();
    const write = await writeLog(dir, count);
    let app;
    const startup = await time(async () => {
      app = await NestFactory.createApplicationContext(
        TallerCoreModule.register(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' })),
        { logger: false },
      );
    });
    try {
      const projector = app.get(Projector);
      let rebuilt = 0;
      const rebuild = async () => {
        const seconds = await time(async () => (rebuilt = await projector.rebuild()));
        return { seconds };
      };
      // The same rebuild several times over (this machine's speed drifts): the median counts.
      const times = [];
      let profile;
      for (let i = 0; i < repeats; i++) {
        const measured = profileTo && i === repeats - 1 ? await profiled(rebuild, profileTo) : await rebuild();
        if (rebuilt !== write.events) throw new Error(`rebuild saw ${rebuilt} events, the log has ${write.events}`);
        times.push(measured.seconds);
        profile = measured.profile;
      }
      const seconds = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
      return { events: rebuilt, seconds, times, startup, write, profile };
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The log as the shop writes it: per client its registration, then 3 repairs of 3 events each. */
function* streams(count, current) {
  let written = 0;
  let i = 0;
  for (let client = 1; written < count; client++) {
    written += 1;
    yield [`client-${client}`, [current(clientRegistered(client, i++))]];
    for (let r = 0; r < 3 && written < count; r++) {
      const repair = (client - 1) * 3 + r + 1;
      const events = [repairRegistered(repair, client, i++), repairStatusChanged(0, i++), repairStatusChanged(1, i++)];
      const take = events.slice(0, count - written).map(current);
      written += take.length;
      yield [`repair-${repair}`, take];
    }
  }
}

/**
 * Writes the log. By default in bulk: our engine creates its file and table, then the rows go
 * in with its own encoding (columns, JSON.stringify) 10,000 per transaction, and a page is
 * read back through it; a durable append per stream would cost minutes on this disk for
 * what is only the fixture. BENCH_REBUILD_FIXTURE=append writes through `append` instead.
 */
export async function writeLog(dir, count) {
  const { SqliteEventStore } = await import(OUR_EVENT_STORE);
  const current = await currentVersions();
  const file = join(dir, 'taller.sqlite');
  const store = new SqliteEventStore(file);
  let written = 0;
  const viaAppend = process.env.BENCH_REBUILD_FIXTURE === 'append';
  const seconds = await time(async () => {
    if (viaAppend) {
      for (const [stream, events] of streams(count, current)) {
        await store.append(stream, events, 'no_stream');
        written += events.length;
      }
      return;
    }
    await store.close();
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('cache_size = -262144'); // 256 MiB: random UUIDs in the event_id index thrash the default 2 MiB
    db.pragma('synchronous = OFF'); // only the fixture: what is measured runs on the engine's own settings
    const insert = db.prepare(
      `INSERT INTO events (stream_id, revision, event_id, type, schema_version, data, metadata) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const writeMany = db.transaction((rows) => {
      for (const [stream, events] of rows) {
        events.forEach((e, revision) =>
          insert.run(stream, revision, e.id, e.type, e.schemaVersion, JSON.stringify(e.data), JSON.stringify(e.metadata)),
        );
      }
    });
    let pending = [];
    let size = 0;
    for (const entry of streams(count, current)) {
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
  });
  // The people's keys, beside the unlock-code keys, as the server keeps them.
  const db = new Database(file);
  const insertKey = db.prepare('INSERT INTO secret_keys (subject, key, created_at) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const [person, key] of current.keys) insertKey.run(person, key.toString('base64'), Date.now());
  })();
  db.close();
  const check = new SqliteEventStore(file);
  const [first] = await check.readAll(0, 1);
  const head = await check.headPosition();
  await check.close();
  if (first?.streamId !== 'client-1' || first.type !== 'ClientRegistered' || head !== written) {
    throw new Error(`the rebuild's log does not read back through SqliteEventStore (head ${head}, wrote ${written})`);
  }
  return { events: written, seconds, how: viaAppend ? 'one durable append per stream' : 'in bulk, 10,000 rows per transaction, into the table SqliteEventStore created' };
}

/**
 * Brings the generated (version 1) events to the domain's current schema version with the
 * domain's own upcasters, and checks a sample of each type against its zod schema.
 */
async function currentVersions() {
  const { repairEvents, clientEvents } = await import(OUR_DOMAIN);
  const samples = [clientRegistered(1), repairRegistered(1, 1), repairStatusChanged(0, 2), repairStatusChanged(1, 3)];
  const upgrades = new Map();
  for (const sample of samples) {
    const catalogue = [repairEvents, clientEvents].find((c) => c.has(sample.type));
    if (!catalogue) throw new Error(`The domain does not know ${sample.type}`);
    const parsed = catalogue.parse({ type: sample.type, schemaVersion: 1, data: sample.data });
    const added = Object.fromEntries(Object.entries(parsed.data).filter(([key]) => !(key in sample.data)));
    upgrades.set(sample.type, { version: catalogue.versionOf(sample.type), added });
  }
  // People's data sealed with a key per client, as the server's PersonalDataStore writes it.
  const { clearPersonalFields, personOfClient, sealFields } = await import(OUR_PERSONAL_FIELDS);
  const keys = new Map();
  const current = (event) => {
    const { version, added } = upgrades.get(event.type);
    const data = { ...event.data, ...added };
    // BENCH_REBUILD_PERSONAL=clear: the log as versions before sealing wrote it (the comparison).
    const fields = process.env.BENCH_REBUILD_PERSONAL === 'clear' ? [] : clearPersonalFields(event.type, data);
    if (fields.length === 0) return { ...event, schemaVersion: version, data };
    const person = personOfClient(data.clientId);
    if (!keys.has(person)) keys.set(person, randomBytes(32));
    return { ...event, schemaVersion: version, data: sealFields(data, fields, person, keys.get(person)) };
  };
  current.keys = keys;
  return current;
}
