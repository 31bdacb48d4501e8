import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { CLI_MAIN, requireBuilt, run } from '../../../tools/processes.js';

/**
 * `taller accounts link|unlink|linked` over a real data directory: a seeded shop, a customer
 * account whose phone is client 1's (registered on the site: the row is written here as the
 * site would) and a staff account, which is no customer.
 */
let dataDir: string;
const taller = (...args: string[]) => run(CLI_MAIN, args, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: 'https://www.tutienda.es' });
const CUSTOMER = 'carmen.cli@example.com';
const STAFF = 'gerente.cli@example.com';

const database = (readonly = true) => new Database(join(dataDir, 'taller.sqlite'), { readonly });

beforeAll(async () => {
  requireBuilt();
  dataDir = mkdtempSync(join(tmpdir(), 'taller-cli-client-accounts-'));
  const seeded = await taller('demo', 'seed', '--clients', '3', '--repairs', '2', '--revisions', '1', '--orders', '1', '--notes', '0', '--seed', '3');
  expect(seeded.code).toBe(0);
  const db = database(false);
  try {
    const { phone_key: phone } = db.prepare('select phone_key from client_rows where id = 1').get() as { phone_key: string };
    const insert = db.prepare(
      'insert into accounts (email, name, last_name, phone, role, password_hash, created_at, email_verified_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    insert.run(CUSTOMER, 'Carmen', 'Ruiz', phone, 'customer', 'x', Date.now(), Date.now());
    insert.run(STAFF, 'Gonzalo', null, null, 'gerente', 'x', Date.now(), null);
  } finally {
    db.close();
  }
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const clientEvents = () => {
  const db = database();
  try {
    return db
      .prepare("select stream_id as streamId, type, data, metadata from events where type like 'ClientAccount%' order by position")
      .all() as { streamId: string; type: string; data: string; metadata: string }[];
  } finally {
    db.close();
  }
};

describe('taller accounts link|unlink|linked', () => {
  it('lists nobody linked to a client whose phone alone matches an account, and names that account as one to check', async () => {
    const listed = await taller('accounts', 'linked', '1');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('Ninguna cuenta de cliente vinculada');
    expect(listed.stdout).toContain(`Con el mismo teléfono, sin vincular (comprueba quién es antes de vincularla): ${CUSTOMER}`);
    const json = JSON.parse((await taller('accounts', 'linked', '1', '--json')).stdout);
    expect(json).toEqual({ linked: [], suggested: [expect.objectContaining({ email: CUSTOMER, matches: ['phone'], linked: false, emailVerified: true })] });
  });

  it('links an account to a client by its e-mail, as an event of the client from the command line; twice is no error', async () => {
    const linked = await taller('accounts', 'link', '1', 'Carmen.CLI@example.com');
    expect({ code: linked.code, stdout: linked.stdout, stderr: linked.stderr }).toEqual({ code: 0, stdout: `Cuenta ${CUSTOMER}: vinculada al cliente 1\n`, stderr: '' });
    const again = await taller('accounts', 'link', '1', CUSTOMER);
    expect({ code: again.code, stdout: again.stdout }).toEqual({ code: 0, stdout: `Cuenta ${CUSTOMER}: ya estaba vinculada al cliente 1\n` });

    const json = JSON.parse((await taller('accounts', 'linked', '1', '--json')).stdout);
    expect(json.linked).toEqual([expect.objectContaining({ email: CUSTOMER, via: 'staff', linkedBy: 'Línea de comandos', linkedAt: expect.any(String) })]);
    const table = (await taller('accounts', 'linked', '1')).stdout;
    expect(table).toMatch(/ID\s+Nombre\s+Correo\s+Vinculada\s+Correo verificado/);
    expect(table).toContain('a mano (Línea de comandos,');

    const events = clientEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ streamId: 'client-1', type: 'ClientAccountLinked' });
    // The account's address is the client's personal data: stored sealed with the client's key.
    expect(JSON.parse(events[0]!.data)).toEqual({
      accountId: expect.any(Number),
      $personal: { person: 'client-1', fields: ['email'], sealed: expect.stringMatching(/^aes-256-gcm\.v1:/) },
    });
    expect(events[0]!.data).not.toContain(CUSTOMER);
    expect(JSON.parse(events[0]!.metadata)).toMatchObject({ source: 'cli', actor: { role: 'cli' } });
  });

  it('unlinks it; unlinking again says it was not linked', async () => {
    const unlinked = await taller('accounts', 'unlink', '1', CUSTOMER);
    expect({ code: unlinked.code, stdout: unlinked.stdout }).toEqual({ code: 0, stdout: `Cuenta ${CUSTOMER}: desvinculada del cliente 1\n` });
    const again = await taller('accounts', 'unlink', '1', CUSTOMER);
    expect({ code: again.code, stdout: again.stdout }).toEqual({ code: 0, stdout: `Cuenta ${CUSTOMER}: no estaba vinculada al cliente 1\n` });
    expect((await taller('accounts', 'linked', '1')).stdout).toContain('Ninguna cuenta de cliente vinculada');
    expect(clientEvents().map((e) => e.type)).toEqual(['ClientAccountLinked', 'ClientAccountUnlinked']);
  });

  it('refuses a wrong client number, an unknown client, an unknown e-mail and a staff account with one Spanish line and exit code 1', async () => {
    for (const [args, message] of [
      [['accounts', 'link', 'uno', CUSTOMER], 'ID de cliente no válido'],
      [['accounts', 'link', '99999', CUSTOMER], 'Cliente no encontrado'],
      [['accounts', 'unlink', '1', 'nadie@example.com'], 'Cuenta de cliente no encontrada'],
      [['accounts', 'link', '1', STAFF], 'Cuenta de cliente no encontrada'],
      [['accounts', 'linked', '0'], 'ID de cliente no válido'],
      [['accounts', 'linked', '99999'], 'Cliente no encontrado'],
    ] as const) {
      const refused = await taller(...args);
      expect({ args, code: refused.code, stderr: refused.stderr.trim(), stdout: refused.stdout }).toEqual({ args, code: 1, stderr: `Error: ${message}`, stdout: '' });
    }
    expect(clientEvents()).toHaveLength(2);
  });
});
