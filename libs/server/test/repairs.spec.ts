import type { MikroORM } from '@mikro-orm/core';
import type { EventStore } from '@taller/event-store';
import { ENGINES } from '../../../tools/test-databases.js';
import { anEvent } from '@taller/event-store/contract';
import { EVENT_STORE, MIKRO_ORM, Projector } from '../src/index.js';
import { client, everythingStored, startApi, type RunningApi } from './harness.js';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
const CODE = 'patrón-L-8462';

describe.each(ENGINES)('Repairs, complete, on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let staff: ReturnType<typeof client>;
  let clientId: number;

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    staff = client(api.url, await api.login('gerente@taller.demo'));
    const created = await staff('/api/clients', { method: 'POST', body: { name: 'Lucía', phone: '677 100 200' } });
    clientId = created.json.id;
  });
  afterAll(async () => {
    await api.close();
  });

  const register = (body: Record<string, unknown> = {}) =>
    staff('/api/repairs', { method: 'POST', body: { clientId, device: 'Móvil', model: 'iPhone 13', contactNumber: '677 100 200', description: 'Pantalla rota', ...body } });
  const rawEvents = async (id: number) => JSON.stringify(await api.app.get<EventStore>(EVENT_STORE).readStream(`repair-${id}`));
  const keyRows = async (id: number) =>
    (await api.app.get<MikroORM>(MIKRO_ORM).em.getConnection().execute(`select * from secret_keys where subject = 'repair-${id}'`)) as unknown[];

  describe('Estimated completion', () => {
    it('is set on creation and edit, and refused when it is no calendar day', async () => {
      const created = await register({ estimatedCompletion: '2026-12-01' });
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({ estimatedCompletion: '2026-12-01', completedAt: null, noticeDay: null, collectedAt: null });
      const edited = await staff(`/api/repairs/${created.json.id}`, {
        method: 'PUT',
        body: { ...created.json, estimatedCompletion: '2026-12-24' },
      });
      expect(edited.status).toBe(200);
      expect(edited.json.estimatedCompletion).toBe('2026-12-24');
      const bad = await register({ estimatedCompletion: '2026-02-30' });
      expect(bad.status).toBe(400);
      expect(bad.json.errors).toEqual({ estimatedCompletion: 'La fecha estimada de finalización no es válida' });
    });
  });

  describe('Completion notice, collection and service terms', () => {
    it('records no notice when the status becomes completed: nobody has told the customer yet', async () => {
      const { json: repair } = await register();
      const done = await staff(`/api/repairs/${repair.id}/status`, { method: 'POST', body: { status: 'completed' } });
      expect(done.json).toMatchObject({ status: 'completed', noticeDay: null, storage: { chargedDays: 0, feeCents: 0 }, warrantyEnd: null, abandonedCandidate: false });
      expect(typeof done.json.completedAt).toBe('string');
      const history = await staff(`/api/repairs/${repair.id}/history`);
      expect(history.json.map((e: any) => e.type)).toEqual(['RepairRegistered', 'RepairStatusChanged']);
    });

    it('notifies on request with its channel, completing the repair, once', async () => {
      const { json: repair } = await register();
      const notified = await staff(`/api/repairs/${repair.id}/notify`, { method: 'POST', body: { channel: 'phone' } });
      expect(notified.status).toBe(200);
      expect(notified.json).toMatchObject({ status: 'completed', noticeDay: today(), noticeChannel: 'phone', recorded: true });
      const again = await staff(`/api/repairs/${repair.id}/notify`, { method: 'POST', body: { channel: 'in_person' } });
      expect(again.json).toMatchObject({ version: notified.json.version, noticeChannel: 'phone', recorded: false });
      const history = await staff(`/api/repairs/${repair.id}/history`);
      const notice = history.json.find((e: any) => e.type === 'RepairCompletionNotified');
      expect(notice.changes.map((c: any) => [c.label, c.to])).toEqual([
        ['Día del aviso', today()],
        ['Canal del aviso', 'Por teléfono'],
        ['Avisó', 'Gonzalo Gerente'],
      ]);
      const missing = await staff(`/api/repairs/${repair.id}/notify`, { method: 'POST' });
      expect(missing.status).toBe(400);
      expect(missing.json.errors).toEqual({ channel: 'Canal de aviso no válido: email, phone o in_person' });
    });

    it('collects only a completed repair; then the warranty runs and storage stops', async () => {
      const { json: repair } = await register();
      const early = await staff(`/api/repairs/${repair.id}/collect`, { method: 'POST' });
      expect(early.status).toBe(409);
      expect(early.json.message).toBe('Solo se puede entregar una reparación completada');
      await staff(`/api/repairs/${repair.id}/notify`, { method: 'POST', body: { channel: 'in_person' } });
      const collected = await staff(`/api/repairs/${repair.id}/collect`, { method: 'POST' });
      expect(collected.status).toBe(200);
      expect(collected.json).toMatchObject({ status: 'completed', storage: { chargedDays: 0, feeCents: 0 }, abandonedCandidate: false });
      expect(typeof collected.json.collectedAt).toBe('string');
      const [y, m, d] = today().split('-').map(Number) as [number, number, number];
      expect(collected.json.warrantyEnd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(collected.json.warrantyEnd > today()).toBe(true);
      expect(new Date(collected.json.warrantyEnd).getUTCMonth()).toBe((m - 1 + 3) % 12);
      expect(y).toBeGreaterThan(2000);
      expect(d).toBeGreaterThan(0);
      const twice = await staff(`/api/repairs/${repair.id}/collect`, { method: 'POST' });
      expect(twice.status).toBe(409);
      expect(twice.json.message).toBe('La reparación ya se entregó al cliente');
      const reopen = await staff(`/api/repairs/${repair.id}/status`, { method: 'POST', body: { status: 'in_progress' } });
      expect(reopen.status).toBe(409);

      // The dashboard's pickups: completed repairs still in the shop, without the collected ones.
      const ids = async (filter: object) =>
        (await staff(`/api/repairs?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,999]`)).json.map((r: { id: number }) => r.id);
      expect(await ids({ status: 'completed', collected: false })).not.toContain(repair.id);
      expect(await ids({ status: 'completed', collected: true })).toContain(repair.id);
      const waiting = await ids({ status: 'completed', collected: false });
      expect(waiting.length).toBeGreaterThan(0); // the demo's completed tablet waits for its owner
    });

    it('answers 404 for a repair that does not exist', async () => {
      expect((await staff('/api/repairs/99999/notify', { method: 'POST', body: { channel: 'phone' } })).status).toBe(404);
      expect((await staff('/api/repairs/99999/collect', { method: 'POST' })).status).toBe(404);
    });
  });

  describe('Pickups', () => {
    const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    /** Their own client: the other tests' finished repairs are not in these lists. */
    let owner: number;
    beforeAll(async () => {
      owner = (await staff('/api/clients', { method: 'POST', body: { name: 'Recogidas', phone: '677 100 299' } })).json.id;
    });
    /** A finished repair whose owner was told on `noticeDay` (null: not told), as the log would hold it. */
    const finished = async (model: string, noticeDay: string | null) => {
      const id = (await register({ model, clientId: owner })).json.id as number;
      // Completed through the API, the notice would be today's: these were finished long ago.
      const store = api.app.get<EventStore>(EVENT_STORE);
      const events = [anEvent('RepairStatusChanged', { from: 'pending', to: 'completed' })];
      if (noticeDay) {
        const data = { notifiedAt: `${noticeDay}T10:00:00.000Z`, noticeDay, channel: 'phone', givenBy: { id: 1, name: 'Gerente Demo' }, email: null };
        events.push({ ...anEvent('RepairCompletionNotified', data), schemaVersion: 2 });
      }
      await store.append(`repair-${id}`, events, 0);
      await api.app.get(Projector).waitFor(await store.headPosition());
      return id;
    };
    const pickup = async (stage: string) =>
      (await staff(`/api/repairs?filter=${encodeURIComponent(JSON.stringify({ pickup: stage, clientId: owner }))}&range=${encodeURIComponent('[0,99]')}`)).json.map(
        (r: { id: number }) => r.id,
      );

    it('tells the devices ready to collect from those long uncollected, as the storage fee and the abandonment rule count', async () => {
      const day = today();
      const untold = await finished('Sin avisar', null);
      const toldToday = await finished('Avisada hoy', day);
      const lastFreeDay = await finished('Último día gratis', addDays(day, -10));
      const charged = await finished('Con almacenaje', addDays(day, -11));
      const abandoned = await finished('Abandonada', addDays(day, -90));
      const collected = await finished('Recogida', addDays(day, -40));
      expect((await staff(`/api/repairs/${collected}/collect`, { method: 'POST' })).status).toBe(200);

      expect((await pickup('ready')).sort()).toEqual([untold, toldToday, lastFreeDay].sort());
      expect((await pickup('storage')).sort()).toEqual([charged, abandoned].sort());
      expect(await pickup('abandonable')).toEqual([abandoned]);
      for (const id of await pickup('storage')) {
        expect((await staff(`/api/repairs/${id}`)).json.storage.chargedDays).toBeGreaterThan(0);
      }
      expect((await staff(`/api/repairs/${abandoned}`)).json.abandonedCandidate).toBe(true);
      const refused = await staff(`/api/repairs?filter=${encodeURIComponent(JSON.stringify({ pickup: 'hoy' }))}`);
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe('Filtro de recogida no válido: usa ready, storage, abandonable');
    });
  });

  describe('Unlock code', () => {
    it('is stored sealed: the clear code is nowhere in the log, the rows or the history', async () => {
      const created = await register({ password: CODE });
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({ unlockCode: '••••', hasUnlockCode: true });
      const raw = await rawEvents(created.json.id);
      expect(raw).not.toContain(CODE);
      expect(raw).toContain('aes-256-gcm.v1:');
      const list = await staff(`/api/repairs?filter=${encodeURIComponent(JSON.stringify({ id: [created.json.id] }))}`);
      expect(list.json[0]).toMatchObject({ unlockCode: '••••', hasUnlockCode: true });
      const history = await staff(`/api/repairs/${created.json.id}/history`);
      const text = JSON.stringify(history.json);
      expect(text).not.toContain(CODE);
      expect(text).not.toContain('aes-256-gcm');
      expect(history.json[0].changes).toContainEqual({ field: 'unlockCode', label: 'Código de desbloqueo', from: null, to: '••••' });
      expect(await everythingStored(api)).not.toContain(CODE);
    });

    it('is shown in clear only on request', async () => {
      const { json: repair } = await register({ unlockCode: CODE });
      const revealed = await staff(`/api/repairs/${repair.id}/unlock-code`);
      expect(revealed.status).toBe(200);
      expect(revealed.json).toEqual({ unlockCode: CODE });
      const none = await register();
      expect(none.json).toMatchObject({ unlockCode: null, hasUnlockCode: false });
      const missing = await staff(`/api/repairs/${none.json.id}/unlock-code`);
      expect(missing.status).toBe(404);
      expect(missing.json.message).toBe('Esta reparación no tiene código de desbloqueo');
      const anonymous = await client(api.url)(`/api/repairs/${repair.id}/unlock-code`);
      expect(anonymous.status).toBe(401);
    });

    it('is changed on edit, kept when the form sends back the mask, and the history never says what it is', async () => {
      const { json: repair } = await register({ unlockCode: CODE });
      const kept = await staff(`/api/repairs/${repair.id}`, { method: 'PUT', body: { ...repair, model: 'X' } });
      expect(kept.json.version).toBe(repair.version + 1);
      expect((await staff(`/api/repairs/${repair.id}/unlock-code`)).json).toEqual({ unlockCode: CODE });
      const changed = await staff(`/api/repairs/${repair.id}`, { method: 'PUT', body: { ...kept.json, unlockCode: '0000' } });
      expect(changed.status).toBe(200);
      expect((await staff(`/api/repairs/${repair.id}/unlock-code`)).json).toEqual({ unlockCode: '0000' });
      const history = await staff(`/api/repairs/${repair.id}/history`);
      expect(history.json.at(-1)).toMatchObject({
        type: 'RepairUnlockCodeChanged',
        changes: [{ field: 'unlockCode', label: 'Código de desbloqueo', from: '••••', to: '••••' }],
      });
      expect(JSON.stringify(history.json)).not.toMatch(/0000|patrón/);
      const removed = await staff(`/api/repairs/${repair.id}`, { method: 'PUT', body: { ...changed.json, unlockCode: '' } });
      expect(removed.json).toMatchObject({ unlockCode: null, hasUnlockCode: false });
    });

    it('is purged when the device is collected: the key is gone and the log is left as it was', async () => {
      const { json: repair } = await register({ unlockCode: CODE });
      expect(await keyRows(repair.id)).toHaveLength(1);
      const before = await rawEvents(repair.id);
      await staff(`/api/repairs/${repair.id}/notify`, { method: 'POST', body: { channel: 'in_person' } });
      const collected = await staff(`/api/repairs/${repair.id}/collect`, { method: 'POST' });
      expect(collected.json).toMatchObject({ unlockCode: null, hasUnlockCode: false });
      expect(await keyRows(repair.id)).toHaveLength(0);
      const after = await rawEvents(repair.id);
      expect(after.startsWith(before.slice(0, -1))).toBe(true);
      const gone = await staff(`/api/repairs/${repair.id}/unlock-code`);
      expect(gone.status).toBe(410);
      expect(gone.json.message).toBe('El código de desbloqueo se eliminó al entregar el dispositivo');
      const history = await staff(`/api/repairs/${repair.id}/history`);
      expect(history.json.map((e: any) => e.type).slice(-2)).toEqual(['RepairCollected', 'RepairUnlockCodePurged']);
      expect(history.json.at(-1).label).toBe('Código de desbloqueo eliminado');
    });

    it('refuses a code that is too long, field by field', async () => {
      const bad = await register({ unlockCode: 'x'.repeat(101) });
      expect(bad.status).toBe(400);
      expect(bad.json.errors).toEqual({ unlockCode: 'No puede exceder 100 caracteres' });
    });
  });
});
