import type { MikroORM } from '@mikro-orm/core';
import { ENGINES } from '../../../tools/test-databases.js';
import { MIKRO_ORM } from '../src/index.js';
import { Note } from '../src/notes/note.entity.js';
import { client, dataProvider, startApi, type RunningApi } from './harness.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('Quick notes on $name', ({ databaseUrl }) => {
let api: RunningApi;
let cookie: string;
let staff: ReturnType<typeof client>;
let gerenteId: number;

beforeAll(async () => {
  api = await startApi(await databaseUrl());
  cookie = await api.login('gerente@taller.demo');
  staff = client(api.url, cookie);
  gerenteId = (await staff('/api/auth/me')).json.user.id;
});
afterAll(async () => {
  await api.close();
});

const listUrl = (params: { sort?: unknown; range?: unknown; filter?: unknown }) =>
  `/api/notes?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)]))}`;

async function createNote(title: string, content: string): Promise<any> {
  const response = await staff('/api/notes', { method: 'POST', body: { title, content } });
  expect(response.status).toBe(201);
  return response.json;
}

/** Moves a note's creation back in time, as if it had been written then. */
async function writtenAt(id: number, createdAt: Date): Promise<void> {
  const orm = api.app.get<MikroORM>(MIKRO_ORM);
  await orm.em.fork().nativeUpdate(Note, { id }, { createdAt, updatedAt: createdAt });
}

describe('Access', () => {
  it('refuses every notes route to an anonymous visitor with 401', async () => {
    const anonymous = client(api.url);
    for (const [method, path] of [['GET', '/api/notes'], ['GET', '/api/notes/1'], ['POST', '/api/notes'], ['PUT', '/api/notes/1'], ['DELETE', '/api/notes/1'], ['DELETE', '/api/notes?filter={"id":[1]}']]) {
      const response = await anonymous(path!, { method, body: method === 'POST' || method === 'PUT' ? { title: 'a', content: 'b' } : undefined });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
      expect(response.json.message).toMatch(/inicia sesión/i);
    }
  });

  it('refuses a customer with 403', async () => {
    const customer = client(api.url, await api.login('cliente@taller.demo'));
    expect((await customer('/api/notes')).status).toBe(403);
    expect((await customer('/api/notes', { method: 'POST', body: { title: 'a', content: 'b' } })).status).toBe(403);
  });
});

