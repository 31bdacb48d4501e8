import { ENGINES } from '../../../tools/test-databases.js';
import { client, dataProvider, startApi, type RunningApi } from './harness.js';

describe.each(ENGINES)('Clients on $name', ({ databaseUrl }) => {
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

  const list = (params: Record<string, unknown>) =>
    staff(`/api/clients?${Object.entries(params).map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`).join('&')}`);

  describe('Registering', () => {
    it('registers a client with company, status and today as registration date', async () => {
      const created = await staff('/api/clients', {
        method: 'POST',
        body: { name: 'Íñigo', lastName: 'Ibarra', phone: '+34 677 000 001', email: 'inigo@bar-sol.es', company: 'Bar Sol' },
      });
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({
        name: 'Íñigo',
        lastName: 'Ibarra',
        fullName: 'Íñigo Ibarra',
        company: 'Bar Sol',
        status: 'active',
        version: 0,
        registrationDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date()),
      });
    });

    it('answers a client with the phone or e-mail of another with 409 and that client', async () => {
      const first = await staff('/api/clients', { method: 'POST', body: { name: 'Rocío', phone: '677 000 002', email: 'rocio@example.es' } });
      for (const body of [
        { name: 'Otra', phone: '+34 677-000-002' },
        { name: 'Otra', phone: '677 999 999', email: 'ROCIO@example.es' },
      ]) {
        const twin = await staff('/api/clients', { method: 'POST', body });
        expect(twin.status).toBe(409);
        expect(twin.json).toMatchObject({ message: 'Ya existe un cliente con ese teléfono o email', existing: { id: first.json.id, name: 'Rocío' } });
      }
      const quickTwin = await staff('/api/clients/quick', { method: 'POST', body: { name: 'Rocío', phone: '677000002' } });
      expect(quickTwin.status).toBe(409);
    });

    it('explains a bad form field by field, in Spanish', async () => {
      const bad = await staff('/api/clients', { method: 'POST', body: { name: ' ', phone: '12', email: 'x@', status: 'vip' } });
      expect(bad.status).toBe(400);
      expect(bad.json).toEqual({
        message: 'Por favor, corrige los errores en el formulario',
        errors: {
          name: 'El nombre es obligatorio',
          phone: 'El formato del teléfono no es válido',
          email: 'El formato del email no es válido',
          status: 'Estado de cliente no válido',
        },
      });
      expect((await staff('/api/clients', { method: 'POST', body: '[1]' })).status).toBe(400);
    });

    it('takes a quick client with name and phone, both required', async () => {
      const quick = await staff('/api/clients/quick', { method: 'POST', body: { name: 'Paco', phone: '677 000 003' } });
      expect(quick.status).toBe(201);
      expect(quick.json).toMatchObject({ name: 'Paco', phone: '677 000 003', email: '', status: 'active' });
      const incomplete = await staff('/api/clients/quick', { method: 'POST', body: { name: 'Paco' } });
      expect(incomplete.status).toBe(400);
      expect(incomplete.json.message).toBe('Por favor, completa todos los campos');
    });
  });

  describe('Listing and searching', () => {
    it('sorts names as a Spanish reader expects: accents with their letter, ñ after n, case aside, on clients and on work', async () => {
      const tag = `${Date.now() % 100000}`;
      // Names no other test searches for (others look for 'Zoe' and 'Nuria').
      const people = ['Zacarías', 'Álvaro', 'alberto', 'Ñandú', 'Noelia', 'Óscar', 'Úrsula', 'Ulises'];
      const ids: number[] = [];
      for (const [i, name] of people.entries()) {
        const created = await staff('/api/clients', { method: 'POST', body: { name, lastName: `Orden${tag}`, phone: `6${tag.padStart(5, '0')}${String(i).padStart(3, '0')}` } });
        expect(created.status).toBe(201);
        ids.push(created.json.id);
        const repair = await staff('/api/repairs', { method: 'POST', body: { clientId: created.json.id, device: `Ñ${name}`, description: 'Orden alfabético' } });
        expect(repair.status).toBe(201);
      }
      const expected = ['alberto', 'Álvaro', 'Noelia', 'Ñandú', 'Óscar', 'Ulises', 'Úrsula', 'Zacarías'];
      const clients = await list({ sort: ['name', 'ASC'], filter: { q: `orden${tag}` } });
      expect(clients.json.map((c: { name: string }) => c.name)).toEqual(expected);
      const descending = await list({ sort: ['name', 'DESC'], filter: { q: `orden${tag}` } });
      expect(descending.json.map((c: { name: string }) => c.name)).toEqual([...expected].reverse());
      const repairs = await staff(`/api/repairs?sort=${encodeURIComponent('["clientName","ASC"]')}&filter=${encodeURIComponent(JSON.stringify({ q: `orden${tag}` }))}`);
      expect(repairs.json.map((r: { clientName: string }) => r.clientName)).toEqual(expected.map((name) => `${name} Orden${tag}`));
      const byDevice = await staff(`/api/repairs?sort=${encodeURIComponent('["device","ASC"]')}&filter=${encodeURIComponent(JSON.stringify({ q: `orden${tag}` }))}`);
      expect(byDevice.json.map((r: { device: string }) => r.device)).toEqual(expected.map((name) => `Ñ${name}`));
    });


    it('reads a column sorted descending as the same column ascending, backwards, ties included', async () => {
      const tag = `Vuelta${Date.now() % 100000}`;
      // Two statuses, several clients each: the ties go by id in the sort's own direction.
      for (const [i, status] of ['active', 'pending', 'active', 'pending', 'active'].entries()) {
        const created = await staff('/api/clients', { method: 'POST', body: { name: 'Ana', lastName: tag, phone: `699 1${String(i).padStart(2, '0')} 000`, status } });
        expect(created.status).toBe(201);
      }
      for (const field of ['status', 'name', 'registrationDate']) {
        const ids = async (order: string) => (await list({ sort: [field, order], filter: { q: tag } })).json.map((c: { id: number }) => c.id);
        const ascending = await ids('ASC');
        expect(ascending).toHaveLength(5);
        expect(await ids('DESC')).toEqual([...ascending].reverse());
      }
    });

    it('sorts by name by default, filters by status and searches name, e-mail, phone and company', async () => {
      await staff('/api/clients', { method: 'POST', body: { name: 'Zoe', phone: '677 000 004', status: 'inactive', company: 'Talleres Núñez' } });
      const all = await list({});
      const names = all.json.map((c: { name: string }) => c.name);
      // In Spanish order: Íñigo with the I's, before Zoe (a byte order puts it after).
      expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
      expect(names.indexOf('Íñigo')).toBeLessThan(names.indexOf('Zoe'));
      const inactive = await list({ filter: { status: 'inactive' } });
      expect(inactive.json.map((c: { name: string }) => c.name)).toEqual(['Zoe']);
      for (const q of ['talleres nunez', 'ZOE', '677000004', '677 000 004']) {
        expect((await list({ filter: { q } })).json.map((c: { name: string }) => c.name)).toEqual(['Zoe']);
      }
      expect((await list({ filter: { q: 'bar-sol.es' } })).json.map((c: { name: string }) => c.name)).toEqual(['Íñigo']);
      const page = await list({ sort: ['registrationDate', 'DESC'], range: [0, 1] });
      expect(page.json).toHaveLength(2);
      expect(page.headers.get('content-range')).toMatch(/^clients 0-1\/\d+$/);
      expect((await list({ sort: ['password', 'ASC'] })).status).toBe(400);
    });

    it('finds clients for new work from 2 characters, by name, last name, phone or e-mail', async () => {
      const found = await staff('/api/clients/search?q=ibar');
      expect(found.status).toBe(200);
      expect(found.json).toEqual([{ id: expect.any(Number), name: 'Íñigo', lastName: 'Ibarra', email: 'inigo@bar-sol.es', phone: '+34 677 000 001' }]);
      expect((await staff('/api/clients/search?q=677000001')).json.map((c: { name: string }) => c.name)).toEqual(['Íñigo']);
      const short = await staff('/api/clients/search?q=%20i%20');
      expect(short.status).toBe(400);
      expect(short.json.message).toBe('Escribe al menos 2 caracteres para buscar');
    });
  });

  describe('The detail', () => {
    it('shows counts, pending work, revenue and the latest 5 repairs', async () => {
      const lola = (await staff('/api/clients', { method: 'POST', body: { name: 'Lola', phone: '677 000 005' } })).json;
      for (let i = 1; i <= 6; i++) {
        const repair = await staff('/api/repairs', {
          method: 'POST',
          body: { clientId: lola.id, device: 'Móvil', model: `M${i}`, contactNumber: '677 000 005', description: 'Pantalla', priceCents: 1000 * i, isPaid: i <= 2 },
        });
        expect(repair.status).toBe(201);
        if (i === 1) await staff(`/api/repairs/${repair.json.id}/status`, { method: 'POST', body: { status: 'completed' } });
      }
      const detail = await staff(`/api/clients/${lola.id}`);
      expect(detail.status).toBe(200);
      expect(detail.json.work.repairs).toMatchObject({ total: 6, pending: 5 });
      expect(detail.json.work.repairs.latest.map((r: { model: string }) => r.model)).toEqual(['M6', 'M5', 'M4', 'M3', 'M2']);
      expect(detail.json.work.revenueCents).toBe(3000);
    });

    it('counts the client’s orders in the list and the detail, and paid orders as revenue', async () => {
      const pepa = (await staff('/api/clients', { method: 'POST', body: { name: 'Pepa', phone: '677 000 009' } })).json;
      const order = { clientId: pepa.id, name: 'Funda', description: 'Funda de silicona', quantity: 2, unitPriceCents: 1250 };
      expect((await staff('/api/orders', { method: 'POST', body: { ...order, isPaid: true } })).status).toBe(201);
      expect((await staff('/api/orders', { method: 'POST', body: order })).status).toBe(201);
      const row = (await list({ filter: { q: 'pepa' } })).json[0];
      expect(row).toMatchObject({ name: 'Pepa', totalOrders: 2 });
      const detail = (await staff(`/api/clients/${pepa.id}`)).json;
      expect(detail.work.orders).toMatchObject({ total: 2, pending: 2 });
      expect(detail.work.orders.latest[0]).toMatchObject({ name: 'Funda', totalCents: 2500 });
      expect(detail.work.revenueCents).toBe(2500);
      expect((await staff(`/api/clients/${pepa.id}`, { method: 'DELETE' })).status).toBe(409);
    });

    it('counts the client’s revisions, open ones as pending, and keeps a client with revisions', async () => {
      const rosa = (await staff('/api/clients', { method: 'POST', body: { name: 'Rosa', phone: '677 000 010' } })).json;
      const revision = { clientId: rosa.id, device: 'Portátil', contactNumber: '677 000 010', motive: 'diagnostico', description: 'No arranca', date: '2026-11-24' };
      const ids: number[] = [];
      for (const model of ['R1', 'R2', 'R3']) ids.push((await staff('/api/revisions', { method: 'POST', body: { ...revision, model } })).json.id);
      await staff(`/api/revisions/${ids[0]}/archive`, { method: 'POST' });
      await staff(`/api/revisions/${ids[1]}/convert`, { method: 'POST' });
      const detail = (await staff(`/api/clients/${rosa.id}`)).json;
      // Archived is not pending; converted is not either: its repair carries on.
      expect(detail.work.revisions).toMatchObject({ total: 3, pending: 1 });
      expect(detail.work.revisions.latest.map((r: { model: string }) => r.model)).toEqual(['R3', 'R2', 'R1']);
      expect(detail.work.revisions.latest[1]).toMatchObject({ device: 'Portátil', status: 'pending', convertedToRepairId: detail.work.repairs.latest[0].id });
      expect(detail.work.repairs).toMatchObject({ total: 1, pending: 1 });
      const only = (await staff('/api/clients', { method: 'POST', body: { name: 'Rita', phone: '677 000 011' } })).json;
      await staff('/api/revisions', { method: 'POST', body: { ...revision, clientId: only.id, model: 'R4' } });
      expect((await staff(`/api/clients/${only.id}`, { method: 'DELETE' })).status).toBe(409);
    });

    it('answers bad and unknown ids in Spanish', async () => {
      expect((await staff('/api/clients/abc')).json).toEqual({ message: 'ID de cliente no válido' });
      expect((await staff('/api/clients/0')).status).toBe(400);
      const missing = await staff('/api/clients/99999');
      expect(missing.status).toBe(404);
      expect(missing.json.message).toBe('Cliente no encontrado');
    });
  });

  describe('Correcting and deleting', () => {
    it('changes the e-mail or the phone alone, with the version shown, and refuses a stale one', async () => {
      const eva = (await staff('/api/clients', { method: 'POST', body: { name: 'Eva', phone: '677 000 006', email: 'eva@example.es' } })).json;
      const email = await staff(`/api/clients/${eva.id}`, { method: 'PUT', body: { email: 'eva@nuevo.es', version: eva.version } });
      expect(email.status).toBe(200);
      expect(email.json).toMatchObject({ email: 'eva@nuevo.es', phone: '677 000 006', name: 'Eva', version: 1 });
      const stale = await staff(`/api/clients/${eva.id}`, { method: 'PUT', body: { phone: '677 000 106', version: eva.version } });
      expect(stale.status).toBe(409);
      expect((await staff(`/api/clients/${eva.id}`)).json.phone).toBe('677 000 006');
      const empty = await staff(`/api/clients/${eva.id}`, { method: 'PUT', body: { phone: ' ', version: 1 } });
      expect(empty.status).toBe(400);
      expect(empty.json.errors).toEqual({ phone: 'El teléfono es requerido' });
      const badEmail = await staff(`/api/clients/${eva.id}`, { method: 'PUT', body: { email: 'eva@', version: 1 } });
      expect(badEmail.json.errors).toEqual({ email: 'El formato del email no es válido' });
      expect((await staff(`/api/clients/${eva.id}`, { method: 'PUT', body: { email: 'x@y.es' } })).json.message).toBe(
        'Falta la versión del cliente que se editaba',
      );
      const taken = await staff(`/api/clients/${eva.id}`, { method: 'PUT', body: { phone: '677 000 005', version: 1 } });
      expect(taken.status).toBe(409);
      expect(taken.json.existing.name).toBe('Lola');
    });

    it('deletes a client without work, keeps the history, and refuses one with repairs', async () => {
      const temp = (await staff('/api/clients', { method: 'POST', body: { name: 'Temporal', phone: '677 000 007' } })).json;
      await staff(`/api/clients/${temp.id}`, { method: 'PUT', body: { company: 'Nueva SL', version: 0 } });
      const deleted = await staff(`/api/clients/${temp.id}`, { method: 'DELETE' });
      expect(deleted.status).toBe(200);
      expect(deleted.json.company).toBe('Nueva SL');
      expect((await staff(`/api/clients/${temp.id}`)).status).toBe(404);
      const history = await staff(`/api/clients/${temp.id}/history`);
      expect(history.json.map((e: { label: string }) => e.label)).toEqual(['Cliente registrado', 'Datos corregidos', 'Cliente eliminado']);
      expect(history.json[1].changes).toEqual([{ field: 'company', label: 'Empresa', from: '', to: 'Nueva SL' }]);
      expect(history.json[2].actor).toMatchObject({ name: 'Gonzalo Gerente', roleLabel: 'Gerente' });
      // No new work for a deleted client.
      const repair = await staff('/api/repairs', { method: 'POST', body: { clientId: temp.id, device: 'Móvil', description: 'x' } });
      expect(repair.status).toBe(400);

      const withWork = await staff('/api/clients/1', { method: 'DELETE' });
      expect(withWork.status).toBe(409);
      expect(withWork.json.message).toBe('No se puede eliminar el cliente: tiene reparaciones, revisiones o pedidos registrados');
      expect((await staff('/api/clients/1')).status).toBe(200);
    });
  });

  it('works with the unmodified ra-data-simple-rest client', async () => {
    const data = dataProvider(api.url, cookie);
    const created = await data.create('clients', { data: { name: 'Nuria', phone: '677 000 008' } });
    const id = created.data.id;
    const page = await data.getList('clients', { pagination: { page: 1, perPage: 5 }, sort: { field: 'name', order: 'ASC' }, filter: { q: 'nuria' } });
    expect(page.total).toBe(1);
    expect((await data.getMany('clients', { ids: [id] })).data[0]!.name).toBe('Nuria');
    const current = (await data.getOne('clients', { id })).data;
    const updated = await data.update('clients', { id, data: { ...current, company: 'Nuria SL' }, previousData: current });
    expect(updated.data).toMatchObject({ company: 'Nuria SL', version: 1 });
    expect((await data.delete('clients', { id, previousData: updated.data })).data.id).toBe(id);
    await expect(data.getOne('clients', { id })).rejects.toMatchObject({ status: 404 });
  });
});
