import { ENGINES } from '../../../tools/test-databases.js';
import { client, dataProvider, startApi, type RunningApi } from './harness.js';

/**
 * The 'Eliminadas' view: deletion stays a tombstone in each record's stream, and the owner finds
 * every deleted record (who, when, what it was) and reads its whole history.
 */
describe.each(ENGINES)('Deleted records on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let staff: ReturnType<typeof client>;
  let cookie: string;
  let client1: { id: number };

  const created = async (path: string, body: Record<string, unknown>) => {
    const answer = await staff(path, { method: 'POST', body });
    if (answer.status !== 201) throw new Error(`${path}: ${answer.status} ${answer.text}`);
    return answer.json as { id: number; version: number };
  };
  const remove = async (path: string) => expect((await staff(path, { method: 'DELETE' })).status).toBe(200);
  const page = (filter: Record<string, unknown> = {}) =>
    staff(`/api/deleted?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,99]')}`);

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    cookie = await api.login('gerente@taller.demo');
    staff = client(api.url, cookie);
    client1 = await created('/api/clients', { name: 'Álvaro', lastName: 'Borrado', phone: '655 100 200' });
  });
  afterAll(() => api.close());

  it('lists every kind of deleted record, newest first, with what it was, who deleted it and when', async () => {
    const repair = await created('/api/repairs', {
      clientId: client1.id, device: 'Móvil', model: 'Pixel 7', description: 'Pantalla rota', entryDate: '2026-11-20',
    });
    const revision = await created('/api/revisions', {
      clientId: client1.id, device: 'Portátil', model: 'ThinkPad', contactNumber: '655 100 200', motive: 'diagnostico', description: 'Lento', date: '2026-11-24',
    });
    const order = await created('/api/orders', {
      clientId: client1.id, name: 'Funda de silicona', description: 'Azul marino', quantity: 1, unitPriceCents: 1500,
    });
    const lonely = await created('/api/clients', { name: 'Sin', lastName: 'Trabajo', phone: '655 100 201' });
    await remove(`/api/repairs/${repair.id}`);
    await remove(`/api/revisions/${revision.id}`);
    await remove(`/api/orders/${order.id}`);
    await remove(`/api/clients/${lonely.id}`);

    const answer = await page();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-range')).toMatch(/^deleted 0-3\/4$/);
    expect(answer.json.map((r: { id: string }) => r.id)).toEqual([`client-${lonely.id}`, `order-${order.id}`, `revision-${revision.id}`, `repair-${repair.id}`]);
    expect(answer.json[3]).toMatchObject({
      kind: 'repair',
      resource: 'repairs',
      recordId: repair.id,
      title: 'Móvil Pixel 7',
      clientId: client1.id,
      clientName: 'Álvaro Borrado',
      deletedBy: { name: 'Gonzalo Gerente', role: 'gerente', roleLabel: 'Gerente' },
      source: 'api',
    });
    expect(Date.parse(answer.json[3].deletedAt)).toBeGreaterThanOrEqual(Date.parse(answer.json[3].registeredAt));
    expect(answer.json[2]).toMatchObject({ kind: 'revision', title: 'Portátil ThinkPad', clientName: 'Álvaro Borrado' });
    expect(answer.json[1]).toMatchObject({ kind: 'order', title: 'Funda de silicona', clientName: 'Álvaro Borrado' });
    expect(answer.json[0]).toMatchObject({ kind: 'client', title: 'Sin Trabajo', clientId: null, clientName: null });

    // The live lists no longer have them; the view does, by kind or by number.
    expect((await staff(`/api/repairs/${repair.id}`)).status).toBe(404);
    expect((await page({ kind: 'repair' })).json.map((r: { id: string }) => r.id)).toEqual([`repair-${repair.id}`]);
    expect((await page({ kind: ['order', 'client'] })).json).toHaveLength(2);
    expect((await page({ recordId: revision.id, kind: 'revision' })).json.map((r: { id: string }) => r.id)).toEqual([`revision-${revision.id}`]);
    const oldestFirst = await staff(`/api/deleted?sort=${encodeURIComponent('["deletedAt","ASC"]')}`);
    expect(oldestFirst.json[0].id).toBe(`repair-${repair.id}`);

    // One of them, through the unmodified ra-data-simple-rest client, and its whole history.
    const { data } = await dataProvider(api.url, cookie).getOne('deleted', { id: `repair-${repair.id}` });
    expect(data).toMatchObject({ title: 'Móvil Pixel 7', version: 1 });
    const history = (await staff(`/api/repairs/${repair.id}/history`)).json;
    expect(history.map((e: { label: string }) => e.label)).toEqual(['Reparación registrada', 'Reparación eliminada']);
  });

  it('answers 404 for a record that was not deleted, 400 in Spanish for what is not a record, 401 without a session', async () => {
    const live = await created('/api/clients', { name: 'Sigue', lastName: 'Vivo', phone: '655 100 202' });
    const notDeleted = await staff(`/api/deleted/client-${live.id}`);
    expect(notDeleted.status).toBe(404);
    expect(notDeleted.json.message).toBe('No hay ningún registro eliminado con ese número');
    expect((await staff('/api/deleted/repair-999999')).status).toBe(404);
    for (const id of ['repair', 'nota-1', 'repair-0', 'repair-1x', `repair-${'9'.repeat(20)}`, '%00']) {
      const answer = await staff(`/api/deleted/${encodeURIComponent(id)}`);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe('Registro no válido: usa el tipo y el número, como repair-12');
    }
    expect((await page({ kind: 'nota' })).json.message).toBe('Tipo de registro no válido: repair, revision, order o client');
    expect((await page({ recordId: 'x' })).json.message).toBe('El número de registro debe ser un número entero positivo');
    expect((await staff('/api/deleted?sort=%5B%22title%22%2C%22ASC%22%5D')).status).toBe(400);
    const anonymous = client(api.url);
    expect((await anonymous('/api/deleted')).status).toBe(401);
    expect((await anonymous('/api/deleted/repair-1')).status).toBe(401);
    const customer = client(api.url, await api.login('cliente@taller.demo'));
    expect((await customer('/api/deleted')).status).toBe(403);
  });
});
