import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { CLI_MAIN, requireBuilt, run } from '../../../tools/processes.js';

/**
 * `taller clients forget <id>` over a real data directory: refused without OLVIDAR, then the
 * client's name, phone and e-mail are nowhere in the database, the log reads them as erased,
 * and their repairs stay.
 */
let dataDir: string;
const taller = (...args: string[]) => run(CLI_MAIN, args, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
const database = () => new Database(join(dataDir, 'taller.sqlite'), { readonly: true });

beforeAll(async () => {
  requireBuilt();
  dataDir = mkdtempSync(join(tmpdir(), 'taller-cli-forget-'));
  const seeded = await taller('demo', 'seed', '--clients', '3', '--repairs', '4', '--revisions', '1', '--orders', '1', '--notes', '0', '--seed', '5');
  expect(seeded.code).toBe(0);
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Every row of every table, as text. */
function everything(): string {
  const db = database();
  try {
    const tables = db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[];
    return tables.map(({ name }) => `${name}: ${JSON.stringify(db.prepare(`select * from "${name}"`).all())}`).join('\n');
  } finally {
    db.close();
  }
}

describe('taller clients forget', () => {
  it('refuses without the typed confirmation, and forgets with it: nothing of the person is left, their work stays', async () => {
    const db = database();
    const client = db.prepare('select id, name, last_name as lastName, phone, email from client_rows where id = 1').get() as {
      id: number;
      name: string;
      lastName: string;
      phone: string;
      email: string;
    };
    const repairs = db.prepare('select count(*) as n from repair_rows where client_id = 1').get() as { n: number };
    // What only this client holds (a first name may be another client's too).
    const others = JSON.stringify([db.prepare('select name, last_name, phone, email from client_rows where id <> 1').all(), db.prepare('select name from accounts').all()]);
    const needles = [client.name, client.lastName, client.phone, client.email].filter((text) => text.length > 3 && !others.includes(text));
    expect(needles.length).toBeGreaterThanOrEqual(2);
    db.close();
    // The seeded log never held them in clear: what `events` stores is sealed.
    expect(everything()).toContain(client.name);
    const eventsOnly = () => {
      const d = database();
      try {
        return JSON.stringify(d.prepare('select data from events').all());
      } finally {
        d.close();
      }
    };
    expect(eventsOnly()).not.toContain(client.phone);

    const refused = await taller('clients', 'forget', '1', '--confirm', 'si');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Para olvidar al cliente escribe exactamente OLVIDAR (con --confirmar OLVIDAR en un script)');
    const invalid = await taller('clients', 'forget', 'uno', '--confirm', 'OLVIDAR');
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('ID de cliente no válido');

    const forgotten = await taller('clients', 'forget', '1', '--confirm', 'OLVIDAR');
    expect(forgotten.stderr).toBe('');
    expect(forgotten.code).toBe(0);
    expect(forgotten.stdout).toContain('Cliente 1 olvidado: ahora figura como «Cliente eliminado (RGPD)».');
    expect(forgotten.stdout).toContain(`Trabajos que lo nombraban: `);

    const stored = everything();
    for (const trace of needles) {
      expect({ trace, found: stored.includes(trace) }).toEqual({ trace, found: false });
    }
    const after = database();
    try {
      expect(after.prepare('select name, forgotten from client_rows where id = 1').get()).toEqual({ name: 'Cliente eliminado (RGPD)', forgotten: 1 });
      expect(after.prepare('select count(*) as n from repair_rows where client_id = 1').get()).toEqual(repairs);
      expect(after.prepare("select count(*) as n from erasures where subject = 'client-1'").get()).toEqual({ n: 1 });
      expect(after.prepare("select count(*) as n from secret_keys where subject = 'client-1'").get()).toEqual({ n: 0 });
    } finally {
      after.close();
    }

    // The export reads them as erased; the JSON form says what went.
    const file = join(dataDir, 'copia.jsonl');
    expect((await taller('events', 'export', '--out', file)).code).toBe(0);
    const { readFileSync } = await import('node:fs');
    const copy = readFileSync(file, 'utf8');
    expect(copy).toContain('Cliente eliminado (RGPD)');
    for (const trace of needles) expect(copy).not.toContain(trace);
    const again = await taller('clients', 'forget', '1', '--confirm', 'OLVIDAR', '--json');
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ id: 1, accounts: 0, contactMessages: 0 });
  }, 120_000);
});
