import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { CLI_MAIN, requireBuilt, run, startServer, stop } from '../../../tools/processes.js';
import { describePostgres, testDatabaseUrl } from '../../../tools/test-databases.js';
import { comparableRow } from '../../../tools/read-models.js';

/** Each CLI run starts Nest: a test that runs several takes longer than jest's default. */
const SLOW = 120_000;

/** Where a shop keeps its events and read models. */
type Installation = { kind: 'sqlite'; dataDir: string } | { kind: 'postgres'; url: string };

let scratch: string;
let shop: Installation & { kind: 'sqlite' };
let shopCopy: string;

const envOf = (at: Installation): Record<string, string> =>
  at.kind === 'sqlite' ? { DATA_DIR: at.dataDir } : { DATABASE_URL: at.url, DATA_DIR: join(scratch, 'unused') };
const taller = (at: Installation, ...args: string[]) => run(CLI_MAIN, args, { LOG_LEVEL: 'warn', ...envOf(at) });
const newSqlite = (name: string): Installation => ({ kind: 'sqlite', dataDir: join(scratch, name) });
const withoutHeader = (copy: string) => copy.slice(copy.indexOf('\n') + 1);

async function exportTo(at: Installation, file: string): Promise<string> {
  const result = await taller(at, 'events', 'export', '--out', file);
  expect(result.stderr).not.toContain('Error');
  expect(result.code).toBe(0);
  expect(result.stdout).toMatch(/Exportados: \d+ eventos de \d+ flujos/);
  return readFileSync(file, 'utf8');
}

async function importInto(at: Installation, file: string): Promise<void> {
  const result = await taller(at, 'events', 'import', file);
  expect(result.stderr).not.toContain('Error');
  expect(result.code).toBe(0);
  expect(result.stdout).toMatch(/Importados: \d+ eventos de \d+ flujos/);
  expect(result.stdout).toMatch(/Vistas reconstruidas: \d+ eventos/);
}


const READ_MODELS = ['client_rows', 'repair_rows'];

