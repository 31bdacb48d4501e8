import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describePostgres, ENGINES, testDatabaseUrl } from '../../../tools/test-databases.js';
import { checkServerConfig, ConfigError, createTallerApp, loadConfig, MIKRO_ORM, type ReadModels } from '../src/index.js';
import { readOutboxFolder, type OutboxFile } from '../src/mail/outbox-folder.js';
import { Outbox, OUTBOX_RETENTION_MS } from '../src/mail/outbox.js';
import { LOGIN_WINDOW_MS } from '../src/auth/login-throttle.js';
import { addressOf, AttemptCounters, counterKey } from '../src/shared/attempt-counters.js';
import { client, eventually, everythingStored, type RunningApi, startApi } from './harness.js';

const THROTTLED = 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.';
const CROSS_SITE = 'Petición rechazada: los cambios solo se aceptan desde las páginas de este mismo sitio.';
const FORM_REFUSED = 'Petición rechazada: envía los datos como JSON (Content-Type: application/json).';
const STAFF = 'gerente@taller.demo';
/** Behind a proxy on this machine: X-Forwarded-For names the client, as a real proxy would. */
const BEHIND_A_PROXY = { TRUST_PROXY: 'loopback' };
const ADDRESS_A = '203.0.113.10';
const ADDRESS_B = '198.51.100.20';

/** POST /api/auth/login as a client at `address` (through the trusted proxy). */
function loginFrom(api: RunningApi, address: string, password: string, email = STAFF) {
  return client(api.url)('/api/auth/login', { method: 'POST', body: { email, password }, headers: { 'x-forwarded-for': address } });
}

/** The rows of a table, as text. */
async function tableText(api: RunningApi, table: string): Promise<string> {
  return JSON.stringify(await api.app.get<ReadModels>(MIKRO_ORM).em.getKnex()(table).select());
}

