import { request as httpRequest } from 'node:http';
import { isCleanText } from '@taller/domain';
import { ENGINES } from '../../../tools/test-databases.js';
import { startApi, type RunningApi } from './harness.js';

/**
 * Issue 11, "text is clean at the door": every text field of every route refuses NUL, the other
 * control characters (tab and line breaks only where the field is multi-line), lone surrogates
 * and a megabyte, with 400 and a Spanish message in `errors[field]`; nothing of it is stored,
 * the read side keeps moving, and Unicode text round-trips.
 */

/** The message of a field that refuses a character: it names the field by its label. */
const forbidden = (label: string) => `El campo «${label}» contiene caracteres no permitidos`;

/** Hostile values, each built on a valid one so that only the hostile part is wrong. */
const HOSTILE: readonly { name: string; of: (valid: string) => string }[] = [
  { name: 'NUL', of: (valid) => `${valid}\u0000` },
  { name: 'an escape (another C0 control)', of: (valid) => `${valid}\u001b[2J` },
  { name: 'a lone surrogate', of: (valid) => `${valid}\ud800` },
];
/** One megabyte: fits a JSON body (the limit is 1 MiB), no field of the shop. */
const ONE_MB = 'a'.repeat(1_000_000);

/** Text that must come back exactly as sent. */
const UNICODE = 'Ñandú Güell — 修理 スマホ 📱👩‍🔧';
const UNICODE_LINES = 'Pantalla rota tras una caída\n\tNo enciende 📱\r\nCliente: Zoë 修理';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: any;
}

let addresses = 0;
/**
 * A loopback address of its own for each anonymous request (Linux routes all of 127/8 to the
 * loopback), so that the limits per address of contact, registration and reset never answer
 * 429 to this suite, whatever they are.
 */
const freshAddress = () => {
  addresses += 1;
  return `127.${10 + Math.floor(addresses / 62500)}.${Math.floor(addresses / 250) % 250}.${1 + (addresses % 250)}`;
};

/** Percent-encodes a query value byte for byte (encodeURIComponent refuses a lone surrogate). */
const q = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));