/** What the screens show, read straight from the read-model tables, and the id sequences. */
async function readSide(at: Installation): Promise<{ rows: Record<string, number>; digest: string; sequences: unknown }> {
  const tables: Record<string, Record<string, unknown>[]> = {};
  let sequences: unknown;
  if (at.kind === 'sqlite') {
    const db = new Database(join(at.dataDir, 'taller.sqlite'), { readonly: true });
    try {
      for (const table of READ_MODELS) {
        const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string; type: string }[];
        const datetimes = new Set(columns.filter((c) => c.type === 'datetime').map((c) => c.name));
        const rows = db.prepare(`SELECT * FROM ${table} ORDER BY id`).all() as Record<string, unknown>[];
        tables[table] = rows.map((row) => comparableRow(row, datetimes));
      }
      sequences = db.prepare('SELECT kind, value FROM sequences ORDER BY kind').all();
    } finally {
      db.close();
    }
  } else {
    const client = new pg.Client({ connectionString: at.url });
    await client.connect();
    try {
      for (const table of READ_MODELS) {
        const { rows } = await client.query<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY id`);
        tables[table] = rows.map((row) => comparableRow(row, new Set()));
      }
      sequences = (await client.query('SELECT kind, value::integer AS value FROM sequences ORDER BY kind')).rows;
    } finally {
      await client.end();
    }
  }
  return {
    rows: Object.fromEntries(READ_MODELS.map((t) => [t, tables[t]!.length])),
    digest: createHash('sha256').update(JSON.stringify(tables)).digest('hex'),
    sequences,
  };
}

function eventsIn(at: Installation & { kind: 'sqlite' }): number {
  const file = join(at.dataDir, 'taller.sqlite');
  if (!existsSync(file)) return 0;
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM events').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  requireBuilt();
  scratch = mkdtempSync(join(tmpdir(), 'taller-events-'));
  // A shop with some history: the demo data, then a few changes from the command line.
  shop = { kind: 'sqlite', dataDir: join(scratch, 'shop') };
  const server = await startServer({ DATA_DIR: shop.dataDir });
  await stop(server.child);
  for (const [id, status] of [['2', 'completed'], ['5', 'in_progress'], ['1', 'completed'], ['5', 'waiting_user']]) {
    expect((await taller(shop, 'repairs', 'status', id!, status!)).code).toBe(0);
  }
  shopCopy = join(scratch, 'shop.jsonl');
  await exportTo(shop, shopCopy);
}, SLOW);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('Copies of the event log (taller events export / import)', () => {
  // The demo shop: its settings, 5 clients, 6 repairs, 3 revisions, 5 orders (two of them encargos), 37 products and its billing log, one stream each.
  it('writes a header, every event in global order and a closing line with the counts', () => {
    const lines = readFileSync(shopCopy, 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line));
    expect(lines[0]).toEqual({ format: 'taller-events', version: 1, exportedAt: expect.any(String) });
    const events = lines.slice(1, -1);
    expect(lines.at(-1)).toEqual({ end: true, events: events.length, streams: 58 });
    // The demo shop's settings come first, then its records.
    expect(events[0]).toMatchObject({ streamId: 'shop-1', revision: 0, type: 'ShopIdentityChanged' });
    expect(events.find((event: { streamId: string }) => event.streamId.startsWith('client-'))).toMatchObject({ streamId: 'client-1', revision: 0, type: 'ClientRegistered', schemaVersion: 2 });
    expect(events.at(-1)).toMatchObject({ streamId: 'repair-5', type: 'RepairStatusChanged', data: { to: 'waiting_user' } });
    expect(Object.keys(events[0])).toEqual(['streamId', 'revision', 'id', 'type', 'schemaVersion', 'data', 'metadata']);
    expect(events.at(-1).metadata).toMatchObject({ source: 'cli', actor: { role: 'cli' } });
  });

  it('moves a shop to a new SQLite installation with the same read models, ids and events', async () => {
    const moved = newSqlite('moved');
    await importInto(moved, shopCopy);
    const original = await readSide(shop);
    expect(original.rows).toEqual({ client_rows: 5, repair_rows: 6 });
    expect(await readSide(moved)).toEqual(original);
    expect(withoutHeader(await exportTo(moved, join(scratch, 'moved.jsonl')))).toBe(withoutHeader(readFileSync(shopCopy, 'utf8')));
  }, SLOW);

  it('writes nothing but the copy to stdout when no file is given', async () => {
    const result = await taller(shop, 'events', 'export');
    expect(result.code).toBe(0);
    expect(withoutHeader(result.stdout)).toBe(withoutHeader(readFileSync(shopCopy, 'utf8')));
    const lines = result.stdout.trimEnd().split('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({ format: 'taller-events' });
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(result.stderr).toMatch(/Exportados: \d+ eventos de 58 flujos/);
  }, SLOW);

  it('refuses to import into a store that already has events', async () => {
    const before = eventsIn(shop);
    const result = await taller(shop, 'events', 'import', shopCopy);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('La base de eventos no está vacía');
    expect(result.stderr).toContain('importa en una instalación nueva');
    expect(eventsIn(shop)).toBe(before);
  }, SLOW);

  it('refuses a damaged copy naming the line, and writes nothing', async () => {
    const lines = readFileSync(shopCopy, 'utf8').trimEnd().split('\n');
    const damaged = (change: (lines: string[]) => string[]) => {
      const file = join(scratch, `damaged-${Math.random().toString(36).slice(2)}.jsonl`);
      writeFileSync(file, `${change([...lines]).join('\n')}\n`);
      return file;
    };
    const withEvent = (index: number, edit: (event: Record<string, unknown>) => void) => (all: string[]) => {
      const event = JSON.parse(all[index]!) as Record<string, unknown>;
      edit(event);
      all[index] = JSON.stringify(event);
      return all;
    };
    const cases: [string, string][] = [
      [damaged((all) => ((all[4] = all[4]!.slice(0, 40)), all)), 'Línea 5: no es JSON válido'],
      [damaged(withEvent(6, (e) => delete (e.metadata as Record<string, unknown>).occurredAt)), 'Línea 7: metadata.occurredAt: falta'],
      [damaged(withEvent(8, (e) => (e.id = 'no-es-un-uuid'))), 'Línea 9: id: no es un UUID'],
      [damaged(withEvent(lines.length - 2, (e) => (e.revision = 5))), `Línea ${lines.length - 1}: el flujo repair-5`],
      [damaged((all) => all.slice(0, -3)), 'El archivo está incompleto'],
      [damaged((all) => all.slice(1)), 'Línea 1: no es una copia de eventos de Taller'],
    ];
    const target = newSqlite('damaged') as Installation & { kind: 'sqlite' };
    for (const [file, message] of cases) {
      const result = await taller(target, 'events', 'import', file);
      expect({ message, code: result.code }).toEqual({ message, code: 1 });
      expect(result.stderr).toContain(message);
      expect(eventsIn(target)).toBe(0);
    }
    // Nothing was left behind: the good copy still goes in.
    await importInto(target, shopCopy);
    expect(await readSide(target)).toEqual(await readSide(shop));
  }, SLOW);
});

describePostgres('Moving a shop between engines', () => {
  it('SQLite → PostgreSQL → SQLite gives identical read models and byte-identical copies', async () => {
    const postgres: Installation = { kind: 'postgres', url: await testDatabaseUrl() };
    await importInto(postgres, shopCopy);
    const postgresCopy = join(scratch, 'postgres.jsonl');
    const copied = await exportTo(postgres, postgresCopy);
    const back = newSqlite('back');
    await importInto(back, postgresCopy);

    expect(withoutHeader(copied)).toBe(withoutHeader(readFileSync(shopCopy, 'utf8')));
    expect(withoutHeader(await exportTo(back, join(scratch, 'back.jsonl')))).toBe(withoutHeader(copied));
    const original = await readSide(shop);
    expect(original.rows).toEqual({ client_rows: 5, repair_rows: 6 });
    expect(await readSide(postgres)).toEqual(original);
    expect(await readSide(back)).toEqual(original);
  }, SLOW);
});
