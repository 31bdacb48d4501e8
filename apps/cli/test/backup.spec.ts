import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { CLI_MAIN, loginAsGerente, requireBuilt, run, startServer, stop } from '../../../tools/processes.js';
import { describePostgres, testDatabaseUrl } from '../../../tools/test-databases.js';
import { comparableRow } from '../../../tools/read-models.js';

/** Each CLI run starts Nest, and a backup derives its key with scrypt: slower than jest's default. */
const SLOW = 180_000;
const PASSPHRASE = 'caballo-correcto-grapa-batería';
const UNLOCK_CODE = '2580';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4AWI6YKn9H4SZGIAg072PAQAAAP//gpL4xgAAAAZJREFUAwA83wWJY1mRuwAAAABJRU5ErkJggg==',
  'base64',
);
const CUSTOMER = { email: 'lucia.copia@example.com', password: 'Segura#2025' };

type Installation = { kind: 'sqlite'; dataDir: string } | { kind: 'postgres'; url: string; dataDir: string };

let scratch: string;
let shop: Installation & { kind: 'sqlite' };
let archive: string;
let photo: { id: string };
let repairId: number;

const envOf = (at: Installation): Record<string, string> =>
  at.kind === 'sqlite' ? { DATA_DIR: at.dataDir } : { DATABASE_URL: at.url, DATA_DIR: at.dataDir };
// A restored shop is a real one: no demo accounts of its own.
const TARGET_ENV = { DEMO: 'off', PUBLIC_URL: 'http://localhost' };
const taller = (at: Installation, args: string[], env: Record<string, string> = {}) =>
  run(CLI_MAIN, args, { LOG_LEVEL: 'warn', TALLER_BACKUP_PASSPHRASE: PASSPHRASE, ...TARGET_ENV, ...envOf(at), ...env });
const newSqlite = (name: string): Installation & { kind: 'sqlite' } => ({ kind: 'sqlite', dataDir: join(scratch, name) });

async function json(url: string, path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.cookie ? { cookie: init.cookie } : {}), origin: url },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  return { status: response.status, json: parsed as Record<string, unknown>, headers: response.headers };
}

async function signIn(url: string, email: string, password: string): Promise<number> {
  return (await json(url, '/api/auth/login', { method: 'POST', body: { email, password } })).status;
}


const READ_MODELS = ['client_rows', 'repair_rows', 'order_rows', 'revision_rows', 'activity_rows', 'tracking_links'];
const PLAIN = ['accounts', 'notes', 'contact_messages', 'uploaded_images'];