describe.each(ENGINES)('Text hygiene on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let staffCookie: string;

  /** One request: JSON in and out, from `from` (127.0.0.1 unless told), with a session when given. */
  function call(
    method: string,
    path: string,
    { body, cookie, from, headers = {} }: { body?: unknown; cookie?: string; from?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const url = new URL(api.url);
    const payload = body === undefined ? undefined : typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          localAddress: from,
          // A connection per request: one the server closed (a 431) is never reused.
          agent: false,
          headers: {
            // What the browser of the shop's own pages sends.
            origin: api.url,
            'sec-fetch-site': 'same-origin',
            ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
            ...(cookie ? { cookie } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json: unknown;
            try {
              json = text ? JSON.parse(text) : undefined;
            } catch {
              json = text;
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, json });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  const staff = (method: string, path: string, body?: unknown) => call(method, path, { body, cookie: staffCookie });
  const anonymous = (method: string, path: string, body?: unknown) => call(method, path, { body, from: freshAddress() });
  const totalOf = async (resource: string) => Number(String((await staff('GET', `/api/${resource}`)).headers['content-range']).split('/')[1]);

  let serial = 0;
  const unique = () => {
    serial += 1;
    return `${Date.now() % 100000}${serial}`;
  };
  /** A phone nobody has: 9 digits starting 6. */
  const newPhone = () => `6${unique().padStart(8, '0').slice(-8)}`;

  /** A fresh customer (its own address, so no registration limit is reached) and its session cookie. */
  async function newCustomer(overrides: Record<string, unknown> = {}) {
    const form = {
      firstName: 'Lucía',
      lastName: 'Fernández',
      email: `lucia.${unique()}@example.com`,
      password: 'Segura#2025',
      confirmPassword: 'Segura#2025',
      phone: newPhone(),
      acceptTerms: true,
      acceptPrivacy: true,
      ...overrides,
    };
    const response = await anonymous('POST', '/api/auth/register', form);
    expect(response.status).toBe(201);
    const cookie = String([response.headers['set-cookie']].flat()[0]).split(';')[0]!;
    return { form, cookie, user: response.json.user };
  }

  let repairId: number;
  let revisionId: number;
  let orderId: number;
  let noteId: number;

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    staffCookie = await api.login('gerente@taller.demo');
    repairId = (await staff('POST', '/api/repairs', { clientId: 1, device: 'Móvil', description: 'No carga' })).json.id;
    revisionId = (
      await staff('POST', '/api/revisions', {
        clientId: 1,
        device: 'Portátil',
        model: 'ThinkPad',
        contactNumber: '600111222',
        motive: 'diagnostico',
        description: 'No arranca',
        date: '2026-12-01',
      })
    ).json.id;
    orderId = (await staff('POST', '/api/orders', { clientId: 1, name: 'Funda', description: 'Funda de silicona', unitPriceCents: 1500 })).json.id;
    noteId = (await staff('POST', '/api/notes', { title: 'Pedir', content: 'Pantallas' })).json.id;
    for (const id of [repairId, revisionId, orderId, noteId]) expect(id).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await api.close();
  });

  describe('The issue’s reproduction', () => {
    it('refuses a NUL in a client’s company with 400, and a valid change then goes through and shows in the list', async () => {
      const before = (await staff('GET', '/api/clients/1')).json;
      const hostile = await staff('PUT', '/api/clients/1', { company: 'ACME\u0000', version: before.version });
      expect(hostile.status).toBe(400);
      expect(hostile.json.errors).toEqual({ company: forbidden('Empresa') });

      const valid = await staff('PUT', '/api/clients/1', { company: 'ACME Ñandú 📱', version: before.version });
      expect(valid.status).toBe(200);
      expect(valid.json).toMatchObject({ company: 'ACME Ñandú 📱', version: before.version + 1 });
      const list = await staff('GET', `/api/clients?filter=${q(JSON.stringify({ q: 'acme ñandú' }))}`);
      expect(list.json.map((row: { id: number; company: string }) => [row.id, row.company])).toContainEqual([1, 'ACME Ñandú 📱']);
      expect((await call('GET', '/api/health')).status).toBe(200);
    });
  });

  /**
   * A route that takes text: how to send it a valid form, and each text field with the label
   * its messages name it by (`key`: where the error is when it is not the field's own name;
   * `message`: a field whose refusals have a message of their own).
   */
  interface TextRoute {
    route: string;
    send: (body: Record<string, unknown>) => Promise<Answer>;
    valid: () => Promise<Record<string, unknown>> | Record<string, unknown>;
    fields: Record<string, { label: string; multiLine?: boolean; key?: string; message?: string }>;
    /** Where to look that nothing was stored, for the routes that create. */
    resource?: string;
  }

  const client = { name: { label: 'Nombre' }, lastName: { label: 'Apellidos' }, phone: { label: 'Teléfono' }, email: { label: 'Email' }, company: { label: 'Empresa' } };
  const repairText = {
    device: { label: 'Dispositivo' },
    model: { label: 'Modelo' },
    contactNumber: { label: 'Número de contacto' },
    description: { label: 'Descripción', multiLine: true },
    internalNotes: { label: 'Notas internas', multiLine: true },
    unlockCode: { label: 'Código de desbloqueo' },
  };
  const versionOf = async (path: string) => (await staff('GET', path)).json.version as number;

  const TEXT_ROUTES: TextRoute[] = [
    {
      route: 'POST /api/clients',
      resource: 'clients',
      send: (body) => staff('POST', '/api/clients', body),
      valid: () => ({ name: 'Ana', lastName: 'Ruiz', phone: '699 000 101', email: `ana.${unique()}@example.es`, company: 'Bar Sol' }),
      fields: client,
    },
    {
      route: 'POST /api/clients/quick',
      resource: 'clients',
      send: (body) => staff('POST', '/api/clients/quick', body),
      valid: () => ({ name: 'Ana', phone: '699 000 102' }),
      fields: { name: client.name, phone: client.phone },
    },
    {
      route: 'PUT /api/clients/:id',
      send: (body) => staff('PUT', '/api/clients/1', body),
      // Its own details as they are: a phone or e-mail of another client would be a 409.
      valid: async () => {
        const { name, lastName, phone, email, company, version } = (await staff('GET', '/api/clients/1')).json;
        return { name, lastName, phone, email, company, version };
      },
      fields: client,
    },
    {
      route: 'POST /api/repairs',
      resource: 'repairs',
      send: (body) => staff('POST', '/api/repairs', body),
      valid: () => ({ clientId: 1, device: 'Móvil', model: 'iPhone', contactNumber: '600111222', description: 'No carga', motive: 'Caída', internalNotes: 'Nada', unlockCode: '1234' }),
      fields: { ...repairText, motive: { label: 'Motivo' } },
    },
    {
      route: 'POST /api/repairs (the code as `password`)',
      resource: 'repairs',
      send: (body) => staff('POST', '/api/repairs', body),
      valid: () => ({ clientId: 1, device: 'Móvil', description: 'No carga', password: '1234' }),
      fields: { password: { label: 'Código de desbloqueo', key: 'unlockCode' } },
    },
    {
      route: 'PUT /api/repairs/:id',
      send: (body) => staff('PUT', `/api/repairs/${repairId}`, body),
      valid: async () => ({ device: 'Móvil', model: 'iPhone', contactNumber: '600111222', description: 'No carga', motive: 'Caída', internalNotes: '', unlockCode: '1234', version: await versionOf(`/api/repairs/${repairId}`) }),
      fields: { ...repairText, motive: { label: 'Motivo' } },
    },
    {
      route: 'POST /api/revisions',
      resource: 'revisions',
      send: (body) => staff('POST', '/api/revisions', body),
      valid: () => ({ clientId: 1, device: 'Portátil', model: 'X1', contactNumber: '600111222', motive: 'diagnostico', description: 'No arranca', internalNotes: '', date: '2026-12-01', unlockCode: '1234' }),
      fields: repairText,
    },
    {
      route: 'PUT /api/revisions/:id',
      send: (body) => staff('PUT', `/api/revisions/${revisionId}`, body),
      valid: async () => ({ device: 'Portátil', model: 'X1', contactNumber: '600111222', motive: 'diagnostico', description: 'No arranca', internalNotes: '', date: '2026-12-01', version: await versionOf(`/api/revisions/${revisionId}`) }),
      fields: { ...repairText, password: { label: 'Código de desbloqueo', key: 'unlockCode' } },
    },
    {
      route: 'POST /api/orders',
      resource: 'orders',
      send: (body) => staff('POST', '/api/orders', body),
      valid: () => ({ clientId: 1, name: 'Funda', description: 'Funda de silicona', unitPriceCents: 1500 }),
      fields: { name: { label: 'Nombre' }, description: { label: 'Descripción', multiLine: true } },
    },
    {
      route: 'PUT /api/orders/:id',
      send: (body) => staff('PUT', `/api/orders/${orderId}`, body),
      valid: async () => ({ name: 'Funda', description: 'Funda de silicona', quantity: 1, unitPriceCents: 1500, version: await versionOf(`/api/orders/${orderId}`) }),
      fields: { name: { label: 'Nombre' }, description: { label: 'Descripción', multiLine: true } },
    },
    {
      route: 'POST /api/notes',
      resource: 'notes',
      send: (body) => staff('POST', '/api/notes', body),
      valid: () => ({ title: 'Pedir', content: 'Dos pantallas' }),
      fields: { title: { label: 'Título' }, content: { label: 'Contenido', multiLine: true } },
    },
    {
      route: 'PUT /api/notes/:id',
      send: (body) => staff('PUT', `/api/notes/${noteId}`, body),
      valid: () => ({ title: 'Pedir', content: 'Dos pantallas' }),
      fields: { title: { label: 'Título' }, content: { label: 'Contenido', multiLine: true } },
    },
    {
      route: 'POST /api/contact',
      resource: 'messages',
      send: (body) => anonymous('POST', '/api/contact', body),
      valid: () => ({ name: 'Ana', email: 'ana@example.es', phone: '612345678', subject: 'Pantalla', message: 'Hola' }),
      fields: { name: { label: 'Nombre' }, email: { label: 'Email' }, phone: { label: 'Teléfono' }, subject: { label: 'Asunto' }, message: { label: 'Mensaje', multiLine: true } },
    },
    ...['/api/auth/register', '/api/register'].map(
      (path): TextRoute => ({
        route: `POST ${path}`,
        send: (body) => anonymous('POST', path, body),
        valid: () => ({
          firstName: 'Lucía',
          lastName: 'Fernández',
          email: `lucia.${unique()}@example.com`,
          password: 'Segura#2025',
          confirmPassword: 'Segura#2025',
          phone: newPhone(),
          acceptTerms: true,
          acceptPrivacy: true,
        }),
        fields: {
          firstName: { label: 'Nombre' },
          lastName: { label: 'Apellidos' },
          email: { label: 'Correo electrónico' },
          password: { label: 'Contraseña' },
          confirmPassword: { label: 'Confirmar contraseña' },
          phone: { label: 'Teléfono' },
        },
      }),
    ),
    {
      route: 'POST /api/auth/login',
      send: (body) => anonymous('POST', '/api/auth/login', body),
      valid: () => ({ email: 'gerente@taller.demo', password: 'demo-taller' }),
      fields: { email: { label: 'Correo electrónico' }, password: { label: 'Contraseña' } },
    },
    {
      route: 'POST /api/auth/forgot-password',
      send: (body) => anonymous('POST', '/api/auth/forgot-password', body),
      valid: () => ({ email: 'nadie@example.com' }),
      fields: { email: { label: 'Correo electrónico' } },
    },
    {
      route: 'POST /api/auth/reset-password',
      send: (body) => anonymous('POST', '/api/auth/reset-password', body),
      valid: () => ({ token: 'a'.repeat(43), password: 'Segura#2026', confirmPassword: 'Segura#2026' }),
      fields: {
        token: { label: 'Token', message: 'El enlace para restablecer la contraseña no es válido o ha caducado. Pide uno nuevo.' },
        password: { label: 'Contraseña' },
        confirmPassword: { label: 'Confirmar contraseña' },
      },
    },
  ];

  describe.each(TEXT_ROUTES)('$route', (route) => {
    const fields = Object.entries(route.fields);

    it.each(fields)('refuses NUL, a C0 control, a lone surrogate and a megabyte in %s with 400 naming the field', async (field, spec) => {
      const key = spec.key ?? field;
      const total = route.resource ? await totalOf(route.resource) : undefined;
      for (const hostile of HOSTILE) {
        const form = await route.valid();
        const valid = typeof form[field] === 'string' && form[field] !== '' ? (form[field] as string) : 'texto';
        const answer = await route.send({ ...form, [field]: hostile.of(valid) });
        expect({ hostile: hostile.name, status: answer.status, error: answer.json?.errors?.[key] }).toEqual({
          hostile: hostile.name,
          status: 400,
          error: spec.message ?? forbidden(spec.label),
        });
      }
      const huge = await route.send({ ...(await route.valid()), [field]: ONE_MB });
      expect(huge.status).toBe(400);
      // The field's own message about length (the spec's where it has one), in Spanish.
      expect(huge.json.errors[key]).toMatch(/[a-záéíóúñ]/i);
      if (route.resource) expect(await totalOf(route.resource)).toBe(total);
    });

    const oneLine = fields.filter(([, spec]) => !spec.multiLine);
    if (oneLine.length > 0) {
      it.each(oneLine)('takes no tab or line break inside %s (it is one line)', async (field, spec) => {
        const form = await route.valid();
        const answer = await route.send({ ...form, [field]: `${String(form[field] || 'texto')}\tmás` });
        expect({ status: answer.status, error: answer.json?.errors?.[spec.key ?? field] }).toEqual({
          status: 400,
          error: spec.message ?? forbidden(spec.label),
        });
      });
    }
  });

  describe('The signed-in account’s forms', () => {
    it('refuses hostile text in each field of the profile and the password change, naming it', async () => {
      const { form, cookie } = await newCustomer();
      const profile = { firstName: 'Lucía', lastName: 'Fernández', email: form.email, phone: form.phone, currentPassword: form.password };
      const labels = { firstName: 'Nombre', lastName: 'Apellidos', email: 'Correo electrónico', phone: 'Teléfono', currentPassword: 'Contraseña actual' };
      for (const [field, label] of Object.entries(labels)) {
        for (const hostile of HOSTILE) {
          const answer = await call('PUT', '/api/auth/profile', { cookie, body: { ...profile, [field]: hostile.of(String(profile[field as keyof typeof profile])) } });
          expect({ field, hostile: hostile.name, status: answer.status, error: answer.json?.errors?.[field] }).toEqual({
            field,
            hostile: hostile.name,
            status: 400,
            error: forbidden(label),
          });
        }
        const huge = await call('PUT', '/api/auth/profile', { cookie, body: { ...profile, [field]: ONE_MB } });
        expect({ field, status: huge.status, error: typeof huge.json?.errors?.[field] }).toEqual({ field, status: 400, error: 'string' });
      }

      const change = { currentPassword: form.password, newPassword: 'Otra#Clave2026', confirmPassword: 'Otra#Clave2026' };
      const passwordLabels = { currentPassword: 'Contraseña actual', newPassword: 'Nueva contraseña', confirmPassword: 'Confirmar contraseña' };
      for (const [field, label] of Object.entries(passwordLabels)) {
        for (const hostile of [...HOSTILE, { name: 'a tab', of: (valid: string) => `${valid}\t` }]) {
          const answer = await call('POST', '/api/auth/password', { cookie, body: { ...change, [field]: hostile.of(change[field as keyof typeof change]) } });
          expect({ field, hostile: hostile.name, status: answer.status, error: answer.json?.errors?.[field] }).toEqual({
            field,
            hostile: hostile.name,
            status: 400,
            error: forbidden(label),
          });
        }
        const huge = await call('POST', '/api/auth/password', { cookie, body: { ...change, [field]: ONE_MB } });
        expect({ field, status: huge.status, error: typeof huge.json?.errors?.[field] }).toEqual({ field, status: 400, error: 'string' });
      }
      // Nothing changed: the password is still the one registered.
      const login = await anonymous('POST', '/api/auth/login', { email: form.email, password: form.password });
      expect(login.status).toBe(200);
    });
  });

  describe('No English reaches a user', () => {
    /** Words of zod's and the frameworks' English defaults. */
    const ENGLISH = /\b(invalid|input|expected|received|required|option|must|too (big|small)|unrecognized)\b/i;
    it('answers a body that is not an object, a wrong option and a wrong type in Spanish, in the message and under each field', async () => {
      const sends: [string, () => Promise<Answer>][] = [];
      for (const body of [[], 'x', 5, true]) {
        sends.push([`login ${JSON.stringify(body)}`, () => anonymous('POST', '/api/auth/login', body)]);
        sends.push([`register ${JSON.stringify(body)}`, () => anonymous('POST', '/api/auth/register', body)]);
        sends.push([`contact ${JSON.stringify(body)}`, () => anonymous('POST', '/api/contact', body)]);
        sends.push([`repair ${JSON.stringify(body)}`, () => staff('POST', '/api/repairs', body)]);
        sends.push([`client ${JSON.stringify(body)}`, () => staff('POST', '/api/clients', body)]);
        sends.push([`note ${JSON.stringify(body)}`, () => staff('POST', '/api/notes', body)]);
      }
      sends.push(['login area', () => anonymous('POST', '/api/auth/login', { email: 'a@b.es', password: 'secreta1', area: 'jefe' })]);
      sends.push(['login remember', () => anonymous('POST', '/api/auth/login', { email: 'a@b.es', password: 'secreta1', rememberMe: 'sí' })]);
      for (const [what, send] of sends) {
        const answer = await send();
        const texts = [answer.json?.message, ...Object.values(answer.json?.errors ?? {})].map(String);
        expect({ what, status: answer.status, english: texts.filter((text) => ENGLISH.test(text)) }).toEqual({ what, status: 400, english: [] });
      }
    });
  });

  describe('Closed-set fields (statuses, kinds, dates, flags)', () => {
    it('refuse a control character with 400 and a Spanish message, never a 500', async () => {
      const cases: [string, () => Promise<Answer>, string][] = [
        ['client status', async () => staff('PUT', '/api/clients/1', { status: 'active\u0000', version: await versionOf('/api/clients/1') }), 'status'],
        ['client registration date', () => staff('POST', '/api/clients', { name: 'Ana', phone: '699 000 104', registrationDate: '2024-01-01\u0000' }), 'registrationDate'],
        ['repair payment method', () => staff('POST', '/api/repairs', { clientId: 1, device: 'Móvil', description: 'x', paymentMethod: 'cash\u0000' }), 'paymentMethod'],
        ['repair price type', () => staff('POST', '/api/repairs', { clientId: 1, device: 'Móvil', description: 'x', priceType: 'fixed\ud800' }), 'priceType'],
        ['repair entry date', () => staff('POST', '/api/repairs', { clientId: 1, device: 'Móvil', description: 'x', entryDate: '2026-01-01\u0000' }), 'entryDate'],
        ['repair estimated completion', () => staff('POST', '/api/repairs', { clientId: 1, device: 'Móvil', description: 'x', estimatedCompletion: '2026-01-01\u0000' }), 'estimatedCompletion'],
        ['revision motive', () => staff('POST', '/api/revisions', { clientId: 1, device: 'A', model: 'B', contactNumber: '600111222', motive: 'otro\u0000', description: 'x', date: '2026-12-01' }), 'motive'],
        ['revision date', () => staff('POST', '/api/revisions', { clientId: 1, device: 'A', model: 'B', contactNumber: '600111222', motive: 'otro', description: 'x', date: '2026-12-01\u0000' }), 'date'],
        ['order payment method', () => staff('POST', '/api/orders', { clientId: 1, name: 'Funda', description: 'Funda azul', unitPriceCents: 100, paymentMethod: 'cash\u0000' }), 'paymentMethod'],
        ['order delivery date', () => staff('POST', '/api/orders', { clientId: 1, name: 'Funda', description: 'Funda azul', unitPriceCents: 100, deliveryDate: '2026-12-01\u0000' }), 'deliveryDate'],
        ['contact template', () => anonymous('POST', '/api/contact', { name: 'Ana', email: 'ana@example.es', subject: 'Hola', message: 'Hola', template: 'billing\u0000' }), 'template'],
        ['login area', () => anonymous('POST', '/api/auth/login', { email: 'gerente@taller.demo', password: 'demo-taller', area: 'staff\u0000' }), 'area'],
      ];
      for (const [what, send, field] of cases) {
        const answer = await send();
        expect({ what, status: answer.status, error: typeof answer.json?.errors?.[field] }).toEqual({ what, status: 400, error: 'string' });
      }
      const statusChanges: [string, string, unknown][] = [
        ['POST', `/api/repairs/${repairId}/status`, { status: 'completed\u0000' }],
        ['PATCH', `/api/orders/${orderId}/status`, { status: 'ready\u0000' }],
        ['PATCH', '/api/messages/1', { handled: 'true\u0000' }],
      ];
      for (const [method, path, body] of statusChanges) {
        const answer = await staff(method, path, body);
        expect({ path, status: answer.status }).toEqual({ path, status: 400 });
        expect(answer.json.message).toMatch(/[a-záéíóúñ]/i);
      }
    });
  });

  describe('Query strings and paths', () => {
    const LISTS = ['clients', 'repairs', 'revisions', 'orders', 'notes', 'messages'];

    it('refuse hostile text in the client picker’s search, naming «Búsqueda»', async () => {
      for (const value of ['iph\u0000', 'iph\u001b[2J', 'iph\tone']) {
        const answer = await staff('GET', `/api/clients/search?q=${q(value)}`);
        expect({ value, status: answer.status, errors: answer.json.errors }).toEqual({ value, status: 400, errors: { q: forbidden('Búsqueda') } });
      }
      const long = await staff('GET', `/api/clients/search?q=${'a'.repeat(5000)}`);
      expect({ status: long.status, errors: long.json.errors }).toEqual({ status: 400, errors: { q: 'El campo «Búsqueda» no puede exceder 200 caracteres' } });
      // A lone surrogate cannot travel in a URL: its bytes arrive as invalid UTF-8, read as U+FFFD.
      expect((await staff('GET', '/api/clients/search?q=ab%ED%A0%80')).status).toBe(200);
      const found = await staff('GET', `/api/clients/search?q=${q('acme ñandú')}`);
      expect(found.status).toBe(200);
    });

    it.each(LISTS)('refuse hostile text in the %s list’s search, filters, sort and range', async (resource) => {
      const list = (params: Record<string, string>) =>
        staff('GET', `/api/${resource}?${Object.entries(params).map(([name, value]) => `${name}=${q(value)}`).join('&')}`);
      for (const hostile of HOSTILE) {
        // JSON carries any character, a lone surrogate too, as an escape.
        const search = await list({ filter: JSON.stringify({ q: hostile.of('pantalla') }) });
        expect({ hostile: hostile.name, status: search.status, errors: search.json.errors }).toEqual({
          hostile: hostile.name,
          status: 400,
          errors: { q: forbidden('Búsqueda') },
        });
        const status = await list({ filter: JSON.stringify({ status: hostile.of('pending') }) });
        expect({ hostile: hostile.name, status: status.status, errors: status.json.errors }).toEqual({
          hostile: hostile.name,
          status: 400,
          errors: { status: forbidden('Estado') },
        });
        const statuses = await list({ filter: JSON.stringify({ status: ['pending', hostile.of('completed')] }) });
        expect(statuses.status).toBe(400);
        const sort = await list({ sort: JSON.stringify([hostile.of('id'), 'ASC']) });
        expect({ status: sort.status, field: typeof sort.json.errors?.sort }).toEqual({ status: 400, field: 'string' });
        const order = await list({ sort: JSON.stringify(['id', hostile.of('ASC')]) });
        expect({ status: order.status, field: typeof order.json.errors?.sort }).toEqual({ status: 400, field: 'string' });
      }
      const long = await list({ filter: JSON.stringify({ q: 'a'.repeat(5000) }) });
      expect({ status: long.status, errors: long.json.errors }).toEqual({ status: 400, errors: { q: 'El campo «Búsqueda» no puede exceder 200 caracteres' } });
      const range = await list({ range: '[0,\u00009]' });
      expect({ status: range.status, field: typeof range.json.errors?.range }).toEqual({ status: 400, field: 'string' });
      const beyond = await list({ range: JSON.stringify([1e20, 1e20]) });
      expect({ status: beyond.status, errors: beyond.json.errors }).toEqual({ status: 400, errors: { range: 'range debe ser [inicio, fin], dos números enteros desde 0' } });
      const raw = await staff('GET', `/api/${resource}?filter=%7B%22q%22%3A%22a%00b%22%7D`);
      expect(raw.status).toBe(400);
      const deep = await list({ filter: JSON.stringify({ status: [[['pending']]] }) });
      expect(deep.status).toBe(400);
      // A megabyte of query string never reaches the application (the HTTP server's header limit).
      // (431, or the connection closed while the request was still being written.)
      const huge = await staff('GET', `/api/${resource}?filter=${'a'.repeat(1_000_000)}`).then(
        (answer) => answer.status,
        (error: NodeJS.ErrnoException) => error.code,
      );
      expect([431, 'ECONNRESET', 'EPIPE']).toContain(huge);
      // The lists still answer.
      expect((await list({ filter: JSON.stringify({ q: 'ñandú 📱' }) })).status).toBe(200);
    });

    it('refuse a hostile id list when deleting notes, and delete nothing', async () => {
      const before = await totalOf('notes');
      for (const ids of [[`${noteId}\u0000`], [noteId, '1\ud800']]) {
        const answer = await staff('DELETE', `/api/notes?filter=${q(JSON.stringify({ id: ids }))}`);
        expect(answer.status).toBe(400);
      }
      expect(await totalOf('notes')).toBe(before);
    });

    it('refuse hostile calendar parameters, naming each', async () => {
      for (const [param, value] of [
        ['from', '2026-11-02\u0000'],
        ['to', '2026-11-20\u001b'],
        ['type', 'repair\u0000'],
        ['status', 'open\u0000'],
      ]) {
        const params = { from: '2026-11-02', to: '2026-11-20', [param!]: value! };
        const answer = await staff('GET', `/api/calendar?${Object.entries(params).map(([name, text]) => `${name}=${q(text)}`).join('&')}`);
        expect({ param, status: answer.status, error: typeof answer.json.errors?.[param!] }).toEqual({ param, status: 400, error: 'string' });
      }
      const urgent = await staff('GET', `/api/calendar/urgent?type=${q('order\u0000')}`);
      expect({ status: urgent.status, error: typeof urgent.json.errors?.type }).toEqual({ status: 400, error: 'string' });
    });

    it('refuse hostile ids and kinds in paths and in the image list', async () => {
      const paths = [
        '/api/clients/1%00',
        '/api/repairs/1%1B',
        `/api/revisions/${revisionId}%00/history`,
        '/api/notes/1%00',
        '/api/messages/1%00',
        '/api/albaranes/repair%00/1',
        `/api/albaranes/repair/${repairId}%00`,
        '/api/uploads/00000000-0000-0000-0000-000000000000%00/file',
        `/api/uploads?type=${q('repair\u0000')}&id=${repairId}`,
        `/api/uploads?type=repair&id=${q(`${repairId}\u0000`)}`,
      ];
      for (const path of paths) {
        const answer = await staff('GET', path);
        expect({ path, status: answer.status }).toEqual({ path, status: 400 });
        expect(answer.json.message).toMatch(/no válido/);
      }
      // Bytes that are not UTF-8 in a path are refused by the router itself, before any route.
      expect((await staff('GET', '/api/orders/%ED%A0%80')).status).toBe(400);
    });
  });

  describe('Image uploads (multipart)', () => {
    /** A multipart form by hand, so that any byte can be in a field or a file name. */
    function multipart(fields: Record<string, string>, filename: string) {
      const boundary = '----taller-text-hygiene';
      const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
      const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
      const body = Buffer.concat([
        Buffer.from(parts.join('')),
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return call('POST', '/api/uploads', {
        body,
        cookie: staffCookie,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) },
      });
    }

    it('refuses a hostile type or id field with 400', async () => {
      for (const [fields, error] of [
        [{ type: 'repair\u0000', id: String(repairId) }, 'invalid_type'],
        [{ type: 'repair', id: `${repairId}\u0000` }, 'invalid_id'],
        [{ type: 'repair', id: `${repairId}\u001b` }, 'invalid_id'],
      ] as const) {
        const answer = await multipart(fields, 'foto.png');
        expect({ status: answer.status, error: answer.json.error }).toEqual({ status: 400, error });
      }
    });

    it('keeps a file name clean of control characters, whatever the uploader’s disk called it', async () => {
      const answer = await multipart({ type: 'repair', id: String(repairId) }, 'foto\u0000\u001b\u0085 Ñandú 修理.png');
      expect(answer.status).toBe(201);
      expect(isCleanText(answer.json.filename)).toBe(true);
      expect(answer.json.filename).toBe('foto Ñandú 修理.png');
      const repair = await staff('GET', `/api/repairs/${repairId}`);
      expect(repair.json.images.map((image: { filename: string }) => image.filename)).toContain('foto Ñandú 修理.png');
    });
  });

  describe('Unicode round-trips', () => {
    it('keeps a client’s accented, emoji and CJK text on create and edit', async () => {
      const created = await staff('POST', '/api/clients', { name: 'Zoë 修', lastName: UNICODE, phone: newPhone(), company: 'Café 📱 Œuvre' });
      expect(created.status).toBe(201);
      const read = (await staff('GET', `/api/clients/${created.json.id}`)).json;
      expect(read).toMatchObject({ name: 'Zoë 修', lastName: UNICODE, company: 'Café 📱 Œuvre' });
      const edited = await staff('PUT', `/api/clients/${created.json.id}`, { company: '株式会社 Ñ 👩‍🔧', version: read.version });
      expect(edited.status).toBe(200);
      expect((await staff('GET', `/api/clients/${created.json.id}`)).json.company).toBe('株式会社 Ñ 👩‍🔧');
      const list = await staff('GET', `/api/clients?filter=${q(JSON.stringify({ q: '株式会社' }))}`);
      expect(list.json.map((row: { id: number }) => row.id)).toContain(created.json.id);
    });

    it('keeps a repair’s text, its lines and its unlock code', async () => {
      const created = await staff('POST', '/api/repairs', {
        clientId: 1,
        device: 'Móvil 📱',
        model: 'Xiaomi 红米',
        contactNumber: '600 111 222',
        description: UNICODE_LINES,
        internalNotes: UNICODE_LINES,
        unlockCode: 'ñ1 📱',
      });
      expect(created.status).toBe(201);
      const id = created.json.id;
      expect((await staff('GET', `/api/repairs/${id}`)).json).toMatchObject({ device: 'Móvil 📱', model: 'Xiaomi 红米', description: UNICODE_LINES, internalNotes: UNICODE_LINES });
      expect((await staff('GET', `/api/repairs/${id}/unlock-code`)).json).toEqual({ unlockCode: 'ñ1 📱' });
      const edited = await staff('PUT', `/api/repairs/${id}`, { ...created.json, unlockCode: undefined, device: UNICODE, version: created.json.version });
      expect(edited.status).toBe(200);
      expect((await staff('GET', `/api/repairs/${id}`)).json.device).toBe(UNICODE);
    });

    it('keeps a revision’s, an order’s and a note’s text on create and edit', async () => {
      const revision = await staff('POST', '/api/revisions', {
        clientId: 1,
        device: 'Portátil 💻',
        model: 'ThinkPad Ñ',
        contactNumber: '600111222',
        motive: 'otro',
        description: UNICODE_LINES,
        date: '2026-12-01',
      });
      expect(revision.status).toBe(201);
      const revised = await staff('PUT', `/api/revisions/${revision.json.id}`, { ...revision.json, internalNotes: UNICODE_LINES, version: revision.json.version });
      expect(revised.status).toBe(200);
      expect((await staff('GET', `/api/revisions/${revision.json.id}`)).json).toMatchObject({ device: 'Portátil 💻', description: UNICODE_LINES, internalNotes: UNICODE_LINES });

      const order = await staff('POST', '/api/orders', { clientId: 1, name: 'Funda 📱 修理', description: UNICODE_LINES, unitPriceCents: 990 });
      expect(order.status).toBe(201);
      const reordered = await staff('PUT', `/api/orders/${order.json.id}`, { name: UNICODE, description: UNICODE_LINES, quantity: 1, unitPriceCents: 990, version: order.json.version });
      expect(reordered.status).toBe(200);
      expect((await staff('GET', `/api/orders/${order.json.id}`)).json).toMatchObject({ name: UNICODE, description: UNICODE_LINES });

      const note = await staff('POST', '/api/notes', { title: 'Ñandú 📱 修理', content: UNICODE_LINES });
      expect(note.status).toBe(201);
      const renoted = await staff('PUT', `/api/notes/${note.json.id}`, { title: 'Zoë 👩‍🔧', content: `${UNICODE_LINES}\n${UNICODE}` });
      expect(renoted.status).toBe(200);
      expect((await staff('GET', `/api/notes/${note.json.id}`)).json).toMatchObject({ title: 'Zoë 👩‍🔧', content: `${UNICODE_LINES}\n${UNICODE}` });
    });

    it('keeps a contact message’s text, and an account’s names on registration and profile', async () => {
      const sent = await anonymous('POST', '/api/contact', { name: 'Zoë Ñandú', email: 'zoe@example.es', subject: 'Reparación 📱 修理', message: UNICODE_LINES });
      expect(sent.status).toBe(201);
      expect((await staff('GET', `/api/messages/${sent.json.id}`)).json).toMatchObject({ name: 'Zoë Ñandú', subject: 'Reparación 📱 修理', message: UNICODE_LINES });

      const { cookie, user } = await newCustomer({ firstName: 'Zoë 修', lastName: 'Ñandú 📱' });
      expect(user).toMatchObject({ firstName: 'Zoë 修', lastName: 'Ñandú 📱' });
      const updated = await call('PUT', '/api/auth/profile', { cookie, body: { firstName: '김 Zoë', lastName: 'Güell 👩‍🔧', email: user.email, phone: user.phone } });
      expect(updated.status).toBe(200);
      expect((await call('GET', '/api/auth/profile', { cookie })).json.user).toMatchObject({ firstName: '김 Zoë', lastName: 'Güell 👩‍🔧' });
    });
  });

  describe('Numbers and addresses the read models cannot hold', () => {
    it('refuses a repair price beyond its bound (PostgreSQL’s integer column stopped the repairs list)', async () => {
      const body = { clientId: 1, device: 'Móvil', description: 'Pantalla', priceCents: 99_999_999_999 };
      const created = await staff('POST', '/api/repairs', body);
      expect(created.status).toBe(400);
      expect(created.json.errors).toEqual({ priceCents: 'El precio no puede superar 100.000,00 €' });
      expect((await staff('POST', '/api/repairs', { ...body, priceCents: 10_000_000 })).status).toBe(201);
    });

    it('lists nothing for a client id that is no number, instead of failing', async () => {
      for (const resource of ['repairs', 'revisions', 'orders']) {
        const listed = await staff('GET', `/api/${resource}?filter=${q(JSON.stringify({ clientId: 'abc' }))}`);
        expect({ resource, status: listed.status, rows: listed.json }).toEqual({ resource, status: 200, rows: [] });
      }
    });

    it('answers an address that cannot be decoded in Spanish', async () => {
      const answer = await call('GET', '/api/orders/%ED%A0%80');
      expect(answer).toMatchObject({ status: 400, json: { message: 'La dirección de la petición no es válida' } });
    });
  });

  describe('Afterwards', () => {
    it('the read side is still moving: a valid change shows at once in the lists, and health is ok', async () => {
      const version = await versionOf('/api/clients/1');
      const changed = await staff('PUT', '/api/clients/1', { company: `Después ${unique()}`, version });
      expect(changed.status).toBe(200);
      const list = await staff('GET', `/api/clients?filter=${q(JSON.stringify({ q: changed.json.company }))}`);
      expect(list.json.map((row: { id: number }) => row.id)).toEqual([1]);
      const health = await call('GET', '/api/health');
      expect(health.status).toBe(200);
    });
  });
});
