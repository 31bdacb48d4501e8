import { ENGINES } from '../../../tools/test-databases.js';
import { client, dataProvider, startApi, type RunningApi } from './harness.js';

describe.each(ENGINES)('API on $name', ({ databaseUrl }) => {
let api: RunningApi;
let staff: ReturnType<typeof client>;
let cookie: string;

beforeAll(async () => {
  api = await startApi(await databaseUrl());
  cookie = await api.login('gerente@taller.demo');
  staff = client(api.url, cookie);
});
afterAll(async () => {
  await api.close();
});

const newRepair = { clientId: 1, device: 'Móvil', model: 'Galaxy S21', contactNumber: '612 345 678', description: 'Pantalla con rayas', priceCents: 8950 };

describe('Health and access', () => {
  it('answers health without a session', async () => {
    const response = await client(api.url)('/api/health');
    expect(response.status).toBe(200);
    expect(response.json.status).toBe('ok');
  });

  it('sends the security headers and no-store on health and on every other route alike', async () => {
    for (const path of ['/api/health', '/api/auth/me', '/api/repairs']) {
      const response = await fetch(`${api.url}${path}`);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
    const health = await fetch(`${api.url}/api/health`);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(health.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('answers health from its fast path with the same status, body and headers as the Fastify route', async () => {
    const { request } = await import('node:http');
    // Raw headers, in order and as spelled; `/api/health?…` goes through Fastify's route.
    const ask = (method: string, path: string) =>
      new Promise<{ status: number; headers: string[]; body: string }>((resolve, reject) => {
        const req = request(`${api.url}${path}`, { method }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.rawHeaders.filter((_, i, all) => all[i - (i % 2)] !== 'Date'), body }));
        });
        req.on('error', reject);
        req.end();
      });
    for (const method of ['GET', 'HEAD']) {
      const [fast, route] = await Promise.all([ask(method, '/api/health'), ask(method, '/api/health?desde=fastify')]);
      expect(fast).toEqual(route);
      expect(fast.status).toBe(200);
      expect(fast.headers).toContain('Content-Security-Policy');
    }
  });

  it('refuses every business route to an anonymous visitor with 401 and a Spanish message', async () => {
    for (const [method, path] of [['GET', '/api/repairs'], ['GET', '/api/repairs/1'], ['POST', '/api/repairs'], ['GET', '/api/clients'], ['GET', '/api/repairs/1/history']]) {
      const response = await client(api.url)(path!, { method, body: method === 'POST' ? {} : undefined });
      expect(response.status).toBe(401);
      expect(response.json.message).toMatch(/inicia sesión/i);
    }
  });

  it('tells an anonymous visitor who they are (nobody) without an error', async () => {
    const response = await client(api.url)('/api/auth/me');
    expect({ status: response.status, json: response.json }).toEqual({ status: 200, json: { user: null, demo: api.config.demo } });
  });

  it('refuses a customer with 403, even with a valid session', async () => {
    const customer = client(api.url, await api.login('cliente@taller.demo'));
    const response = await customer('/api/repairs');
    expect(response.status).toBe(403);
    expect(response.json.message).toBe('No tienes permiso para realizar esta acción.');
    expect((await customer('/api/auth/me')).json.user.role).toBe('customer');
  });

  it('refuses a customer at the staff login', async () => {
    const response = await client(api.url)('/api/auth/login', {
      method: 'POST',
      body: { email: 'cliente@taller.demo', password: 'demo-taller', area: 'staff' },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('checks the login form with the spec’s messages and refuses wrong credentials', async () => {
    const anonymous = client(api.url);
    const invalid = await anonymous('/api/auth/login', { method: 'POST', body: { email: 'no-es-correo', password: '123' } });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors).toEqual({
      email: 'Ingresa un correo electrónico válido',
      password: 'La contraseña debe tener al menos 6 caracteres',
    });
    const empty = await anonymous('/api/auth/login', { method: 'POST', body: {} });
    expect(empty.json.errors).toEqual({ email: 'El correo electrónico es obligatorio', password: 'La contraseña es obligatoria' });
    const wrong = await anonymous('/api/auth/login', { method: 'POST', body: { email: 'gerente@taller.demo', password: 'otra-clave' } });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe('Credenciales incorrectas. Verifica tus datos.');
  });

  it('sets an httpOnly SameSite cookie that ends with the browser, unless "remember me"', async () => {
    const login = (rememberMe: boolean) =>
      client(api.url)('/api/auth/login', { method: 'POST', body: { email: 'administrador@taller.demo', password: 'demo-taller', rememberMe } });
    const session = (await login(false)).headers.get('set-cookie')!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Expires|Max-Age/i);
    const remembered = await login(true);
    expect(remembered.headers.get('set-cookie')).toMatch(/Expires=/i);
    expect(remembered.json.session.expiresAt).not.toBeNull();
    expect(remembered.json.user).toMatchObject({ role: 'administrador', roleLabel: 'Administrador' });
  });

  it('logs out: the cookie no longer opens anything', async () => {
    const own = await api.login('gerente@taller.demo');
    const session = client(api.url, own);
    expect((await session('/api/auth/me')).status).toBe(200);
    expect((await session('/api/auth/logout', { method: 'POST' })).status).toBe(204);
    expect(await session('/api/auth/me')).toMatchObject({ status: 200, json: { user: null } });
    expect((await session('/api/repairs')).status).toBe(401);
  });

  it('throttles password guessing on one account', async () => {
    const anonymous = client(api.url);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await anonymous('/api/auth/login', { method: 'POST', body: { email: 'nadie@taller.demo', password: 'adivina123' } });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('The unmodified ra-data-simple-rest client', () => {
  const provider = () =>
    dataProvider(api.url, cookie);

  it('performs getList, getOne, getMany, create, update and delete on /api/repairs', async () => {
    const data = provider();
    const created = await data.create('repairs', { data: newRepair });
    expect(created.data).toMatchObject({ ...newRepair, status: 'pending', clientName: 'María García López', version: 0 });
    const id = created.data.id;

    const list = await data.getList('repairs', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'RAYAS' },
    });
    expect(list.total).toBe(1);
    expect(list.data[0]!.id).toBe(id);

    expect((await data.getOne('repairs', { id })).data.model).toBe('Galaxy S21');
    expect((await data.getMany('repairs', { ids: [id, 1] })).data.map((r) => r.id).sort()).toEqual([1, id].sort());

    const current = (await data.getOne('repairs', { id })).data;
    const updated = await data.update('repairs', { id, data: { ...current, model: 'Galaxy S21 FE' }, previousData: current });
    expect(updated.data).toMatchObject({ model: 'Galaxy S21 FE', version: 1 });

    const deleted = await data.delete('repairs', { id, previousData: updated.data });
    expect(deleted.data.id).toBe(id);
    await expect(data.getOne('repairs', { id })).rejects.toMatchObject({ status: 404 });
  });

  it('pages and counts with Content-Range', async () => {
    const data = provider();
    const page = await data.getList('repairs', { pagination: { page: 2, perPage: 2 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(page.data.map((r) => r.id)).toEqual([3, 4]);
    expect(page.total).toBeGreaterThanOrEqual(6);
  });
});

describe('Repairs over HTTP', () => {
  it('creates a repair answered 201 with the whole record', async () => {
    const response = await staff('/api/repairs', { method: 'POST', body: newRepair });
    expect(response.status).toBe(201);
    expect(Object.keys(response.json).sort()).toEqual(
      ['id', 'version', 'clientId', 'clientName', 'device', 'model', 'contactNumber', 'description', 'motive', 'status', 'priceCents', 'priceType', 'paymentMethod', 'isPaid', 'internalNotes', 'entryDate', 'originRevisionId', 'estimatedCompletion', 'completedAt', 'noticeDay', 'collectedAt', 'noticeChannel', 'finalNoticeDay', 'abandonOn', 'abandonedAt', 'abandonReason', 'storage', 'warrantyEnd', 'terms', 'abandonedCandidate', 'unlockCode', 'hasUnlockCode', 'balance', 'owedOnCollectionCents', 'createdAt', 'updatedAt'].sort(),
    );
  });

  it('searches without caring about case or accents, filters by status and sorts', async () => {
    const byClient = await staff(`/api/repairs?filter=${encodeURIComponent(JSON.stringify({ q: 'MARIA garcia' }))}`);
    expect(byClient.json.length).toBeGreaterThan(0);
    expect(byClient.json.every((r: any) => r.clientName === 'María García López')).toBe(true);
    const byDevice = await staff(`/api/repairs?filter=${encodeURIComponent(JSON.stringify({ q: 'playstation' }))}`);
    expect(byDevice.json.map((r: any) => r.model)).toEqual(['PlayStation 5']);
    const completed = await staff(`/api/repairs?filter=${encodeURIComponent(JSON.stringify({ status: 'completed' }))}`);
    expect(completed.json.map((r: any) => r.status)).toEqual(completed.json.map(() => 'completed'));
    expect(completed.headers.get('content-range')).toBe(`repairs 0-${completed.json.length - 1}/${completed.json.length}`);
    const sorted = await staff(`/api/repairs?sort=${encodeURIComponent('["device","ASC"]')}&range=${encodeURIComponent('[0,49]')}`);
    const devices = sorted.json.map((r: any) => r.device);
    expect(devices).toEqual([...devices].sort((a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
    for (const q of ['100%', 'a_b', 'c:\\', "o'neil", '%']) {
      const odd = await staff(`/api/repairs?filter=${encodeURIComponent(JSON.stringify({ q }))}`);
      expect({ q, status: odd.status }).toEqual({ q, status: 200 });
    }
    const none = await staff(`/api/repairs?filter=${encodeURIComponent(JSON.stringify({ q: 'zzz-nada' }))}`);
    expect(none.json).toEqual([]);
    expect(none.headers.get('content-range')).toBe('repairs */0');
  });

  it('changes status through its task endpoint and tells the history who did it', async () => {
    const { json: repair } = await staff('/api/repairs', { method: 'POST', body: newRepair });
    const changed = await staff(`/api/repairs/${repair.id}/status`, { method: 'POST', body: { status: 'waiting_user' } });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ status: 'waiting_user', version: 1 });
    const history = await staff(`/api/repairs/${repair.id}/history`);
    expect(history.json.map((e: any) => e.label)).toEqual(['Reparación registrada', 'Estado cambiado']);
    expect(history.json[1]).toMatchObject({
      changes: [{ field: 'status', label: 'Estado', from: 'pending', to: 'waiting_user' }],
      actor: { name: 'Gonzalo Gerente', role: 'gerente', roleLabel: 'Gerente' },
      source: 'api',
    });
    const bad = await staff(`/api/repairs/${repair.id}/status`, { method: 'POST', body: { status: 'borrada' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Estado no válido');
  });

  it('refuses an edit based on a stale version with 409 and changes nothing', async () => {
    const { json: repair } = await staff('/api/repairs', { method: 'POST', body: newRepair });
    const first = await staff(`/api/repairs/${repair.id}`, { method: 'PUT', body: { ...repair, model: 'Primera edición' } });
    expect(first.status).toBe(200);
    const stale = await staff(`/api/repairs/${repair.id}`, { method: 'PUT', body: { ...repair, model: 'Edición vieja' } });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toMatch(/Otra persona ha modificado esta reparación/);
    const now = await staff(`/api/repairs/${repair.id}`);
    expect(now.json).toMatchObject({ model: 'Primera edición', version: 1 });
    const history = await staff(`/api/repairs/${repair.id}/history`);
    expect(history.json[1].changes).toEqual([{ field: 'model', label: 'Modelo', from: 'Galaxy S21', to: 'Primera edición' }]);
  });

  it('answers bad input with 400 and the spec’s messages, never a 500', async () => {
    const { json: repair } = await staff('/api/repairs', { method: 'POST', body: newRepair });
    const edit = await staff(`/api/repairs/${repair.id}`, {
      method: 'PUT',
      body: { ...repair, device: '  ', model: '', contactNumber: '', description: '', priceCents: -100 },
    });
    expect(edit.status).toBe(400);
    expect(edit.json).toEqual({
      message: 'Por favor, corrige los errores en el formulario',
      errors: {
        device: 'El dispositivo es obligatorio',
        model: 'El modelo es obligatorio',
        contactNumber: 'El número de contacto es obligatorio',
        description: 'La descripción es obligatoria',
        priceCents: 'El precio debe ser un número válido mayor o igual a 0',
      },
    });
    const cases: [string, string, unknown, number, string][] = [
      ['GET', '/api/repairs/abc', undefined, 400, 'ID de reparación no válido'],
      ['GET', '/api/repairs/0', undefined, 400, 'ID de reparación no válido'],
      ['GET', '/api/repairs/999999', undefined, 404, 'Reparación no encontrada'],
      ['DELETE', '/api/repairs/999999', undefined, 404, 'Reparación no encontrada'],
      ['POST', '/api/repairs/999999/status', { status: 'completed' }, 404, 'Reparación no encontrada'],
      ['POST', '/api/repairs', '{"device": ', 400, 'El cuerpo de la petición no es JSON válido'],
      ['POST', '/api/repairs', '[1,2]', 400, 'El cuerpo de la petición debe ser un objeto JSON'],
      ['POST', '/api/repairs', { ...newRepair, clientId: 424242 }, 400, 'Por favor, corrige los errores en el formulario'],
      ['PUT', `/api/repairs/${repair.id}`, { device: 'x' }, 400, 'Falta la versión de la reparación que se editaba'],
      ['GET', '/api/repairs?range=[5,1]', undefined, 400, 'Parámetros de la lista no válidos'],
      ['GET', '/api/repairs?sort=["password","ASC"]', undefined, 400, 'Parámetros de la lista no válidos'],
      ['GET', '/api/repairs?filter=nojson', undefined, 400, 'Parámetros de la lista no válidos'],
      ['GET', '/api/no-existe', undefined, 404, 'Ruta no encontrada'],
    ];
    for (const [method, path, body, status, message] of cases) {
      const response = await staff(path, { method, body });
      expect({ path, method, status: response.status, message: response.json?.message }).toEqual({ path, method, status, message });
    }
    const xml = await staff('/api/repairs', { method: 'POST', body: '<a/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.status).toBe(415);
    const huge = await staff('/api/repairs', { method: 'POST', body: { ...newRepair, description: 'x'.repeat(2 * 1024 * 1024) } });
    expect(huge.status).toBe(413);
    expect(huge.json.message).toBe('El contenido enviado es demasiado grande');
  });

  it('keeps a deleted repair’s history for the owner', async () => {
    const { json: repair } = await staff('/api/repairs', { method: 'POST', body: newRepair });
    expect((await staff(`/api/repairs/${repair.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await staff(`/api/repairs/${repair.id}`)).status).toBe(404);
    const history = await staff(`/api/repairs/${repair.id}/history`);
    expect(history.json.map((e: any) => e.type)).toEqual(['RepairRegistered', 'RepairDeleted']);
  });
});

describe('Clients over HTTP', () => {
  it('registers a client and finds it by phone, name or e-mail', async () => {
    const created = await staff('/api/clients', { method: 'POST', body: { name: 'Álvaro', lastName: 'Núñez', phone: '600 000 111', email: 'alvaro@example.es' } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ fullName: 'Álvaro Núñez', version: 0 });
    for (const q of ['alvaro', 'NUÑEZ', '600 000', 'alvaro@example']) {
      const found = await staff(`/api/clients?filter=${encodeURIComponent(JSON.stringify({ q }))}`);
      expect(found.json.map((c: any) => c.id)).toContain(created.json.id);
    }
    expect((await staff(`/api/clients/${created.json.id}`)).json.email).toBe('alvaro@example.es');
  });

  it('lists clients by name by default and explains bad input', async () => {
    const list = await staff('/api/clients');
    const names = list.json.map((c: any) => c.name);
    // Spanish order: Álvaro first, not after María as bytes would have it.
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
    const bad = await staff('/api/clients', { method: 'POST', body: { name: '', phone: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ name: 'El nombre es obligatorio', phone: 'El formato del teléfono no es válido' });
    expect((await staff('/api/clients/nope')).json.message).toBe('ID de cliente no válido');
    expect((await staff('/api/clients/9999')).json.message).toBe('Cliente no encontrado');
  });
});
});
