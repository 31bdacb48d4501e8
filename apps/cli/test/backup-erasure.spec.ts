import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import pg from 'pg';
import { CLI_MAIN, requireBuilt, run } from '../../../tools/processes.js';
import { hasPostgres, testDatabaseUrl } from '../../../tools/test-databases.js';

/**
 * Forgetting a person and backups (issue 16): a client with repairs, a revision, an order, a
 * customer account and a contact message is backed up, then forgotten. Their name, phone and
 * e-mail are then in no table, no export and no later backup; and a restore of the backup
 * taken before the erasure, on SQLite and on PostgreSQL, does not bring them back: it reads the
 * later backup's ledger beside it and forgets them again.
 */

const SLOW = 240_000;
const PASSPHRASE = 'caballo-correcto-grapa-batería';
const ERASED = 'Cliente eliminado (RGPD)';

let scratch: string;
let shopDir: string;
let person: { name: string; lastName: string; phone: string; email: string };
let needles: string[];

const taller = (env: Record<string, string>, ...args: string[]) =>
  run(CLI_MAIN, args, { LOG_LEVEL: 'warn', TALLER_BACKUP_PASSPHRASE: PASSPHRASE, DEMO: 'off', PUBLIC_URL: 'http://localhost', ...env });
const shop = (...args: string[]) => taller({ DATA_DIR: shopDir, DEMO: 'on' }, ...args);

function sqliteTables(dataDir: string): string {
  const db = new Database(join(dataDir, 'taller.sqlite'), { readonly: true });
  try {
    const tables = db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[];
    return tables.map(({ name }) => `${name}: ${JSON.stringify(db.prepare(`select * from "${name}"`).all())}`).join('\n');
  } finally {
    db.close();
  }
}

async function postgresTables(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>('select table_name as name from information_schema.tables where table_schema = current_schema()');
    const dumps = await Promise.all(rows.map(async ({ name }) => `${name}: ${JSON.stringify((await client.query(`select * from "${name}"`)).rows)}`));
    return dumps.join('\n');
  } finally {
    await client.end();
  }
}

const found = (text: string) => needles.filter((needle) => text.includes(needle));

beforeAll(async () => {
  requireBuilt();
  scratch = mkdtempSync(join(tmpdir(), 'taller-backup-erasure-'));
  shopDir = join(scratch, 'tienda');
  const seeded = await shop('demo', 'seed', '--clients', '4', '--repairs', '6', '--revisions', '2', '--orders', '2', '--notes', '0', '--seed', '7');
  expect(seeded.code).toBe(0);
  const db = new Database(join(shopDir, 'taller.sqlite'));
  try {
    person = db.prepare('select name, last_name as lastName, phone, email from client_rows where id = 2').get() as typeof person;
    // Their customer account and a message from the contact form, as the site writes them.
    db.prepare('insert into accounts (email, name, last_name, phone, role, password_hash, created_at, email_verified_at) values (?, ?, ?, ?, ?, ?, ?, ?)').run(
      person.email.toLowerCase(),
      person.name,
      person.lastName,
      null,
      'customer',
      'x',
      Date.now(),
      Date.now(),
    );
    db.prepare(
      'insert into contact_messages (name, email, phone, subject, message, template, search_text, created_at, handled) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(`${person.name} ${person.lastName}`, person.email, person.phone, 'Mi portátil', '¿Está listo?', 'technical', '', Date.now(), 0);
    const others = JSON.stringify(db.prepare('select name, last_name, phone, email from client_rows where id <> 2').all());
    needles = [person.lastName, person.phone, person.email, `${person.name} ${person.lastName}`].filter((text) => text.length > 3 && !others.includes(text));
  } finally {
    db.close();
  }
  expect(needles.length).toBeGreaterThanOrEqual(3);
}, SLOW);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('Forgetting a person, and backups', () => {
  it('leaves them in no table, export or later backup; a restore of an earlier backup forgets them again, on SQLite and PostgreSQL', async () => {
    const repairs = JSON.parse((await shop('repairs', 'list', '--json')).stdout).length as number;
    expect(repairs).toBeGreaterThanOrEqual(6);
    const missing = await shop('backup', '--out', join(scratch, 'no-existe', 'copia.tar.gz'));
    expect({ code: missing.code, stderr: missing.stderr.trim() }).toEqual({
      code: 1,
      stderr: `Error: No existe la carpeta «${join(scratch, 'no-existe')}»: créala (o monta el disco de las copias) y vuelve a intentarlo`,
    });
    mkdirSync(join(scratch, 'copias'));
    const before = join(scratch, 'copias', 'copia-1.tar.gz');
    const after = join(scratch, 'copias', 'copia-2.tar.gz');
    const backedUp = await shop('backup', '--out', before);
    expect(backedUp.stderr).not.toContain('Error');
    expect(backedUp.code).toBe(0);
    expect(found(sqliteTables(shopDir)).length).toBeGreaterThan(0);

    const forgotten = await shop('clients', 'forget', '2', '--confirm', 'OLVIDAR');
    expect(forgotten.code).toBe(0);
    expect(forgotten.stdout).toContain('Cuentas de cliente eliminadas: 1');
    expect(forgotten.stdout).toContain('Mensajes de contacto eliminados: 1');
    expect(found(sqliteTables(shopDir))).toEqual([]);
    const exported = join(scratch, 'copia.jsonl');
    expect((await shop('events', 'export', '--out', exported)).code).toBe(0);
    expect(found(readFileSync(exported, 'utf8'))).toEqual([]);
    expect(readFileSync(exported, 'utf8')).toContain(ERASED);
    expect((await shop('backup', '--out', after)).code).toBe(0);
    expect(found(gunzipSync(readFileSync(after)).toString('utf8'))).toEqual([]);
    // The earlier backup still holds them: that is what a restore must not bring back.
    expect(found(gunzipSync(readFileSync(before)).toString('utf8')).length).toBeGreaterThan(0);

    const targets: { name: string; env: Record<string, string>; tables: () => Promise<string> }[] = [
      { name: 'SQLite', env: { DATA_DIR: join(scratch, 'restaurada') }, tables: async () => sqliteTables(join(scratch, 'restaurada')) },
    ];
    if (hasPostgres) {
      const url = await testDatabaseUrl();
      targets.push({ name: 'PostgreSQL', env: { DATABASE_URL: url, DATA_DIR: join(scratch, 'restaurada-pg') }, tables: () => postgresTables(url) });
    }
    for (const target of targets) {
      const restored = await taller(target.env, 'restore', before);
      expect({ target: target.name, code: restored.code, stderr: restored.stderr.includes('Error') }).toEqual({ target: target.name, code: 0, stderr: false });
      expect(restored.stdout).toContain('Olvidos (RGPD) de copias posteriores (copia-2.tar.gz): 1 en su registro, 1 olvidados de nuevo en el taller restaurado');
      const tables = await target.tables();
      expect({ target: target.name, found: found(tables) }).toEqual({ target: target.name, found: [] });
      expect(tables).toContain(ERASED);
      const again = join(scratch, `copia-${target.name}.jsonl`);
      expect((await taller(target.env, 'events', 'export', '--out', again)).code).toBe(0);
      expect({ target: target.name, found: found(readFileSync(again, 'utf8')) }).toEqual({ target: target.name, found: [] });
      // The others are all there.
      const listed = await taller(target.env, 'repairs', 'list', '--json');
      expect(JSON.parse(listed.stdout).length).toBe(repairs);
    }
  }, SLOW);
});
