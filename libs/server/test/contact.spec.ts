import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { fakeSmtpServer } from './fake-smtp.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { DEMO_SHOP_IDENTITY } from '@taller/domain';
import { ENGINES } from '../../../tools/test-databases.js';
import { readOutboxFolder, type OutboxFile } from '../src/mail/outbox-folder.js';
import { OutboxMessage } from '../src/mail/outbox-message.entity.js';
import { Outbox } from '../src/mail/outbox.js';
import { createTallerApp, loadConfig, MIKRO_ORM } from '../src/index.js';
import { AttemptCounters } from '../src/shared/attempt-counters.js';
import { commandContext, SYSTEM_ACTOR } from '../src/shared/actor.js';
import { seedDemoShopSettings } from '../src/demo/demo-shop-settings.js';
import { client, dataProvider, eventually, type RunningApi, startApi } from './harness.js';

const FORM_INVALID = 'Por favor, corrige los errores del formulario';

const validMessage = {
  name: 'Lucía Fernández',
  email: 'lucia@example.com',
  phone: '612 345 678',
  subject: 'Pantalla rota',
  message: 'Hola, se me ha caído el móvil y la pantalla no responde.\n¿Cuánto costaría cambiarla?',
  template: 'technical',
};

const emlWithSubject = (dataDir: string, subject: string) => () =>
  readOutboxFolder(dataDir).then((files) => files.find((file: OutboxFile) => file.subject === subject));