describe.each(ENGINES)('Security on $name', ({ databaseUrl }) => {
  /** A demo behind a proxy on this machine (requests without X-Forwarded-For come from 127.0.0.1). */
  let api: RunningApi;
  /** A real shop: DEMO=off, PUBLIC_URL, no TRUST_PROXY. */
  let realShop: RunningApi;
  const PUBLIC_URL = 'https://www.taller.example';
  beforeAll(async () => {
    api = await startApi(await databaseUrl(), undefined, undefined, BEHIND_A_PROXY);
    realShop = await startApi(await databaseUrl(), undefined, undefined, { DEMO: 'off', PUBLIC_URL });
  });
  afterAll(async () => {
    await api.close();
    await realShop.close();
  });
  beforeEach(async () => {
    await api.app.get(AttemptCounters).forgetAll();
    await realShop.app.get(AttemptCounters).forgetAll();
  });

  describe('Login throttling that never locks the owner out', () => {
    it('after five wrong passwords for the staff e-mail from one address, that address waits, and the right password from another address signs in', async () => {
      for (let i = 0; i < 5; i++) expect((await loginFrom(api, ADDRESS_A, `adivina-${i}`)).status).toBe(401);
      const blocked = await loginFrom(api, ADDRESS_A, 'demo-taller');
      expect(blocked.status).toBe(429);
      expect(blocked.json).toEqual({ message: THROTTLED });
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(800);
      expect(retryAfter).toBeLessThanOrEqual(900);

      const owner = await loginFrom(api, ADDRESS_B, 'demo-taller');
      expect(owner.status).toBe(200);
      expect(owner.json.user.email).toBe(STAFF);
      // Even a flood of more from the first address (each answered before any password check) changes nothing for the owner.
      for (let i = 0; i < 30; i++) expect((await loginFrom(api, ADDRESS_A, `otra-${i}`)).status).toBe(429);
      expect((await loginFrom(api, ADDRESS_B, 'demo-taller')).status).toBe(200);
    });

    it('counts wrong passwords per address across e-mails: twenty, then that address waits for every account, others do not', async () => {
      for (let i = 0; i < 3; i++) expect((await loginFrom(api, ADDRESS_A, 'adivina-mal', `nadie.${i}@example.com`)).status).toBe(401);
      // Sixteen more, as if they had come (each real one costs a password check of a third of a second).
      const fromA = counterKey('login-address', addressOf(ADDRESS_A));
      for (let i = 0; i < 16; i++) await api.app.get(AttemptCounters).hit(fromA, LOGIN_WINDOW_MS);
      expect((await loginFrom(api, ADDRESS_A, 'adivina-mal', 'la.veinte@example.com')).status).toBe(401);
      expect((await loginFrom(api, ADDRESS_A, 'demo-taller')).status).toBe(429);
      expect((await loginFrom(api, ADDRESS_B, 'demo-taller')).status).toBe(200);
    });

    it('lets attempts made at the same moment all count', async () => {
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => loginFrom(api, ADDRESS_A, `a-la-vez-${i}`)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    });

    it('forgives the pair its failures on the right password, and an expired count is swept away', async () => {
      for (let i = 0; i < 4; i++) await loginFrom(api, ADDRESS_A, `casi-${i}`);
      expect((await loginFrom(api, ADDRESS_A, 'demo-taller')).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await loginFrom(api, ADDRESS_A, `otra-vez-${i}`)).status).toBe(401);

      for (let i = 0; i < 2; i++) await loginFrom(api, ADDRESS_A, `mas-mal-${i}`);
      expect((await loginFrom(api, ADDRESS_A, 'demo-taller')).status).toBe(429);
      const counters = api.app.get(AttemptCounters);
      expect(await counters.sweep(Date.now())).toBe(0);
      expect(await counters.sweep(Date.now() + 16 * 60 * 1000)).toBeGreaterThan(0);
      expect(await tableText(api, 'attempt_counters')).toBe('[]');
      expect((await loginFrom(api, ADDRESS_A, 'demo-taller')).status).toBe(200);
    });

    it('keeps neither the e-mail nor the address in clear in its counts', async () => {
      await loginFrom(api, ADDRESS_A, 'adivina-mal');
      const stored = await tableText(api, 'attempt_counters');
      expect(stored).toContain('login-email-address:');
      expect(stored).not.toContain(STAFF);
      expect(stored).not.toContain(ADDRESS_A);
    });
  });

  it('keeps the counts across a restart on the same database', async () => {
    const url = await databaseUrl();
    const dataDir = mkdtempSync(join(tmpdir(), 'taller-restart-'));
    let api = await startApi(url, dataDir, undefined, BEHIND_A_PROXY);
    try {
      for (let i = 0; i < 5; i++) expect((await loginFrom(api, ADDRESS_A, `adivina-${i}`)).status).toBe(401);
      await api.app.close();
      api = await startApi(url, dataDir, undefined, BEHIND_A_PROXY);
      expect((await loginFrom(api, ADDRESS_A, 'demo-taller')).status).toBe(429);
      expect((await loginFrom(api, ADDRESS_B, 'demo-taller')).status).toBe(200);
    } finally {
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe('Safe defaults outside demo mode', () => {

    /** POST /api/auth/forgot-password naming this Host (fetch will not send a Host of our choosing). */
    const askWithHost = (email: string, headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ email });
        const { port } = new URL(realShop.url);
        const request = httpRequest(
          { host: '127.0.0.1', port, path: '/api/auth/forgot-password', method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode!));
          },
        );
        request.on('error', reject);
        request.end(body);
      });

    it('builds the reset link on PUBLIC_URL whatever Host (or X-Forwarded-Host) the request names', async () => {
      expect(realShop.config.demo).toBe(false);
      expect(await askWithHost(STAFF, { host: 'evil.example' })).toBe(202);
      expect(await askWithHost(STAFF, { host: 'evil.example', 'x-forwarded-host': 'evil.example' })).toBe(202);
      const mails = await eventually(async () => {
        const found = (await readOutboxFolder(realShop.config.dataDir)).filter((file: OutboxFile) => file.to === STAFF);
        return found.length === 2 ? found : undefined;
      });
      for (const mail of mails) {
        expect(mail.text).toMatch(/^https:\/\/www\.taller\.example\/recuperar-contrasena\?token=[\w-]{43}$/m);
        expect(mail.raw).not.toContain('evil');
      }
    });

    it('offers no demo accounts: 404', async () => {
      const answer = await client(realShop.url)('/api/auth/demo-accounts');
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain('demo-taller');
    });

    it('says it is no demo in GET /api/auth/me', async () => {
      expect((await client(realShop.url)('/api/auth/me')).json).toEqual({ user: null, demo: false });
      expect((await client(realShop.url, await realShop.login(STAFF))('/api/auth/me')).json.demo).toBe(false);
    });
  });

  describe('The session cookie behind an HTTPS proxy', () => {
    const cookieFlags = async (api: RunningApi, headers: Record<string, string>) => {
      const answer = await client(api.url)('/api/auth/login', { method: 'POST', body: { email: STAFF, password: 'demo-taller' }, headers });
      expect(answer.status).toBe(200);
      return answer.headers.get('set-cookie')!.split(';').map((part) => part.trim().toLowerCase());
    };

    it('is Secure when TRUST_PROXY trusts the proxy that says X-Forwarded-Proto: https, not over plain HTTP', async () => {
      const https = await cookieFlags(api, { 'x-forwarded-proto': 'https', 'x-forwarded-for': ADDRESS_A });
      expect(https).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax']));
      expect(await cookieFlags(api, {})).not.toContain('secure');
    });

    it('is not Secure without TRUST_PROXY, whatever X-Forwarded-Proto says, and X-Forwarded-For is not believed', async () => {
      expect(await cookieFlags(realShop, { 'x-forwarded-proto': 'https' })).not.toContain('secure');
      // Without TRUST_PROXY a client cannot pick a fresh address for every attempt.
      for (let i = 0; i < 5; i++) await loginFrom(realShop, `192.0.2.${i}`, 'adivina-mal');
      expect((await loginFrom(realShop, '192.0.2.99', 'demo-taller')).status).toBe(429);
    });
  });

  describe('Cross-site requests', () => {
    let staff: ReturnType<typeof client>;
    let cookie: string;
    const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
    const EVIL_ORIGIN = { origin: 'https://evil.example' };
    const CROSS_SITE_FETCH = { 'sec-fetch-site': 'cross-site' };

    beforeAll(async () => {
      cookie = await api.login(STAFF);
      staff = client(api.url, cookie);
    });

    /** What the shop looks like through the API: a change would show here. */
    const snapshot = async () => ({
      revisions: (await staff('/api/revisions?range=[0,99]')).json.map((r: any) => [r.id, r.status, r.version]),
      repairs: (await staff('/api/repairs?range=[0,99]')).json.map((r: any) => [r.id, r.status, r.version, r.collectedAt, r.noticeDay]),
      signedIn: (await staff('/api/auth/me')).json.user?.email,
    });

    const actions = (revision: number, convertible: number, repair: number) =>
      [
        ['archive', `/api/revisions/${revision}/archive`],
        ['convert', `/api/revisions/${convertible}/convert`],
        ['notify', `/api/repairs/${repair}/notify`],
        ['collect', `/api/repairs/${repair}/collect`],
        ['logout', '/api/auth/logout'],
      ] as const;

    it('refuses a form POST, an Origin of another site and Sec-Fetch-Site: cross-site on the bodiless actions with 403, and nothing changes', async () => {
      const before = await snapshot();
      const attacks: [string, Record<string, string>, string | undefined, string][] = [
        ['form', FORM, '', FORM_REFUSED],
        ['form with a body', FORM, 'status=archived', FORM_REFUSED],
        ['text/plain', { 'content-type': 'text/plain' }, 'x', FORM_REFUSED],
        ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }, '--x--\r\n', FORM_REFUSED],
        ['form from this site', { ...FORM, origin: api.url, 'sec-fetch-site': 'same-origin' }, '', FORM_REFUSED],
        ['origin', EVIL_ORIGIN, undefined, CROSS_SITE],
        ['origin null', { origin: 'null' }, undefined, CROSS_SITE],
        ['same-site', { 'sec-fetch-site': 'same-site' }, undefined, CROSS_SITE],
        ['cross-site', CROSS_SITE_FETCH, undefined, CROSS_SITE],
        ['cross-site JSON', { ...CROSS_SITE_FETCH, 'content-type': 'application/json' }, '{}', CROSS_SITE],
      ];
      for (const [name, path] of actions(1, 2, 3)) {
        for (const [attack, headers, body, message] of attacks) {
          const answer = await staff(path, { method: 'POST', headers, ...(body === undefined ? {} : { body }) });
          expect({ name, attack, status: answer.status, message: answer.json?.message }).toEqual({ name, attack, status: 403, message });
        }
      }
      expect(await snapshot()).toEqual(before);
      expect(before.signedIn).toBe(STAFF);
    });

    it('refuses PUT, PATCH and DELETE from another site too', async () => {
      const note = (await staff('/api/notes', { method: 'POST', body: { title: 'Nota zqcsrf', content: 'No me borres' } })).json;
      for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
        const answer = await staff(`/api/notes/${note.id}`, { method, body: { title: 'Cambiada' }, headers: EVIL_ORIGIN });
        expect({ method, status: answer.status }).toEqual({ method, status: 403 });
      }
      expect((await staff(`/api/notes/${note.id}`)).json.title).toBe('Nota zqcsrf');
    });

    it('refuses a multipart upload from another site, but takes the same request from this one', async () => {
      const upload = (headers: Record<string, string>) => {
        const form = new FormData();
        form.set('type', 'repair');
        form.set('id', '1');
        form.set('file', new Blob([Buffer.from('no es una imagen')], { type: 'image/png' }), 'foto.png');
        return fetch(`${api.url}/api/uploads`, { method: 'POST', body: form, headers: { cookie, ...headers } });
      };
      expect((await upload(EVIL_ORIGIN)).status).toBe(403);
      expect((await upload(CROSS_SITE_FETCH)).status).toBe(403);
      // Judged by its content (not an image), not refused as cross-site.
      const own = await upload({ origin: api.url, 'sec-fetch-site': 'same-origin' });
      expect(own.status).toBe(415);
    });

    it('takes the same actions from this site (its Origin, same-origin), and from Node or curl (no such headers)', async () => {
      const fromHere = { origin: api.url, 'sec-fetch-site': 'same-origin' };
      const answers: Record<string, number> = {};
      for (const [name, path] of actions(1, 2, 3)) {
        if (name === 'logout') continue;
        // 'Avisar al cliente' says how the customer was told; 'Entregar' a demo repair still owing lets it go owed.
        const body = name === 'notify' ? { body: { channel: 'in_person' } } : name === 'collect' ? { body: { leaveOwed: true } } : {};
        answers[name] = (await staff(path, { method: 'POST', headers: fromHere, ...body })).status;
      }
      expect(answers).toEqual({ archive: 200, convert: 200, notify: 200, collect: 200 });
      // What the user typed or bookmarked (Sec-Fetch-Site: none) is this site too; Node sends no such header.
      expect((await staff('/api/revisions/1/unarchive', { method: 'POST', headers: { 'sec-fetch-site': 'none' } })).status).toBe(200);
      expect((await staff('/api/revisions/1/archive', { method: 'POST' })).status).toBe(200);
      const logout = await staff('/api/auth/logout', { method: 'POST', headers: fromHere });
      expect(logout.status).toBe(204);
      expect((await staff('/api/auth/me')).json.user).toBeNull();
    });

    it('takes PUBLIC_URL’s origin as this site’s (a proxy may hand the server another Host)', async () => {
      const session = client(realShop.url, await realShop.login(STAFF));
      expect((await session('/api/auth/logout', { method: 'POST', headers: { origin: 'https://evil.example' } })).status).toBe(403);
      expect((await session('/api/auth/logout', { method: 'POST', headers: { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' } })).status).toBe(204);
      expect((await session('/api/auth/me')).json.user).toBeNull();
    });

    it('lets GET through from anywhere: reading is not changing', async () => {
      const other = client(api.url, await api.login(STAFF));
      expect((await other('/api/repairs', { headers: { ...EVIL_ORIGIN, ...CROSS_SITE_FETCH } })).status).toBe(200);
    });
  });

  describe('A deleted contact message', () => {

    const send = async (marker: string) => {
      const answer = await client(api.url)('/api/contact', {
        method: 'POST',
        body: { name: 'Visitante Zq', email: 'visitante@example.com', subject: `Asunto ${marker}`, message: `Texto privado ${marker}`, template: 'general' },
      });
      expect(answer.status).toBe(201);
      return answer.json.id as number;
    };
    /** The `.eml` files (and anything else) under DATA_DIR/outbox that contain the marker. */
    const filesWith = (marker: string) => {
      const dir = join(api.config.dataDir, 'outbox');
      const names = existsSync(dir) ? readdirSync(dir) : [];
      return names.filter((name) => readFileSync(join(dir, name), 'utf8').includes(marker));
    };

    it('leaves no copy: neither its outbox row nor its .eml file, and the sent row had kept no body', async () => {
      const marker = `zqborrado${Date.now()}`;
      const id = await send(marker);
      await eventually(async () => (filesWith(marker).length === 1 ? true : undefined));
      const receipt = await eventually(async () => {
        const rows = JSON.parse(await tableText(api, 'outbox_messages')) as Record<string, unknown>[];
        const row = rows.find((r) => r.regarding === `contact-message:${id}`);
        return row?.sent_at ? row : undefined;
      });
      // Sent: only what says it left stays, without the text or the visitor's address.
      expect(receipt).toMatchObject({ text: '', html: null, reply_to: null });

      const staff = client(api.url, await api.login(STAFF));
      expect((await staff(`/api/messages/${id}`, { method: 'DELETE' })).status).toBe(200);
      expect(await everythingStored(api)).not.toContain(marker);
      expect(await tableText(api, 'outbox_messages')).not.toContain(`contact-message:${id}`);
      expect(filesWith(marker)).toEqual([]);
    });

    it('takes a notification still waiting to be sent with it, so it is never sent', async () => {
      const outbox = api.app.get(Outbox);
      await outbox.stopCourier();
      try {
        const marker = `zqpendiente${Date.now()}`;
        const id = await send(marker);
        expect(await tableText(api, 'outbox_messages')).toContain(marker);
        const staff = client(api.url, await api.login(STAFF));
        expect((await staff(`/api/messages/${id}`, { method: 'DELETE' })).status).toBe(200);
        expect(await everythingStored(api)).not.toContain(marker);
        await outbox.deliverPending();
        expect(filesWith(marker)).toEqual([]);
      } finally {
        outbox.startCourier();
      }
    });

    it('keeps receipts about no record (password resets) 30 days, and a contact message’s as long as the message', async () => {
      const marker = `zqrecibo${Date.now()}`;
      const id = await send(marker);
      await client(api.url)('/api/auth/forgot-password', { method: 'POST', body: { email: STAFF } });
      const outbox = api.app.get(Outbox);
      await outbox.deliverPending();
      const knex = api.app.get<ReadModels>(MIKRO_ORM).em.getKnex();
      const regarding = async () => (await knex('outbox_messages').select('regarding')).map((row: { regarding: string | null }) => row.regarding);
      expect(await regarding()).toEqual(expect.arrayContaining([null, `contact-message:${id}`]));
      expect(await outbox.tidy(new Date(Date.now() + OUTBOX_RETENTION_MS - 60_000))).toBe(0);
      expect(await outbox.tidy(new Date(Date.now() + OUTBOX_RETENTION_MS + 60_000))).toBeGreaterThan(0);
      expect(await regarding()).not.toContain(null);
      expect(await regarding()).toContain(`contact-message:${id}`);
    });
  });
});

describePostgres('Attempt counts shared by two instances on one PostgreSQL', () => {
  it('add up: failures through one instance count on the other', async () => {
    const url = await testDatabaseUrl();
    const first = await startApi(url, undefined, undefined, BEHIND_A_PROXY);
    const second = await startApi(url, undefined, undefined, BEHIND_A_PROXY);
    try {
      for (let i = 0; i < 3; i++) expect((await loginFrom(first, ADDRESS_A, `adivina-${i}`)).status).toBe(401);
      for (let i = 0; i < 2; i++) expect((await loginFrom(second, ADDRESS_A, `otra-${i}`)).status).toBe(401);
      expect((await loginFrom(first, ADDRESS_A, 'demo-taller')).status).toBe(429);
      expect((await loginFrom(second, ADDRESS_A, 'demo-taller')).status).toBe(429);
      expect((await loginFrom(second, ADDRESS_B, 'demo-taller')).status).toBe(200);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('The configuration', () => {
  const MISSING =
    'Configuración no válida: falta PUBLIC_URL, la dirección pública de la web (p. ej. PUBLIC_URL=https://www.tutienda.es): fuera del modo demostración los enlaces de los correos no pueden depender de la cabecera Host de la petición';

  it('refuses a server outside demo mode without PUBLIC_URL, in one line naming it', async () => {
    for (const env of [{ DEMO: 'off' }, { DATABASE_URL: 'postgres://taller:clave@localhost:5432/taller' }, { EVENTSTORE_URL: 'kurrentdb://localhost:2113', DEMO: 'no' }]) {
      const config = loadConfig(env);
      expect(() => checkServerConfig(config)).toThrow(ConfigError);
      expect(() => checkServerConfig(config)).toThrow(MISSING);
      await expect(createTallerApp(config, { publicDir: '/nonexistent', adminDir: '/nonexistent' })).rejects.toThrow(MISSING);
    }
    expect(MISSING).not.toContain('\n');
    // A demo, or a real shop with its address, starts.
    expect(checkServerConfig(loadConfig({})).demo).toBe(true);
    expect(checkServerConfig(loadConfig({ DEMO: 'off', PUBLIC_URL: 'https://www.tutienda.es/' })).publicUrl).toBe('https://www.tutienda.es');
  });

  it('reads TRUST_PROXY as on/off or the proxies’ addresses and networks, off by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2' }).trustProxy).toEqual(['10.0.0.2']);
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1, 192.168.0.0/16 ,fd00::/8,loopback' }).trustProxy).toEqual(['127.0.0.1', '192.168.0.0/16', 'fd00::/8', 'loopback']);
    const refused = 'debe ser on/off o las direcciones o redes del proxy separadas por comas, p. ej. 10.0.0.2 o 127.0.0.1,192.168.0.0/16';
    for (const value of ['1', '2', 'proxy.local', '10.0.0.0/33', '10.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(`Configuración no válida: TRUST_PROXY=${JSON.stringify(value)} ${refused}`);
    }
  });
});