describe('Writing, reading, editing and deleting a note', () => {
  it('creates a note of the signed-in account, trimmed, and answers it whole with 201', async () => {
    const response = await staff('/api/notes', { method: 'POST', body: { title: '  Pedir pantallas  ', content: '\n Dos del iPhone 13 \n', userId: 999 } });
    expect(response.status).toBe(201);
    const note = response.json;
    expect(Object.keys(note).sort()).toEqual(['authorName', 'content', 'createdAt', 'id', 'title', 'updatedAt', 'userId', 'version']);
    expect(note).toMatchObject({ title: 'Pedir pantallas', content: 'Dos del iPhone 13', userId: gerenteId, authorName: 'Gonzalo Gerente', version: 1 });
    expect(note.updatedAt).toBe(note.createdAt);
    expect(Math.abs(Date.parse(note.createdAt) - Date.now())).toBeLessThan(60_000);
    expect((await staff(`/api/notes/${note.id}`)).json).toEqual(note);

    const admin = client(api.url, await api.login('administrador@taller.demo'));
    const byAdmin = await admin('/api/notes', { method: 'POST', body: { title: 'Cierre de caja', content: 'Contar el cambio' } });
    expect(byAdmin.json).toMatchObject({ authorName: 'Ana Administradora' });
    expect(byAdmin.json.userId).not.toBe(gerenteId);
  });

  it('accepts a title of exactly 30 characters', async () => {
    const note = await createNote('t'.repeat(30), 'Cabe justo');
    expect(note.title).toHaveLength(30);
  });

  it('refuses a missing title, a 31-character title and blank content with the spec’s messages', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ content: 'zqinvalida' }, { title: 'El título es obligatorio' }],
      [{ title: '   ', content: 'zqinvalida' }, { title: 'El título es obligatorio' }],
      [{ title: 't'.repeat(31), content: 'zqinvalida' }, { title: 'El título no puede exceder 30 caracteres' }],
      [{ title: 'Nota', content: '' }, { content: 'El contenido es obligatorio' }],
      [{ title: 'Nota', content: ' \n\t ' }, { content: 'El contenido es obligatorio' }],
      [{ title: 42, content: null }, { title: 'El título es obligatorio', content: 'El contenido es obligatorio' }],
      [{}, { title: 'El título es obligatorio', content: 'El contenido es obligatorio' }],
    ];
    for (const [body, errors] of cases) {
      const response = await staff('/api/notes', { method: 'POST', body });
      expect({ body, status: response.status, json: response.json }).toEqual({ body, status: 400, json: { message: Object.values(errors)[0], errors } });
    }
    expect((await staff('/api/notes', { method: 'POST', body: '[1]' })).json.message).toBe('El cuerpo de la petición debe ser un objeto JSON');
    expect((await staff('/api/notes', { method: 'POST', body: '{"title": ' })).json.message).toBe('El cuerpo de la petición no es JSON válido');
    const total = (await staff(listUrl({ filter: { q: 'zqinvalida' } }))).json;
    expect(total).toEqual([]);
  });

  it('updates title and content, keeps who wrote it and when, and searches the new text', async () => {
    const note = await createNote('Llamar proveedor', 'Baterías viejas');
    await writtenAt(note.id, new Date(Date.now() - 2 * DAY_MS));
    const before = (await staff(`/api/notes/${note.id}`)).json;
    const response = await staff(`/api/notes/${note.id}`, { method: 'PUT', body: { title: ' Llamar distribuidor ', content: 'Baterías nuevas' } });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: note.id, title: 'Llamar distribuidor', content: 'Baterías nuevas', userId: gerenteId, authorName: 'Gonzalo Gerente', version: before.version + 1 });
    expect(response.json.createdAt).toBe(before.createdAt);
    expect(Date.parse(response.json.createdAt)).toBeLessThan(Date.parse(note.createdAt) - DAY_MS);
    expect(Date.parse(response.json.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await staff(`/api/notes/${note.id}`)).json).toEqual(response.json);
    expect((await staff(listUrl({ filter: { q: 'distribuidor' } }))).json.map((n: any) => n.id)).toEqual([note.id]);
    expect((await staff(listUrl({ filter: { q: 'proveedor' } }))).json).toEqual([]);

    const invalid = await staff(`/api/notes/${note.id}`, { method: 'PUT', body: { title: 'x'.repeat(31), content: '  ' } });
    expect(invalid.status).toBe(400);
    expect(invalid.json).toEqual({
      message: 'El título no puede exceder 30 caracteres',
      errors: { title: 'El título no puede exceder 30 caracteres', content: 'El contenido es obligatorio' },
    });
    expect((await staff(`/api/notes/${note.id}`)).json.title).toBe('Llamar distribuidor');
  });

  it('refuses an edit based on a stale version with 409 and changes nothing; without a version the last save wins', async () => {
    const note = await createNote('Inventario', 'Contar fundas');
    const first = await staff(`/api/notes/${note.id}`, { method: 'PUT', body: { title: 'Inventario', content: 'Contar fundas y cables', version: 1 } });
    expect(first.json.version).toBe(2);
    const stale = await staff(`/api/notes/${note.id}`, { method: 'PUT', body: { title: 'Inventario', content: 'Contar nada', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toMatch(/Otra persona ha modificado esta nota/);
    expect((await staff(`/api/notes/${note.id}`)).json).toMatchObject({ content: 'Contar fundas y cables', version: 2 });
    const badVersion = await staff(`/api/notes/${note.id}`, { method: 'PUT', body: { title: 'Inventario', content: 'x', version: 'dos' } });
    expect(badVersion.status).toBe(400);
    expect(badVersion.json.errors).toEqual({ version: 'La versión de la nota no es válida' });
    const lastWins = await staff(`/api/notes/${note.id}`, { method: 'PUT', body: { title: 'Inventario', content: 'Contar todo' } });
    expect(lastWins.json).toMatchObject({ content: 'Contar todo', version: 3 });
  });

  it('lets exactly one of two simultaneous edits of the same version through', async () => {
    const note = await createNote('A la vez', 'Original');
    const edit = (content: string, version?: number) => staff(`/api/notes/${note.id}`, { method: 'PUT', body: { title: 'A la vez', content, version } });
    const racing = await Promise.all([edit('Primera', 1), edit('Segunda', 1)]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = racing.find((r) => r.status === 200)!.json;
    expect((await staff(`/api/notes/${note.id}`)).json).toMatchObject({ content: winner.content, version: 2 });
    const unversioned = await Promise.all([edit('Tercera'), edit('Cuarta')]);
    expect(unversioned.map((r) => r.status)).toEqual([200, 200]);
    expect((await staff(`/api/notes/${note.id}`)).json.version).toBe(4);
  });

  it('deletes a note and answers it as it was; then it is gone', async () => {
    const note = await createNote('Borrar luego', 'Temporal');
    const deleted = await staff(`/api/notes/${note.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual(note);
    expect((await staff(`/api/notes/${note.id}`)).status).toBe(404);
    expect((await staff(`/api/notes/${note.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('answers missing notes with 404 and invalid ids with 400, in Spanish', async () => {
    const cases: [string, string, unknown, number, string][] = [
      ['GET', '/api/notes/999999', undefined, 404, 'Nota no encontrada'],
      ['PUT', '/api/notes/999999', { title: 'a', content: 'b' }, 404, 'Nota no encontrada'],
      ['DELETE', '/api/notes/999999', undefined, 404, 'Nota no encontrada'],
      ['GET', '/api/notes/abc', undefined, 400, 'ID de nota no válido'],
      ['GET', '/api/notes/0', undefined, 400, 'ID de nota no válido'],
      ['GET', '/api/notes/-3', undefined, 400, 'ID de nota no válido'],
      ['GET', '/api/notes/1.5', undefined, 400, 'ID de nota no válido'],
      ['PUT', '/api/notes/null', { title: 'a', content: 'b' }, 400, 'ID de nota no válido'],
      ['DELETE', '/api/notes/undefined', undefined, 400, 'ID de nota no válido'],
      ['PUT', '/api/notes/1', '"texto"', 400, 'El cuerpo de la petición debe ser un objeto JSON'],
    ];
    for (const [method, path, body, status, message] of cases) {
      const response = await staff(path, { method, body });
      expect({ method, path, status: response.status, message: response.json?.message }).toEqual({ method, path, status, message });
    }
  });
});

describe('The board’s list', () => {
  it('sorts newest first by default and counts with Content-Range', async () => {
    const [threeDays, today, tenDays] = [
      await createNote('Hace tres días', 'zqorden'),
      await createNote('Hoy', 'zqorden'),
      await createNote('Hace diez días', 'zqorden'),
    ];
    await writtenAt(threeDays.id, new Date(Date.now() - 3 * DAY_MS));
    await writtenAt(tenDays.id, new Date(Date.now() - 10 * DAY_MS));

    const all = await staff(listUrl({ filter: { q: 'zqorden' } }));
    expect(all.json.map((n: any) => n.id)).toEqual([today.id, threeDays.id, tenDays.id]);
    expect(all.headers.get('content-range')).toBe('notes 0-2/3');
    const page = await staff(listUrl({ sort: ['createdAt', 'DESC'], range: [1, 1], filter: { q: 'zqorden' } }));
    expect(page.json.map((n: any) => n.id)).toEqual([threeDays.id]);
    expect(page.headers.get('content-range')).toBe('notes 1-1/3');
    const oldestFirst = await staff(listUrl({ sort: ['createdAt', 'ASC'], filter: { q: 'zqorden' } }));
    expect(oldestFirst.json.map((n: any) => n.id)).toEqual([tenDays.id, threeDays.id, today.id]);
    const byTitle = await staff(listUrl({ sort: ['title', 'ASC'], filter: { q: 'zqorden' } }));
    expect(byTitle.json.map((n: any) => n.title)).toEqual(['Hace diez días', 'Hace tres días', 'Hoy']);

    const everything = await staff('/api/notes');
    const created = everything.json.map((n: any) => Date.parse(n.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(everything.headers.get('content-range')).toBe(`notes 0-${everything.json.length - 1}/${everything.json.length}`);
    const none = await staff(listUrl({ filter: { q: 'zq-nada' } }));
    expect(none.json).toEqual([]);
    expect(none.headers.get('content-range')).toBe('notes */0');
  });

  it('filters recent notes (within 7 days) from older ones', async () => {
    const justIn = await createNote('Reciente', 'zqedad');
    const almostWeek = await createNote('Casi una semana', 'zqedad');
    const justOver = await createNote('Algo más de una semana', 'zqedad');
    const old = await createNote('Antigua', 'zqedad');
    await writtenAt(almostWeek.id, new Date(Date.now() - 7 * DAY_MS + 60 * 60_000));
    await writtenAt(justOver.id, new Date(Date.now() - 7 * DAY_MS - 60 * 60_000));
    await writtenAt(old.id, new Date(Date.now() - 40 * DAY_MS));

    const ids = async (filter: object) => (await staff(listUrl({ filter: { q: 'zqedad', ...filter } }))).json.map((n: any) => n.id);
    expect(await ids({ age: 'recent' })).toEqual([justIn.id, almostWeek.id]);
    expect(await ids({ age: 'older' })).toEqual([justOver.id, old.id]);
    expect(await ids({ age: 'all' })).toEqual([justIn.id, almostWeek.id, justOver.id, old.id]);
    expect(await ids({})).toEqual([justIn.id, almostWeek.id, justOver.id, old.id]);
    const recentCount = await staff(listUrl({ range: [0, 0], filter: { q: 'zqedad', age: 'older' } }));
    expect(recentCount.headers.get('content-range')).toBe('notes 0-0/2');

    const bad = await staff(listUrl({ filter: { age: 'ayer' } }));
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ age: "El filtro de antigüedad debe ser 'recent' (últimos 7 días) u 'older' (más antiguas)" });
  });

  it('searches title and content ignoring case and accents', async () => {
    const maria = await createNote('Llamar a María', 'Pedir la PANTALLA del iPhone');
    const jose = await createNote('Recoger pedido', 'Lo trae José a las 17:00');
    const ids = async (q: string) => (await staff(listUrl({ filter: { q } }))).json.map((n: any) => n.id);
    for (const q of ['maria', 'MARÍA', 'a maria', 'PANTALLA DEL iphone']) expect({ q, ids: await ids(q) }).toEqual({ q, ids: [maria.id] });
    for (const q of ['jose', 'JOSÉ a las', 'RECOGER']) expect({ q, ids: await ids(q) }).toEqual({ q, ids: [jose.id] });
    expect(await ids('marta')).toEqual([]);
    for (const q of ['100%', 'a_b', 'c:\\', "o'neil", '%']) {
      expect({ q, status: (await staff(listUrl({ filter: { q } }))).status }).toEqual({ q, status: 200 });
    }
  });

  it('answers several notes by id (getMany), ignoring ids that are not', async () => {
    const a = await createNote('Uno', 'zqmany');
    const b = await createNote('Dos', 'zqmany');
    const response = await staff(listUrl({ filter: { id: [a.id, b.id, 'x', 999999] } }));
    expect(response.json.map((n: any) => n.id).sort()).toEqual([a.id, b.id].sort());
    expect(response.headers.get('content-range')).toBe('notes 0-1/2');
  });

  it('explains bad list parameters with 400', async () => {
    for (const path of [listUrl({ sort: ['searchText', 'ASC'] }), listUrl({ range: [5, 1] }), '/api/notes?filter=nojson', listUrl({ filter: [1] })]) {
      const response = await staff(path);
      expect({ path, status: response.status, message: response.json.message }).toEqual({ path, status: 400, message: 'Parámetros de la lista no válidos' });
    }
  });

  it('deletes several notes at once with DELETE ?filter={"id":[…]}, never all of them', async () => {
    const a = await createNote('Borrar A', 'zqvarias');
    const b = await createNote('Borrar B', 'zqvarias');
    const keep = await createNote('Quedarse', 'zqvarias');
    const deleted = await staff(listUrl({ filter: { id: [a.id, b.id, 999999] } }), { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(deleted.json.map((n: any) => n.id)).toEqual([a.id, b.id]);
    expect((await staff(listUrl({ filter: { q: 'zqvarias' } }))).json.map((n: any) => n.id)).toEqual([keep.id]);

    const cases: [string, string][] = [
      ['/api/notes', 'Indica qué notas se eliminan: filter={"id":[…]}'],
      [listUrl({ filter: {} }), 'Indica qué notas se eliminan: filter={"id":[…]}'],
      [listUrl({ filter: { id: [] } }), 'Indica qué notas se eliminan: filter={"id":[…]}'],
      [listUrl({ filter: { id: [keep.id, 'x'] } }), 'ID de nota no válido'],
      [listUrl({ filter: { id: Array.from({ length: 1001 }, (_, i) => i + 1) } }), 'No se pueden eliminar más de 1000 notas a la vez'],
    ];
    for (const [path, message] of cases) {
      const response = await staff(path, { method: 'DELETE' });
      expect({ status: response.status, message: response.json.message }).toEqual({ status: 400, message });
    }
    expect((await staff(`/api/notes/${keep.id}`)).status).toBe(200);
  });
});

describe('The unmodified ra-data-simple-rest client', () => {
  const provider = () =>
    dataProvider(api.url, cookie);

  it('performs getList, getOne, getMany, create, update, delete and deleteMany on /api/notes', async () => {
    const data = provider();
    const created = await data.create('notes', { data: { title: 'Nota del tablero', content: 'Revisar el pedido de fundas' } });
    expect(created.data).toMatchObject({ title: 'Nota del tablero', userId: gerenteId, version: 1 });
    const id = created.data.id;
    const second = (await data.create('notes', { data: { title: 'Otra del tablero', content: 'Fundas' } })).data;

    const list = await data.getList('notes', {
      pagination: { page: 1, perPage: 15 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'FUNDAS', age: 'recent' },
    });
    expect(list.total).toBe(2);
    expect(list.data.map((n) => n.id)).toEqual([second.id, id]);

    expect((await data.getOne('notes', { id })).data.content).toBe('Revisar el pedido de fundas');
    expect((await data.getMany('notes', { ids: [id, second.id] })).data.map((n) => n.id).sort()).toEqual([id, second.id].sort());

    const current = (await data.getOne('notes', { id })).data;
    const updated = await data.update('notes', { id, data: { ...current, content: 'Pedido de fundas revisado' }, previousData: current });
    expect(updated.data).toMatchObject({ id, content: 'Pedido de fundas revisado', version: 2 });
    await expect(data.update('notes', { id, data: { ...current, content: 'Versión vieja' }, previousData: current })).rejects.toMatchObject({ status: 409 });

    const deleted = await data.delete('notes', { id, previousData: updated.data });
    expect(deleted.data.id).toBe(id);
    await expect(data.getOne('notes', { id })).rejects.toMatchObject({ status: 404 });

    const third = (await data.create('notes', { data: { title: 'Tercera', content: 'Fundas otra vez' } })).data;
    const many = await data.deleteMany('notes', { ids: [second.id, third.id] });
    expect([...(many.data ?? [])].sort()).toEqual([second.id, third.id].sort());
    expect((await data.getList('notes', { pagination: { page: 1, perPage: 15 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { q: 'fundas' } })).total).toBe(0);
  });
});
});