describe.each(ENGINES)('Contact messages on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let staff: ReturnType<typeof client>;
  let anonymous: ReturnType<typeof client>;

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    staff = client(api.url, await api.login('gerente@taller.demo'));
    anonymous = client(api.url);
  });
  afterAll(async () => {
    await api.close();
  });
  // Every test here comes from 127.0.0.1: each starts with a clean count of messages sent.
  beforeEach(() => api.app.get(AttemptCounters).forgetAll());

  const listUrl = (params: { sort?: unknown; range?: unknown; filter?: unknown }) =>
    `/api/messages?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)]))}`;

  async function send(body: Record<string, unknown>) {
    const response = await anonymous('/api/contact', { method: 'POST', body });
    expect(response.status).toBe(201);
    return response.json as { ok: true; success: true; id: number; message: string };
  }

  describe('Sending a message', () => {
    it('takes a valid message from an anonymous visitor with 201 {ok, success, id}, and staff find it listed', async () => {
      const response = await anonymous('/api/contact', { method: 'POST', body: { ...validMessage, name: '  Lucía   Fernández ' } });
      expect(response.status).toBe(201);
      expect(response.json).toEqual({ ok: true, success: true, id: expect.any(Number), message: 'Mensaje enviado correctamente' });
      const { id } = response.json;

      const list = await staff(listUrl({ sort: ['createdAt', 'DESC'], range: [0, 9] }));
      expect(list.status).toBe(200);
      expect(list.headers.get('content-range')).toMatch(/^messages 0-\d+\/\d+$/);
      const listed = list.json.find((row: any) => row.id === id);
      expect(listed).toEqual({
        id,
        name: 'Lucía Fernández',
        email: 'lucia@example.com',
        phone: '612345678',
        subject: 'Pantalla rota',
        message: validMessage.message,
        template: 'technical',
        templateLabel: 'Soporte técnico',
        createdAt: expect.any(String),
        handled: false,
        handledAt: null,
        handledBy: null,
      });
      expect(Math.abs(Date.parse(listed.createdAt) - Date.now())).toBeLessThan(60_000);
      expect((await staff(`/api/messages/${id}`)).json).toEqual(listed);
    });

    it('takes the phone as optional (absent, empty or null) and the template as custom by default', async () => {
      const { id } = await send({ name: 'Pedro', email: 'pedro@example.com', subject: 'Horario', message: '¿Abrís en agosto?' });
      expect((await staff(`/api/messages/${id}`)).json).toMatchObject({ phone: null, template: 'custom', templateLabel: 'Consulta personalizada' });
      for (const phone of ['', '   ', null]) {
        const { id: other } = await send({ name: 'Pedro', email: 'pedro@example.com', subject: 'Horario', message: 'Otra', phone, template: '' });
        expect((await staff(`/api/messages/${other}`)).json).toMatchObject({ phone: null, template: 'custom' });
      }
    });

    it('accepts every template of the page and a phone of 9 digits starting 6, 7, 8 or 9 with any spaces', async () => {
      const phones = ['612345678', '7 1 2 3 4 5 6 7 8', '812 34 56 78', '912345678', ' 6 12345678 '];
      const templates = ['custom', 'technical', 'billing', 'general', 'warranty'];
      for (const [index, template] of templates.entries()) {
        const { id } = await send({ ...validMessage, template, phone: phones[index] });
        const stored = (await staff(`/api/messages/${id}`)).json;
        expect(stored.template).toBe(template);
        expect(stored.phone).toBe(phones[index]!.replace(/\s/g, ''));
      }
    });
  });

  describe('Validation', () => {
    it('refuses each invalid field with the spec’s message under the overall one, and stores nothing', async () => {
      const marker = 'zqcontactoinvalido';
      const base = { ...validMessage, message: marker };
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ ...base, name: undefined }, { name: 'El nombre es obligatorio' }],
        [{ ...base, name: '   ' }, { name: 'El nombre es obligatorio' }],
        [{ ...base, name: 'n'.repeat(101) }, { name: 'El nombre no puede superar los 100 caracteres' }],
        [{ ...base, email: undefined }, { email: 'El email es obligatorio' }],
        [{ ...base, email: '  ' }, { email: 'El email es obligatorio' }],
        [{ ...base, email: 'lucia@example' }, { email: 'El formato del email no es válido' }],
        [{ ...base, email: 'lucia example.com' }, { email: 'El formato del email no es válido' }],
        [{ ...base, email: 'a<b@example.com' }, { email: 'El formato del email no es válido' }],
        [{ ...base, phone: '61234567' }, { phone: 'El formato del teléfono no es válido' }],
        [{ ...base, phone: '512345678' }, { phone: 'El formato del teléfono no es válido' }],
        [{ ...base, phone: '6123456789' }, { phone: 'El formato del teléfono no es válido' }],
        [{ ...base, phone: '+34612345678' }, { phone: 'El formato del teléfono no es válido' }],
        [{ ...base, phone: '612-345-678' }, { phone: 'El formato del teléfono no es válido' }],
        [{ ...base, phone: 612345678 }, { phone: 'El formato del teléfono no es válido' }],
        [{ ...base, subject: '' }, { subject: 'El asunto es obligatorio' }],
        [{ ...base, subject: 's'.repeat(151) }, { subject: 'El asunto no puede superar los 150 caracteres' }],
        [{ ...base, message: ' \n ' }, { message: 'El mensaje es obligatorio' }],
        [{ ...base, message: `${marker}${'m'.repeat(5000)}` }, { message: 'El mensaje no puede superar los 5000 caracteres' }],
        [{ ...base, template: 'urgent' }, { template: 'El tipo de consulta no es válido' }],
        [
          {},
          {
            name: 'El nombre es obligatorio',
            email: 'El email es obligatorio',
            subject: 'El asunto es obligatorio',
            message: 'El mensaje es obligatorio',
          },
        ],
      ];
      for (const [body, errors] of cases) {
        const response = await anonymous('/api/contact', { method: 'POST', body });
        expect({ body, status: response.status, json: response.json }).toEqual({ body, status: 400, json: { message: FORM_INVALID, errors } });
      }
      expect((await anonymous('/api/contact', { method: 'POST', body: '[1]' })).json.message).toBe('El cuerpo de la petición debe ser un objeto JSON');
      expect((await anonymous('/api/contact', { method: 'POST', body: '{"name": ' })).json.message).toBe('El cuerpo de la petición no es JSON válido');
      expect((await staff(listUrl({ filter: { q: marker } }))).json).toEqual([]);
    });
  });

  describe('Rate limit', () => {
    it('takes five messages per address in ten minutes; the sixth is 429 in Spanish with Retry-After, and nothing is stored', async () => {
      for (let i = 1; i <= 5; i++) await send({ ...validMessage, subject: `Límite ${i}` });
      const refused = await anonymous('/api/contact', { method: 'POST', body: { ...validMessage, subject: 'zqlimite sexto' } });
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({ message: expect.stringMatching(/^Has enviado varios mensajes seguidos\. Espera unos minutos/) });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(500);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect((await staff(listUrl({ filter: { q: 'zqlimite sexto' } }))).json).toEqual([]);
    });

    it('does not count refused forms against the address', async () => {
      for (let i = 1; i <= 8; i++) expect((await anonymous('/api/contact', { method: 'POST', body: {} })).status).toBe(400);
      await send(validMessage);
    });
  });

  describe('The notification e-mail', () => {
    it('is written under DATA_DIR/outbox as an .eml file to the shop, with the subject, replying to the visitor', async () => {
      const subject = `Garantía de la batería ñandú ${Date.now()}`;
      const { id } = await send({ ...validMessage, subject, template: 'warranty' });
      const file = await eventually(emlWithSubject(api.config.dataDir, `Nuevo mensaje de contacto: ${subject}`));
      expect(file.file.startsWith(join(api.config.dataDir, 'outbox'))).toBe(true);
      expect(file.file).toMatch(/\/\d{8}T\d{6}Z-\d{6}\.eml$/);
      expect(file.to).toBe(DEMO_SHOP_IDENTITY.email);
      expect(file.headers['reply-to']).toBe('Lucía Fernández <lucia@example.com>');
      expect(file.headers['message-id']).toMatch(/^<outbox-\d+-\d+@taller\.demo>$/);
      expect(file.text).toContain('Nombre: Lucía Fernández');
      expect(file.text).toContain('Teléfono: 612 345 678');
      expect(file.text).toContain('Tipo de consulta: Garantía');
      expect(file.text).toContain(validMessage.message);
      expect(file.text).toContain(`(mensaje n.º ${id})`);

      // Its row says it left, on the first attempt.
      const orm = api.app.get<MikroORM>(MIKRO_ORM);
      const row = await orm.em.fork().findOneOrFail(OutboxMessage, { subject: `Nuevo mensaje de contacto: ${subject}` });
      expect(row).toMatchObject({ to: DEMO_SHOP_IDENTITY.email, attempts: 1, lastError: null, nextAttemptAt: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    });
  });

  describe('Access', () => {
    it('lets anyone send, but only staff list, read, mark and delete messages: 401 anonymous, 403 customer', async () => {
      const { id } = await send(validMessage);
      const customer = client(api.url, await api.login('cliente@taller.demo'));
      const routes: [string, string, unknown?][] = [
        ['GET', '/api/messages'],
        ['GET', `/api/messages/${id}`],
        ['PATCH', `/api/messages/${id}`, { handled: true }],
        ['PUT', `/api/messages/${id}`, { handled: true }],
        ['DELETE', `/api/messages/${id}`],
      ];
      for (const [method, path, body] of routes) {
        const asAnonymous = await anonymous(path, { method, body });
        expect({ method, path, status: asAnonymous.status }).toEqual({ method, path, status: 401 });
        expect(asAnonymous.json.message).toMatch(/inicia sesión/i);
        expect({ method, path, status: (await customer(path, { method, body })).status }).toEqual({ method, path, status: 403 });
      }
      expect((await staff(`/api/messages/${id}`)).json.handled).toBe(false);
      // A signed-in customer may use the public form too.
      expect((await customer('/api/contact', { method: 'POST', body: validMessage })).status).toBe(201);
    });
  });

  describe('Staff work through the messages', () => {
    it('marks a message handled with who and when, back to pending, filters by handled, template and q, and deletes it', async () => {
      const { id } = await send({ ...validMessage, subject: 'Factura zqfactura', template: 'billing' });
      const marked = await staff(`/api/messages/${id}`, { method: 'PATCH', body: { handled: true } });
      expect(marked.status).toBe(200);
      expect(marked.json).toMatchObject({ id, handled: true, handledBy: 'Gonzalo Gerente' });
      expect(Math.abs(Date.parse(marked.json.handledAt) - Date.now())).toBeLessThan(60_000);
      expect((await staff(`/api/messages/${id}`)).json).toEqual(marked.json);

      const ids = async (filter: unknown) => (await staff(listUrl({ filter }))).json.map((row: any) => row.id);
      expect(await ids({ q: 'ZQFACTURA', handled: true })).toEqual([id]);
      expect(await ids({ q: 'zqfactura', handled: 'false' })).toEqual([]);
      expect(await ids({ q: 'zqfactura', template: 'billing' })).toEqual([id]);
      expect(await ids({ q: 'zqfactura', template: 'general' })).toEqual([]);
      expect(await ids({ q: 'lucia@example.com zqfactura' })).toEqual([]);
      expect(await ids({ id: [id] })).toEqual([id]);
      expect((await staff(listUrl({ filter: { handled: 'maybe' } }))).json).toEqual({
        message: 'El filtro handled debe ser true o false',
        errors: { handled: 'El filtro handled debe ser true o false' },
      });
      expect((await staff(listUrl({ sort: ['message', 'ASC'] }))).status).toBe(400);

      const pending = await staff(`/api/messages/${id}`, { method: 'PATCH', body: { handled: false } });
      expect(pending.json).toMatchObject({ handled: false, handledAt: null, handledBy: null });
      const invalid = await staff(`/api/messages/${id}`, { method: 'PATCH', body: { handled: 'sí' } });
      expect(invalid.status).toBe(400);
      expect(invalid.json.errors).toEqual({ handled: 'Indica si el mensaje está atendido: handled debe ser true o false' });

      const deleted = await staff(`/api/messages/${id}`, { method: 'DELETE' });
      expect(deleted.status).toBe(200);
      expect(deleted.json).toMatchObject({ id, subject: 'Factura zqfactura' });
      const gone = await staff(`/api/messages/${id}`);
      expect(gone.status).toBe(404);
      expect(gone.json.message).toBe('Mensaje no encontrado');
      expect((await staff('/api/messages/abc')).json.message).toBe('ID de mensaje no válido');
      expect((await staff(`/api/messages/${id}`, { method: 'DELETE' })).status).toBe(404);
    });

    it('works with the unmodified ra-data-simple-rest client of the back-office', async () => {
      const { id } = await send({ ...validMessage, subject: 'Desde el proveedor zqrest' });
      const data = dataProvider(api.url, await api.login('administrador@taller.demo'));
      const list = await data.getList('messages', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: { q: 'zqrest' },
      });
      expect(list.total).toBe(1);
      expect(list.data[0]).toMatchObject({ id, subject: 'Desde el proveedor zqrest' });
      const one = (await data.getOne('messages', { id })).data;
      const updated = await data.update('messages', { id, data: { ...one, handled: true, subject: 'ignored' }, previousData: one });
      expect(updated.data).toMatchObject({ id, handled: true, handledBy: 'Ana Administradora', subject: 'Desde el proveedor zqrest' });
      expect((await data.getMany('messages', { ids: [id] })).data.map((row) => row.id)).toEqual([id]);
      await data.delete('messages', { id, previousData: updated.data });
      await expect(data.getOne('messages', { id })).rejects.toMatchObject({ status: 404 });
    });
  });
});

