import type { EventStore } from '@taller/event-store';
import { anEvent } from '@taller/event-store/contract';
import { EVENT_STORE, MIKRO_ORM, Projector, type ReadModels } from '../src/index.js';
import { ENGINES } from '../../../tools/test-databases.js';
import { client, dataProvider, startApi, type RunningApi } from './harness.js';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
const query = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

describe.each(ENGINES)('Revisions on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let staff: ReturnType<typeof client>;
  let cookie: string;
  let marta: { id: number };

  const form = (changes: Record<string, unknown> = {}) => ({
    clientId: marta.id,
    device: 'Portátil',
    model: 'HP Pavilion 15',
    contactNumber: '+34 (600) 111-222',
    motive: 'diagnostico',
    description: 'Se calienta mucho',
    date: '2026-11-24',
    ...changes,
  });
  const register = async (changes: Record<string, unknown> = {}) => {
    const created = await staff('/api/revisions', { method: 'POST', body: form(changes) });
    expect(created.status).toBe(201);
    return created.json;
  };
  const list = (params: Record<string, unknown>) => staff(`/api/revisions?${query(params)}`);
  const repairCount = async () => {
    const page = await staff(`/api/repairs?${query({ range: [0, 0] })}`);
    return Number(page.headers.get('content-range')!.split('/')[1]);
  };

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    cookie = await api.login('gerente@taller.demo');
    staff = client(api.url, cookie);
    marta = (await staff('/api/clients', { method: 'POST', body: { name: 'Marta', lastName: 'Gómez', phone: '655 000 001' } })).json;
  });
  afterAll(() => api.close());

  describe('Registering', () => {
    it('registers a pending revision for the client, with Spanish labels and version 0', async () => {
      const created = await staff('/api/revisions', { method: 'POST', body: form({ device: ' Portátil ', internalNotes: 'Trae cargador' }) });
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({
        clientId: marta.id,
        clientName: 'Marta Gómez',
        device: 'Portátil',
        model: 'HP Pavilion 15',
        contactNumber: '+34 (600) 111-222',
        motive: 'diagnostico',
        motiveLabel: 'Diagnóstico',
        description: 'Se calienta mucho',
        internalNotes: 'Trae cargador',
        date: '2026-11-24',
        status: 'pending',
        statusLabel: 'Pendiente',
        archivedAt: null,
        convertedToRepairId: null,
        version: 0,
      });
      expect((await staff(`/api/revisions/${created.json.id}`)).json).toEqual(created.json);
    });

    it('asks for every field of the spec’s "New revision", each with its message', async () => {
      const empty = await staff('/api/revisions', { method: 'POST', body: {} });
      expect(empty.status).toBe(400);
      expect(empty.json).toEqual({
        message: 'Por favor, corrige los errores en el formulario',
        errors: {
          clientId: 'Debe seleccionar un cliente',
          device: 'El dispositivo es obligatorio',
          model: 'El modelo es obligatorio',
          contactNumber: 'El número de contacto es obligatorio',
          motive: 'El motivo es obligatorio',
          description: 'La descripción es obligatoria',
          date: 'La fecha es obligatoria',
        },
      });
      const blank = await staff('/api/revisions', { method: 'POST', body: form({ device: '  ', model: ' ', contactNumber: ' ', description: '', date: '' }) });
      expect(blank.json.errors).toEqual({
        device: 'El dispositivo es obligatorio',
        model: 'El modelo es obligatorio',
        contactNumber: 'El número de contacto es obligatorio',
        description: 'La descripción es obligatoria',
        date: 'La fecha es obligatoria',
      });
      const malformed = await staff('/api/revisions', { method: 'POST', body: form({ contactNumber: '600-abc', motive: 'magia', date: '2026-02-30' }) });
      expect(malformed.json.errors).toEqual({
        contactNumber: 'Formato de teléfono inválido',
        motive: 'El motivo es obligatorio',
        date: 'La fecha no es válida',
      });
      expect((await staff('/api/revisions', { method: 'POST', body: '[1]' })).status).toBe(400);
    });

    it('refuses an unknown or deleted client', async () => {
      const unknown = await staff('/api/revisions', { method: 'POST', body: form({ clientId: 99999 }) });
      expect(unknown.status).toBe(400);
      expect(unknown.json.errors).toEqual({ clientId: 'Debe seleccionar un cliente' });
      const gone = (await staff('/api/clients', { method: 'POST', body: { name: 'Ido', phone: '655 000 002' } })).json;
      expect((await staff(`/api/clients/${gone.id}`, { method: 'DELETE' })).status).toBe(200);
      const deleted = await staff('/api/revisions', { method: 'POST', body: form({ clientId: gone.id }) });
      expect(deleted.status).toBe(400);
      expect(deleted.json.errors).toEqual({ clientId: 'Debe seleccionar un cliente' });
    });

    it('answers 401 without a session', async () => {
      const anonymous = client(api.url);
      expect((await anonymous('/api/revisions')).status).toBe(401);
      expect((await anonymous('/api/revisions', { method: 'POST', body: form() })).status).toBe(401);
      expect((await anonymous('/api/revisions/1/convert', { method: 'POST' })).status).toBe(401);
    });
  });

  describe('Listing', () => {
    let ids: number[];
    beforeAll(async () => {
      const julian = (await staff('/api/clients', { method: 'POST', body: { name: 'Julián', lastName: 'Listado', phone: '655 000 003' } })).json;
      ids = [];
      for (const [device, model, description] of [
        ['Tablet', 'iPad Air', 'Batería hinchada'],
        ['Móvil', 'Pixel 8', 'No carga'],
        ['Consola', 'Switch', 'Joy-Con con deriva'],
      ]) {
        ids.push((await register({ clientId: julian.id, device, model, description, contactNumber: '655 000 003' })).id);
      }
      await staff(`/api/revisions/${ids[2]}/archive`, { method: 'POST' });
    });

    it('searches client name, device, model and description, without accents or case', async () => {
      const byClient = await list({ filter: { q: 'JULIAN listado' } });
      expect(byClient.json.map((r: { id: number }) => r.id)).toEqual([...ids].reverse());
      expect(byClient.headers.get('content-range')).toBe('revisions 0-2/3');
      expect((await list({ filter: { q: 'bateria' } })).json.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
      expect((await list({ filter: { q: 'pixel' } })).json.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
      expect((await list({ filter: { q: 'consola' } })).json.map((r: { id: number }) => r.id)).toEqual([ids[2]]);
    });

    it('filters by status, sorts, pages with Content-Range and gets many by id', async () => {
      const archived = await list({ filter: { q: 'listado', status: 'archived' } });
      expect(archived.json).toHaveLength(1);
      expect(archived.json[0]).toMatchObject({ id: ids[2], status: 'archived', statusLabel: 'Archivada' });
      const byDevice = await list({ sort: ['device', 'ASC'], filter: { q: 'listado' } });
      expect(byDevice.json.map((r: { device: string }) => r.device)).toEqual(['Consola', 'Móvil', 'Tablet']);
      const page = await list({ sort: ['id', 'ASC'], range: [1, 1], filter: { q: 'listado' } });
      expect(page.json.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
      expect(page.headers.get('content-range')).toBe('revisions 1-1/3');
      const none = await list({ filter: { q: 'nada-de-esto' } });
      expect(none.json).toEqual([]);
      expect(none.headers.get('content-range')).toBe('revisions */0');
      const many = await list({ filter: { id: [ids[0], ids[2]] } });
      expect(many.json.map((r: { id: number }) => r.id).sort()).toEqual([ids[0], ids[2]].sort());
      const all = await list({});
      expect(all.json[0].id).toBeGreaterThan(all.json[all.json.length - 1].id);
      expect((await list({ sort: ['password', 'ASC'] })).status).toBe(400);
    });

    it('shows a client’s new name on their revisions', async () => {
      const [row] = (await list({ filter: { id: [ids[0]] } })).json;
      const julian = (await staff(`/api/clients/${row.clientId}`)).json;
      const renamed = await staff(`/api/clients/${row.clientId}`, { method: 'PUT', body: { lastName: 'Renombrado', version: julian.version } });
      expect(renamed.status).toBe(200);
      expect((await staff(`/api/revisions/${ids[0]}`)).json.clientName).toBe('Julián Renombrado');
      expect((await list({ filter: { q: 'renombrado' } })).json).toHaveLength(3);
    });
  });

  describe('Reading one', () => {
    it('answers bad and unknown ids in Spanish', async () => {
      expect((await staff('/api/revisions/abc')).json).toEqual({ message: 'ID de revisión no válido' });
      const missing = await staff('/api/revisions/99999');
      expect(missing.status).toBe(404);
      expect(missing.json.message).toBe('No se encontraron datos de la revisión');
      expect((await staff('/api/revisions/99999/history')).status).toBe(404);
    });
  });

  describe('Editing', () => {
    it('saves the edit with the version shown, and refuses a stale one without changing anything', async () => {
      const revision = await register();
      const saved = await staff(`/api/revisions/${revision.id}`, {
        method: 'PUT',
        body: { ...revision, model: 'HP Pavilion 14', status: 'in_progress' },
      });
      expect(saved.status).toBe(200);
      expect(saved.json).toMatchObject({ model: 'HP Pavilion 14', status: 'in_progress', statusLabel: 'En curso', version: 2 });
      const stale = await staff(`/api/revisions/${revision.id}`, { method: 'PUT', body: { ...revision, model: 'Otro' } });
      expect(stale.status).toBe(409);
      expect(stale.json.message).toBe(
        'Otra persona ha modificado esta revisión mientras la editabas. Recarga para ver los cambios; tus datos siguen en el formulario.',
      );
      expect((await staff(`/api/revisions/${revision.id}`)).json).toEqual(saved.json);
    });

    it('keeps device and description required, a contact number well-formed, and the version asked for', async () => {
      const revision = await register();
      const bad = await staff(`/api/revisions/${revision.id}`, {
        method: 'PUT',
        body: { ...revision, device: ' ', description: '', contactNumber: 'llámame' },
      });
      expect(bad.status).toBe(400);
      expect(bad.json).toEqual({
        message: 'Por favor, corrige los errores en el formulario',
        errors: {
          device: 'El dispositivo es obligatorio',
          description: 'La descripción es obligatoria',
          contactNumber: 'Formato de teléfono inválido',
        },
      });
      const { version: _, ...withoutVersion } = revision;
      expect((await staff(`/api/revisions/${revision.id}`, { method: 'PUT', body: withoutVersion })).status).toBe(400);
      const archiving = await staff(`/api/revisions/${revision.id}`, { method: 'PUT', body: { ...revision, status: 'archived' } });
      expect(archiving.status).toBe(409);
      expect((await staff(`/api/revisions/${revision.id}`)).json).toEqual(revision);
    });
  });

  describe('Archiving', () => {
    it('archives dated today, once; unarchives only an archived revision, back to pending', async () => {
      const revision = await register();
      const archived = await staff(`/api/revisions/${revision.id}/archive`, { method: 'POST' });
      expect(archived.status).toBe(200);
      expect(archived.json).toMatchObject({ status: 'archived', statusLabel: 'Archivada', version: 1 });
      expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(archived.json.archivedAt))).toBe(today());
      const again = await staff(`/api/revisions/${revision.id}/archive`, { method: 'POST' });
      expect(again.status).toBe(409);
      expect(again.json.message).toBe('La revisión ya está archivada');

      const other = await register();
      const notArchived = await staff(`/api/revisions/${other.id}/unarchive`, { method: 'POST' });
      expect(notArchived.status).toBe(409);
      expect(notArchived.json.message).toBe('Solo se puede desarchivar una revisión archivada');

      const unarchived = await staff(`/api/revisions/${revision.id}/unarchive`, { method: 'POST' });
      expect(unarchived.status).toBe(200);
      expect(unarchived.json).toMatchObject({ status: 'pending', archivedAt: null, version: 2 });
      expect((await staff('/api/revisions/99999/archive', { method: 'POST' })).status).toBe(404);
      expect((await staff('/api/revisions/x/unarchive', { method: 'POST' })).json.message).toBe('ID de revisión no válido');
    });
  });

  describe('Converting to a repair', () => {
    it('creates the repair with the spec’s defaults, the revision’s day and its origin, and keeps the revision', async () => {
      const revision = await register({ internalNotes: 'Limpieza', date: '2026-12-01' });
      const before = await repairCount();
      const converted = await staff(`/api/revisions/${revision.id}/convert`, { method: 'POST' });
      expect(converted.status).toBe(200);
      const { repairId } = converted.json;
      expect(converted.json.revision).toMatchObject({ id: revision.id, convertedToRepairId: repairId, status: 'pending', version: 1 });
      expect(converted.json.repair).toMatchObject({ id: repairId, originRevisionId: revision.id });
      expect((await staff(`/api/repairs/${repairId}`)).json).toMatchObject({
        id: repairId,
        clientId: marta.id,
        clientName: 'Marta Gómez',
        device: 'Portátil',
        model: 'HP Pavilion 15',
        contactNumber: '+34 (600) 111-222',
        description: 'Se calienta mucho',
        motive: 'Diagnóstico',
        internalNotes: 'Limpieza',
        status: 'pending',
        priceCents: null,
        priceType: 'flexible',
        isPaid: false,
        paymentMethod: 'cash',
        entryDate: '2026-12-01',
        originRevisionId: revision.id,
      });
      expect(await repairCount()).toBe(before + 1);
      expect((await staff(`/api/revisions/${revision.id}`)).status).toBe(200);

      const repairHistory = (await staff(`/api/repairs/${repairId}/history`)).json;
      expect(repairHistory[0].changes).toContainEqual({ field: 'originRevisionId', label: 'Revisión de origen', from: null, to: revision.id });
      const history = (await staff(`/api/revisions/${revision.id}/history`)).json;
      expect(history.map((e: { label: string }) => e.label)).toEqual(['Revisión registrada', 'Convertida en reparación']);
      expect(history[1].changes).toEqual([{ field: 'repairId', label: 'Reparación', from: null, to: repairId }]);
    });

    it('answers the same repair when asked again, and makes no second one', async () => {
      const revision = await register();
      const first = (await staff(`/api/revisions/${revision.id}/convert`, { method: 'POST' })).json;
      const count = await repairCount();
      const again = await staff(`/api/revisions/${revision.id}/convert`, { method: 'POST' });
      expect(again.status).toBe(200);
      expect(again.json.repairId).toBe(first.repairId);
      expect(again.json.repair).toMatchObject({ id: first.repairId, originRevisionId: revision.id });
      expect(await repairCount()).toBe(count);
      expect((await staff(`/api/revisions/${revision.id}/history`)).json).toHaveLength(2);
    });

    it('makes one repair from two conversions at the same time', async () => {
      const revision = await register();
      const before = await repairCount();
      const answers = await Promise.all([1, 2, 3].map(() => staff(`/api/revisions/${revision.id}/convert`, { method: 'POST' })));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((a) => a.json.repairId)).size).toBe(1);
      expect(answers.every((a) => a.json.repair?.id === answers[0]!.json.repairId)).toBe(true);
      expect(await repairCount()).toBe(before + 1);
      const converted = (await staff(`/api/revisions/${revision.id}/history`)).json.filter((e: { type: string }) => e.type === 'RevisionConvertedToRepair');
      expect(converted).toHaveLength(1);
    });

    it('registers the repair a crash left missing after the conversion was recorded', async () => {
      const revision = await register({ model: 'Interrumpido' });
      const store = api.app.get<EventStore>(EVENT_STORE);
      const repairId = await store.nextId('repair');
      // The conversion was recorded, and the process died before registering the repair.
      await store.append(`revision-${revision.id}`, [anEvent('RevisionConvertedToRepair', { repairId })], 0);
      await api.app.get(Projector).waitFor(await store.headPosition());
      expect((await staff(`/api/repairs/${repairId}`)).status).toBe(404);
      const retried = await staff(`/api/revisions/${revision.id}/convert`, { method: 'POST' });
      expect(retried.status).toBe(200);
      expect(retried.json.repair).toMatchObject({ id: repairId, model: 'Interrumpido', originRevisionId: revision.id });
    });

    it('refuses an unknown or deleted revision', async () => {
      expect((await staff('/api/revisions/99999/convert', { method: 'POST' })).status).toBe(404);
      const revision = await register();
      await staff(`/api/revisions/${revision.id}`, { method: 'DELETE' });
      const deleted = await staff(`/api/revisions/${revision.id}/convert`, { method: 'POST' });
      expect(deleted.status).toBe(404);
      expect(deleted.json.message).toBe('No se encontraron datos de la revisión');
    });
  });

  describe('Deleting', () => {
    it('answers the revision as it was, then 404, and keeps the history with labels and actor', async () => {
      const revision = await register();
      await staff(`/api/revisions/${revision.id}/archive`, { method: 'POST' });
      const deleted = await staff(`/api/revisions/${revision.id}`, { method: 'DELETE' });
      expect(deleted.status).toBe(200);
      expect(deleted.json).toMatchObject({ id: revision.id, status: 'archived', version: 1 });
      expect((await staff(`/api/revisions/${revision.id}`)).status).toBe(404);
      expect((await staff(`/api/revisions/${revision.id}`, { method: 'DELETE' })).status).toBe(404);
      const history = await staff(`/api/revisions/${revision.id}/history`);
      expect(history.status).toBe(200);
      expect(history.json.map((e: { label: string }) => e.label)).toEqual(['Revisión registrada', 'Revisión archivada', 'Revisión eliminada']);
      expect(history.json[0].changes).toContainEqual({ field: 'device', label: 'Dispositivo', from: null, to: 'Portátil' });
      expect(history.json[1].changes).toEqual([{ field: 'status', label: 'Estado', from: 'pending', to: 'archived' }]);
      expect(history.json[2]).toMatchObject({ actor: { name: 'Gonzalo Gerente', role: 'gerente', roleLabel: 'Gerente' }, source: 'api' });
    });
  });

  it('works with the unmodified ra-data-simple-rest client', async () => {
    const data = dataProvider(api.url, cookie);
    const created = await data.create('revisions', { data: form({ device: 'Smartwatch', model: 'Galaxy Watch' }) });
    const id = created.data.id;
    const page = await data.getList('revisions', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'DESC' }, filter: { q: 'galaxy watch' } });
    expect(page.total).toBe(1);
    expect(page.data[0]!.id).toBe(id);
    expect((await data.getMany('revisions', { ids: [id] })).data[0]!.device).toBe('Smartwatch');
    const current = (await data.getOne('revisions', { id })).data;
    const updated = await data.update('revisions', { id, data: { ...current, description: 'Pantalla parpadea' }, previousData: current });
    expect(updated.data).toMatchObject({ description: 'Pantalla parpadea', version: 1 });
    expect((await data.delete('revisions', { id, previousData: updated.data })).data.id).toBe(id);
    await expect(data.getOne('revisions', { id })).rejects.toMatchObject({ status: 404 });
  });

  it('builds the same revision rows by following the log as by a rebuild from scratch', async () => {
    const knex = api.app.get<ReadModels>(MIKRO_ORM).em.getKnex();
    const rows = () => knex('revision_rows').select().orderBy('id');
    const followed = await rows();
    expect(followed.length).toBeGreaterThan(5);
    await api.app.get(Projector).rebuild();
    expect(await rows()).toEqual(followed);
  });
});