/** The read models and the plain tables, read straight from the database, with a digest of each. */
async function tablesOf(at: Installation, tables: string[]): Promise<Record<string, { rows: number; digest: string }>> {
  const result: Record<string, { rows: number; digest: string }> = {};
  const order = (table: string) => (table === 'activity_rows' ? 'position' : table === 'tracking_links' ? 'token' : table === 'uploaded_images' ? 'id' : 'id');
  const digest = (rows: unknown[]) => createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  if (at.kind === 'sqlite') {
    const db = new Database(join(at.dataDir, 'taller.sqlite'), { readonly: true });
    try {
      for (const table of tables) {
        const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string; type: string }[];
        const datetimes = new Set(columns.filter((c) => c.type === 'datetime').map((c) => c.name));
        const rows = (db.prepare(`SELECT * FROM ${table} ORDER BY ${order(table)}`).all() as Record<string, unknown>[]).map((r) => comparableRow(r, datetimes));
        result[table] = { rows: rows.length, digest: digest(rows) };
      }
    } finally {
      db.close();
    }
  } else {
    const client = new pg.Client({ connectionString: at.url });
    await client.connect();
    try {
      for (const table of tables) {
        const { rows } = await client.query<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY ${order(table)}`);
        const normalisedRows = rows.map((r) => comparableRow(r, new Set()));
        result[table] = { rows: rows.length, digest: digest(normalisedRows) };
      }
    } finally {
      await client.end();
    }
  }
  return result;
}

/** What a refused restore must leave: no events, no rows, no images. */
function isEmpty(at: Installation & { kind: 'sqlite' }): boolean {
  const file = join(at.dataDir, 'taller.sqlite');
  const uploads = join(at.dataDir, 'uploads');
  if (existsSync(uploads) && readdirSync(uploads).length > 0) return false;
  if (!existsSync(file)) return true;
  const db = new Database(file, { readonly: true });
  try {
    return ['events', 'accounts', 'secret_keys', 'notes'].every((t) => (db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n === 0);
  } finally {
    db.close();
  }
}

/** A restored shop answers as the old one did: the code, the photo, the staff's and the customer's passwords. */
async function expectTheShopBack(at: Installation): Promise<void> {
  const server = await startServer({ ...TARGET_ENV, ...envOf(at) });
  try {
    expect(await signIn(server.url, 'gerente@taller.demo', 'demo-taller')).toBe(200);
    expect(await signIn(server.url, CUSTOMER.email, CUSTOMER.password)).toBe(200);
    const cookie = await loginAsGerente(server.url);
    expect((await json(server.url, `/api/repairs/${repairId}/unlock-code`, { cookie })).json).toEqual({ unlockCode: UNLOCK_CODE });
    const file = await fetch(`${server.url}/api/uploads/${photo.id}/file`, { headers: { cookie } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
  } finally {
    await stop(server.child);
  }
}

beforeAll(async () => {
  requireBuilt();
  scratch = mkdtempSync(join(tmpdir(), 'taller-backup-'));
  shop = newSqlite('shop');
  // The demo shop (staff accounts, clients, repairs…), then what the API adds to it.
  const server = await startServer({ DATA_DIR: shop.dataDir });
  try {
    const { url } = server;
    const cookie = await loginAsGerente(url);
    const repair = await json(url, '/api/repairs', {
      method: 'POST',
      cookie,
      body: { clientId: 1, device: 'Móvil', model: 'iPhone 13', contactNumber: '677 100 200', description: 'Pantalla rota', unlockCode: UNLOCK_CODE },
    });
    expect(repair.status).toBe(201);
    repairId = repair.json.id as number;
    const form = new FormData();
    form.append('type', 'repair');
    form.append('id', String(repairId));
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'pantalla.png');
    const uploaded = await fetch(`${url}/api/uploads`, { method: 'POST', body: form, headers: { cookie, origin: url } });
    expect(uploaded.status).toBe(201);
    photo = (await uploaded.json()) as { id: string };
    expect((await json(url, '/api/notes', { method: 'POST', cookie, body: { title: 'Pedir pantallas', content: 'Dos del iPhone 13' } })).status).toBe(201);
    const contact = { name: 'Lucía Fernández', email: 'lucia@example.com', phone: '612 345 678', subject: 'Pantalla rota', message: '¿Cuánto costaría cambiarla?', template: 'technical' };
    expect((await json(url, '/api/contact', { method: 'POST', body: contact })).status).toBe(201);
    const customer = {
      firstName: 'Lucía',
      lastName: 'Fernández Ruiz',
      email: CUSTOMER.email,
      password: CUSTOMER.password,
      confirmPassword: CUSTOMER.password,
      phone: '612345670',
      acceptTerms: true,
      acceptPrivacy: true,
    };
    expect((await json(url, '/api/auth/register', { method: 'POST', body: customer })).status).toBe(201);

    // The backup runs beside the server, as an owner would run it.
    archive = join(scratch, 'copia.tar.gz');
    const result = await taller(shop, ['backup', '--out', archive], { DEMO: 'on' });
    expect(result.stderr).not.toContain('Error');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Copia hecha: \d+ eventos de \d+ flujos, \d+ filas de \d+ tablas, \d+ claves \(cifradas\), 1 imágenes/);
  } finally {
    await stop(server.child);
  }
}, SLOW);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('A shop backed up and restored (taller backup / restore)', () => {
  it('writes one archive with the header and the manifest first, the keys sealed, and every part listed with its SHA-256', () => {
    const names = execFileSync('tar', ['tzf', archive], { encoding: 'utf8' }).trim().split('\n');
    expect(names.slice(0, 4)).toEqual(['taller-backup.json', 'manifest.json', 'secret-keys.enc', 'events.jsonl']);
    expect(names).toEqual(expect.arrayContaining(['tables/accounts.jsonl', 'tables/notes.jsonl', `uploads/${photo.id}.png`]));
    expect(names.filter((n) => /sessions|projection_checkpoints|client_rows/.test(n))).toEqual([]);
    const manifest = JSON.parse(execFileSync('tar', ['xzOf', archive, 'manifest.json'], { encoding: 'utf8' }));
    expect(manifest.entries.map((e: { name: string }) => e.name)).toEqual(names.slice(2));
    expect(manifest.counts.tables).toMatchObject({ notes: expect.any(Number), contact_messages: 1, uploaded_images: 1 });
    const keys = execFileSync('tar', ['xzOf', archive, 'secret-keys.enc']);
    expect(keys.includes(Buffer.from('subject'))).toBe(false);
    expect(execFileSync('tar', ['xzOf', archive, 'events.jsonl'], { encoding: 'utf8' }).split('\n')[0]).toContain('"format":"taller-events"');
  });

  it('restores on a new SQLite installation with the same read models and plain tables, and the shop answers as before', async () => {
    const target = newSqlite('restored');
    const result = await taller(target, ['restore', archive]);
    expect(result.stderr).not.toContain('Error');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Restaurado: \d+ eventos de \d+ flujos, \d+ filas de \d+ tablas, \d+ claves, 1 imágenes/);
    expect(result.stdout).toMatch(/Vistas reconstruidas: \d+ eventos/);
    const original = await tablesOf(shop, [...READ_MODELS, ...PLAIN]);
    expect(original.repair_rows!.rows).toBeGreaterThan(6);
    expect(await tablesOf(target, [...READ_MODELS, ...PLAIN])).toEqual(original);
    await expectTheShopBack(target);
  }, SLOW);

  it('refuses a damaged archive, a wrong passphrase or a target that is not empty, naming where, and writes nothing', async () => {
    const bytes = readFileSync(archive);
    const truncated = join(scratch, 'truncated.tar.gz');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const flipped = join(scratch, 'flipped.tar.gz');
    const altered = Buffer.from(bytes);
    altered[Math.floor(bytes.length * 0.5)]! ^= 0x10;
    writeFileSync(flipped, altered);
    const target = newSqlite('refused');
    const cases: [string, string[], Record<string, string>, RegExp][] = [
      ['truncated', ['restore', truncated], {}, /La copia está incompleta: se corta dentro de «[^»]+»/],
      ['one byte flipped', ['restore', flipped], {}, /(La copia está dañada (dentro de|tras) «[^»]+»|«[^»]+»(: Línea \d+|.*SHA-256))/],
      ['wrong passphrase', ['restore', archive], { TALLER_BACKUP_PASSPHRASE: 'otra-frase-de-paso-larga' }, /La frase de paso no es la de esta copia: no se ha escrito nada/],
      ['short passphrase', ['restore', archive], { TALLER_BACKUP_PASSPHRASE: 'corta' }, /La frase de paso es demasiado corta: usa al menos 12 caracteres/],
    ];
    for (const [name, args, env, message] of cases) {
      const result = await taller(target, args, env);
      expect({ name, code: result.code, error: result.stderr.split('\n').find((l) => l.startsWith('Error:')) }).toEqual({ name, code: 1, error: expect.stringMatching(message) });
      expect({ name, empty: isEmpty(target) }).toEqual({ name, empty: true });
    }
    const restoredBefore = await tablesOf(newSqlite('restored'), ['accounts', 'repair_rows']);
    const again = await taller(newSqlite('restored'), ['restore', archive]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('La instalación de destino no está vacía (tiene ');
    expect(await tablesOf(newSqlite('restored'), ['accounts', 'repair_rows'])).toEqual(restoredBefore);
  }, SLOW);
});

describePostgres('A SQLite shop restored on PostgreSQL, and back', () => {
  it('gives the same read models and plain tables, the shop answers as before, and its own backup restores on SQLite', async () => {
    const target: Installation = { kind: 'postgres', url: await testDatabaseUrl(), dataDir: join(scratch, 'postgres-files') };
    const result = await taller(target, ['restore', archive]);
    expect(result.stderr).not.toContain('Error');
    expect(result.code).toBe(0);
    expect(await tablesOf(target, [...READ_MODELS, ...PLAIN])).toEqual(await tablesOf(shop, [...READ_MODELS, ...PLAIN]));
    await expectTheShopBack(target);

    // And back: a backup of the PostgreSQL shop restores on SQLite.
    const fromPostgres = join(scratch, 'desde-postgres.tar.gz');
    const backup = await taller(target, ['backup', '--out', fromPostgres]);
    expect(backup.stderr).not.toContain('Error');
    expect(backup.code).toBe(0);
    const back = newSqlite('back');
    const restored = await taller(back, ['restore', fromPostgres]);
    expect(restored.stderr).not.toContain('Error');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('PostgreSQL)');
    expect(await tablesOf(back, [...READ_MODELS, ...PLAIN])).toEqual(await tablesOf(target, [...READ_MODELS, ...PLAIN]));
  }, SLOW);
});