describe('A shop that has not set its e-mail', () => {
  it('stores the message and queues no notification (there is nobody to send it to)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'taller-noemail-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO: 'off', PUBLIC_URL: 'http://127.0.0.1' });
    const app = await createTallerApp(config, { publicDir: '/nonexistent', adminDir: '/nonexistent' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
      const response = await client(url)('/api/contact', { method: 'POST', body: { ...validMessage, subject: 'Sin correo del taller' } });
      expect(response.status).toBe(201);
      const orm = app.get<MikroORM>(MIKRO_ORM);
      const stored = await orm.em.fork().getConnection().execute('select count(*) as n from contact_messages');
      expect(Number(stored[0].n)).toBe(1);
      expect(await orm.em.fork().count(OutboxMessage, {})).toBe(0);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('The outbox with SMTP_URL', () => {
  it('keeps an e-mail the SMTP server does not take, with its error, and sends it on a later attempt', async () => {
    // A port with nobody listening yet: the first attempt fails.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));

    const dataDir = mkdtempSync(join(tmpdir(), 'taller-smtp-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'web@taller.demo' });
    const app = await createTallerApp(config, { publicDir: '/nonexistent', adminDir: '/nonexistent' });
    // The notification goes to the shop's e-mail: the demo's settings give it one.
    await seedDemoShopSettings(app, commandContext(SYSTEM_ACTOR, 'system'));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const smtp = fakeSmtpServer();
    try {
      const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
      const response = await client(url)('/api/contact', { method: 'POST', body: { ...validMessage, subject: 'Por SMTP' } });
      expect(response.status).toBe(201);

      const orm = app.get<MikroORM>(MIKRO_ORM);
      const failed = await eventually(async () => {
        const row = await orm.em.fork().findOne(OutboxMessage, { subject: 'Nuevo mensaje de contacto: Por SMTP' });
        return row?.lastError ? row : undefined;
      });
      expect(failed).toMatchObject({ attempts: 1, sentAt: null });
      expect(failed.lastError).toMatch(/ECONNREFUSED/);
      expect(failed.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
      // The message itself is safe whatever happens to the e-mail.
      const stored = await orm.em.fork().getConnection().execute('select count(*) as n from contact_messages');
      expect(Number(stored[0].n)).toBe(1);

      // Not due yet: nothing happens.
      const outbox = app.get(Outbox);
      await new Promise<void>((resolve) => smtp.server.listen(port, '127.0.0.1', resolve));
      await outbox.deliverPending();
      expect(smtp.received).toHaveLength(0);

      // Later, with the server up: it leaves, once.
      await outbox.deliverPending(new Date(Date.now() + 5 * 60 * 1000));
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('From: "Taller (web)" <web@taller.demo>');
      expect(smtp.received[0]).toContain(`To: ${DEMO_SHOP_IDENTITY.email}`);
      expect(smtp.received[0]).toContain('Subject: Nuevo mensaje de contacto: Por SMTP');
      const sent = await orm.em.fork().findOneOrFail(OutboxMessage, { id: failed.id });
      expect(sent).toMatchObject({ attempts: 2, lastError: null, nextAttemptAt: null });
      expect(sent.sentAt).toBeInstanceOf(Date);
      await outbox.deliverPending(new Date(Date.now() + 60 * 60 * 1000));
      expect(smtp.received).toHaveLength(1);
      // With SMTP nothing is written to the folder.
      expect(await readOutboxFolder(dataDir)).toEqual([]);
    } finally {
      await app.close();
      await new Promise((resolve) => smtp.server.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a start with an SMTP_URL that is not one, without showing it', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://usuario:secreto@correo' })).toThrow(/^Configuración no válida: SMTP_URL="\[oculto\]" debe ser una URL smtp:/);
    expect(() => loadConfig({ MAIL_FROM: 'taller' })).toThrow(/MAIL_FROM/);
    expect(loadConfig({ SMTP_URL: 'smtps://web%40taller.es:clave@smtp.example.com:465' }).smtpUrl).toBe('smtps://web%40taller.es:clave@smtp.example.com:465');
  });
});
