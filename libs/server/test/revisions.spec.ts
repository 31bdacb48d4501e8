import type { EventStore } from '@taller/event-store';
import { anEvent } from '@taller/event-store/contract';
import { EVENT_STORE, MIKRO_ORM, Projector, type ReadModels } from '../src/index.js';
import { SecretBox } from '../src/secrets/secret-box.js';
import { ENGINES } from '../../../tools/test-databases.js';
import { client, dataProvider, everythingStored, startApi, type RunningApi } from './harness.js';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
/** Unlock codes distinctive enough that finding one in stored text cannot be chance. */
const CODE = 'patrón-Z-7315';
const OTHER_CODE = 'clave-revisión-9046';
const MASK = '••••';
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
      // The detail adds the revision's images (none yet) to what the list and the answers hold.
      expect((await staff(`/api/revisions/${created.json.id}`)).json).toEqual({ ...created.json, images: [] });
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
      expect((await staff(`/api/revisions/${revision.id}`)).json).toEqual({ ...saved.json, images: [] });
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
      expect((await staff(`/api/revisions/${revision.id}`)).json).toEqual({ ...revision, images: [] });
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
    it('creates the repair with the spec’s defaults, entered on the day the revision was registered, and its origin, and keeps the revision', async () => {
      // Booked for a day ahead: the device is in the shop since today, not since then.
      const revision = await register({ internalNotes: 'Limpieza', date: '2099-12-01' });
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
        entryDate: today(),
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

    it('lists a converted revision as converted, not as the open work it was: the status filter agrees with the client card', async () => {
      const open = await register({ description: 'Sigue pendiente' });
      const revision = await register({ description: 'Se convierte' });
      const { repairId } = (await staff(`/api/revisions/${revision.id}/convert`, { method: 'POST' })).json;
      const ids = async (status: unknown) => (await list({ filter: { status, clientId: marta.id } })).json.map((r: { id: number }) => r.id);

      expect(await ids('pending')).toContain(open.id);
      expect(await ids('pending')).not.toContain(revision.id);
      expect(await ids('converted')).toContain(revision.id);
      expect(await ids('converted')).not.toContain(open.id);
      expect(await ids(['pending', 'converted'])).toEqual(expect.arrayContaining([open.id, revision.id]));
      expect((await list({ filter: { clientId: marta.id } })).json.find((r: { id: number }) => r.id === revision.id)).toMatchObject({
        convertedToRepairId: repairId,
      });
      const card = (await staff(`/api/clients/${marta.id}`)).json;
      const pendingRevisions = (await ids(['pending', 'scheduled', 'in_progress', 'pending_approval'])).length;
      expect(card.work.revisions.pending).toBe(pendingRevisions);
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

  describe('Unlock code', () => {
    const rawEvents = async (stream: string) => JSON.stringify(await api.app.get<EventStore>(EVENT_STORE).readStream(stream));
    const keyRows = async (subject: string) => api.app.get<ReadModels>(MIKRO_ORM).em.getKnex()('secret_keys').where({ subject }).select();
    const reveal = (id: number) => staff(`/api/revisions/${id}/unlock-code`);
    const history = async (id: number) => (await staff(`/api/revisions/${id}/history`)).json;

    it('is kept sealed whether sent as the spec’s `password` or as `unlockCode`: masked everywhere, in clear nowhere', async () => {
      const byPassword = await register({ password: CODE });
      const byUnlockCode = await register({ unlockCode: OTHER_CODE });
      for (const revision of [byPassword, byUnlockCode]) {
        expect(revision).toMatchObject({ unlockCode: MASK, hasUnlockCode: true });
        expect((await staff(`/api/revisions/${revision.id}`)).json).toMatchObject({ unlockCode: MASK, hasUnlockCode: true });
        expect((await list({ filter: { id: [revision.id] } })).json[0]).toMatchObject({ unlockCode: MASK, hasUnlockCode: true });
        const entries = await history(revision.id);
        expect(entries[0].changes).toContainEqual({ field: 'unlockCode', label: 'Código de desbloqueo', from: null, to: MASK });
        expect(entries[0].data.unlockCode).toBe(MASK);
        expect(JSON.stringify(entries)).not.toContain('aes-256-gcm');
        expect(await rawEvents(`revision-${revision.id}`)).toContain('aes-256-gcm.v1:');
      }
      const stored = await everythingStored(api);
      expect(stored).toContain('aes-256-gcm.v1:');
      expect(stored).not.toContain(CODE);
      expect(stored).not.toContain(OTHER_CODE);
      expect(await register()).toMatchObject({ unlockCode: null, hasUnlockCode: false });
    });

    it('is shown in clear only on request, to staff, never cached', async () => {
      const revision = await register({ password: CODE });
      const revealed = await reveal(revision.id);
      expect(revealed.status).toBe(200);
      expect(revealed.json).toEqual({ unlockCode: CODE });
      expect(revealed.headers.get('cache-control')).toBe('no-store');
      const none = await reveal((await register()).id);
      expect(none.status).toBe(404);
      expect(none.json.message).toBe('Esta revisión no tiene código de desbloqueo');
      const unknown = await reveal(99999);
      expect(unknown.status).toBe(404);
      expect(unknown.json.message).toBe('No se encontraron datos de la revisión');
      expect((await staff('/api/revisions/abc/unlock-code')).json).toEqual({ message: 'ID de revisión no válido' });
      expect((await client(api.url)(`/api/revisions/${revision.id}/unlock-code`)).status).toBe(401);
      const customer = client(api.url, await api.login('cliente@taller.demo'));
      const refused = await customer(`/api/revisions/${revision.id}/unlock-code`);
      expect(refused.status).toBe(403);
      expect(refused.text).not.toContain(CODE);
    });

    it('is changed on edit under either name, kept when the form sends back the mask, removed when emptied', async () => {
      const revision = await register({ unlockCode: CODE });
      const kept = await staff(`/api/revisions/${revision.id}`, { method: 'PUT', body: { ...revision, model: 'HP Pavilion 14' } });
      expect(kept.json).toMatchObject({ model: 'HP Pavilion 14', unlockCode: MASK, version: revision.version + 1 });
      expect((await reveal(revision.id)).json).toEqual({ unlockCode: CODE });
      // The spec's name for it, from a form that does not send the masked `unlockCode` back.
      const { unlockCode: _masked, ...withoutCode } = kept.json;
      const changed = await staff(`/api/revisions/${revision.id}`, { method: 'PUT', body: { ...withoutCode, password: OTHER_CODE } });
      expect(changed.status).toBe(200);
      expect((await reveal(revision.id)).json).toEqual({ unlockCode: OTHER_CODE });
      expect((await history(revision.id)).at(-1)).toMatchObject({
        type: 'RevisionUnlockCodeChanged',
        label: 'Código de desbloqueo cambiado',
        changes: [{ field: 'unlockCode', label: 'Código de desbloqueo', from: MASK, to: MASK }],
      });
      const removed = await staff(`/api/revisions/${revision.id}`, { method: 'PUT', body: { ...changed.json, unlockCode: '' } });
      expect(removed.json).toMatchObject({ unlockCode: null, hasUnlockCode: false });
      expect((await reveal(revision.id)).status).toBe(404);
      expect(await everythingStored(api)).not.toContain(OTHER_CODE);
    });

    it('refuses a code that is too long, or not text, field by field', async () => {
      const long = await staff('/api/revisions', { method: 'POST', body: form({ unlockCode: 'x'.repeat(101) }) });
      expect(long.status).toBe(400);
      expect(long.json.errors).toEqual({ unlockCode: 'No puede exceder 100 caracteres' });
      const number = await staff('/api/revisions', { method: 'POST', body: form({ password: 4321 }) });
      expect(number.status).toBe(400);
      expect(number.json.errors).toEqual({ unlockCode: 'El código de desbloqueo no es válido' });
    });

    it('goes to the repair on conversion: revealed there, gone from the revision (410), its key shredded', async () => {
      const revision = await register({ password: CODE });
      expect(await keyRows(`revision-${revision.id}`)).toHaveLength(1);
      const converted = await staff(`/api/revisions/${revision.id}/convert`, { method: 'POST' });
      expect(converted.status).toBe(200);
      const { repairId } = converted.json;
      expect(converted.json.repair).toMatchObject({ id: repairId, unlockCode: MASK, hasUnlockCode: true });
      expect(converted.json.revision).toMatchObject({ convertedToRepairId: repairId, unlockCode: null, hasUnlockCode: false });
      expect((await staff(`/api/repairs/${repairId}/unlock-code`)).json).toEqual({ unlockCode: CODE });
      const gone = await reveal(revision.id);
      expect(gone.status).toBe(410);
      expect(gone.json.message).toBe(`El código de desbloqueo pasó a la reparación ${repairId}`);
      expect(await keyRows(`revision-${revision.id}`)).toHaveLength(0);
      expect(await keyRows(`repair-${repairId}`)).toHaveLength(1);
      const entries = await history(revision.id);
      expect(entries.map((e: { type: string }) => e.type)).toEqual(['RevisionRegistered', 'RevisionConvertedToRepair', 'RevisionUnlockCodePurged']);
      expect(entries[1].data).toEqual({ repairId, unlockCode: MASK });
      expect(entries[2].changes).toEqual([{ field: 'unlockCode', label: 'Código de desbloqueo', from: MASK, to: null }]);
      expect(JSON.stringify(entries)).not.toContain('aes-256-gcm');
      expect(await everythingStored(api)).not.toContain(CODE);

      // Converting again answers the same repair, which still has it; the revision takes no new code.
      const again = await staff(`/api/revisions/${revision.id}/convert`, { method: 'POST' });
      expect(again.json).toMatchObject({ repairId, repair: { hasUnlockCode: true } });
      expect((await staff(`/api/repairs/${repairId}/unlock-code`)).json).toEqual({ unlockCode: CODE });
      const current = (await staff(`/api/revisions/${revision.id}`)).json;
      const refused = await staff(`/api/revisions/${revision.id}`, { method: 'PUT', body: { ...current, unlockCode: OTHER_CODE } });
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe(`Esta revisión ya es la reparación ${repairId}: cambia allí el código de desbloqueo`);

      // From now on the repair's rules apply: collected, the code goes.
      await staff(`/api/repairs/${repairId}/notify`, { method: 'POST', body: { channel: 'phone' } });
      await staff(`/api/repairs/${repairId}/collect`, { method: 'POST' });
      expect((await staff(`/api/repairs/${repairId}/unlock-code`)).status).toBe(410);
      expect(await keyRows(`repair-${repairId}`)).toHaveLength(0);
    });

    it('goes to one repair from conversions at the same time, and nothing stays sealed for the numbers the others took', async () => {
      const repairKeys = async () => (await api.app.get<ReadModels>(MIKRO_ORM).em.getKnex()('secret_keys').whereLike('subject', 'repair-%').select()).length;
      const revision = await register({ unlockCode: CODE });
      const keysBefore = await repairKeys();
      const answers = await Promise.all([1, 2, 3].map(() => staff(`/api/revisions/${revision.id}/convert`, { method: 'POST' })));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      const repairIds = new Set(answers.map((a) => a.json.repairId));
      expect(repairIds.size).toBe(1);
      const [repairId] = [...repairIds];
      expect((await staff(`/api/repairs/${repairId}/unlock-code`)).json).toEqual({ unlockCode: CODE });
      expect(await repairKeys()).toBe(keysBefore + 1);
      expect(await keyRows(`revision-${revision.id}`)).toHaveLength(0);
    });

    it('reaches the repair a crash left missing after the conversion was recorded', async () => {
      const revision = await register({ unlockCode: CODE, model: 'Interrumpido' });
      const store = api.app.get<EventStore>(EVENT_STORE);
      const repairId = await store.nextId('repair');
      // The conversion was recorded with the code sealed for the repair, and the process died
      // before shredding the revision's key and registering the repair.
      const sealed = await api.app.get(SecretBox).seal(`repair-${repairId}`, CODE);
      await store.append(
        `revision-${revision.id}`,
        [
          { ...anEvent('RevisionConvertedToRepair', { repairId, unlockCode: sealed }), schemaVersion: 2 },
          anEvent('RevisionUnlockCodePurged', {}),
        ],
        0,
      );
      await api.app.get(Projector).waitFor(await store.headPosition());
      expect((await staff(`/api/repairs/${repairId}`)).status).toBe(404);
      const retried = await staff(`/api/revisions/${revision.id}/convert`, { method: 'POST' });
      expect(retried.status).toBe(200);
      expect(retried.json.repair).toMatchObject({ id: repairId, model: 'Interrumpido', hasUnlockCode: true });
      expect((await staff(`/api/repairs/${repairId}/unlock-code`)).json).toEqual({ unlockCode: CODE });
      expect(await keyRows(`revision-${revision.id}`)).toHaveLength(0);
    });

    it('is purged when a finished revision is archived, and kept when an open one is only put aside', async () => {
      const aside = await register({ unlockCode: CODE });
      expect((await staff(`/api/revisions/${aside.id}/archive`, { method: 'POST' })).json).toMatchObject({ hasUnlockCode: true });
      expect((await reveal(aside.id)).json).toEqual({ unlockCode: CODE });
      await staff(`/api/revisions/${aside.id}/unarchive`, { method: 'POST' });
      expect((await reveal(aside.id)).json).toEqual({ unlockCode: CODE });

      const revision = await register({ unlockCode: CODE });
      const completed = await staff(`/api/revisions/${revision.id}`, { method: 'PUT', body: { ...revision, status: 'completed' } });
      expect((await reveal(revision.id)).json).toEqual({ unlockCode: CODE });
      const archived = await staff(`/api/revisions/${revision.id}/archive`, { method: 'POST' });
      expect(archived.json).toMatchObject({ status: 'archived', unlockCode: null, hasUnlockCode: false, version: completed.json.version + 2 });
      const gone = await reveal(revision.id);
      expect(gone.status).toBe(410);
      expect(gone.json.message).toBe('El código de desbloqueo se eliminó al archivar la revisión terminada');
      expect(await keyRows(`revision-${revision.id}`)).toHaveLength(0);
      expect((await history(revision.id)).map((e: { label: string }) => e.label).slice(-2)).toEqual([
        'Revisión archivada',
        'Código de desbloqueo eliminado',
      ]);

      // The device came back: unarchived, it takes a new code, kept like the first.
      const unarchived = await staff(`/api/revisions/${revision.id}/unarchive`, { method: 'POST' });
      const renewed = await staff(`/api/revisions/${revision.id}`, { method: 'PUT', body: { ...unarchived.json, unlockCode: OTHER_CODE } });
      expect(renewed.json).toMatchObject({ hasUnlockCode: true });
      expect((await reveal(revision.id)).json).toEqual({ unlockCode: OTHER_CODE });
    });

    it('is shredded when the revision is deleted, and the log is left as it was', async () => {
      const revision = await register({ password: CODE });
      const before = await rawEvents(`revision-${revision.id}`);
      expect((await staff(`/api/revisions/${revision.id}`, { method: 'DELETE' })).status).toBe(200);
      expect(await keyRows(`revision-${revision.id}`)).toHaveLength(0);
      expect((await rawEvents(`revision-${revision.id}`)).startsWith(before.slice(0, -1))).toBe(true);
      const gone = await reveal(revision.id);
      expect(gone.status).toBe(404);
      expect(gone.json.message).toBe('No se encontraron datos de la revisión');
      expect((await history(revision.id)).map((e: { type: string }) => e.type)).toEqual([
        'RevisionRegistered',
        'RevisionDeleted',
        'RevisionUnlockCodePurged',
      ]);
      expect(await everythingStored(api)).not.toContain(CODE);
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
