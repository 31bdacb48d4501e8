import { anEvent } from '@taller/event-store/contract';
import type { EventStore } from '@taller/event-store';
import { EVENT_STORE, Projector } from '../src/index.js';
import { ENGINES } from '../../../tools/test-databases.js';
import { client, startApi, type RunningApi } from './harness.js';

describe.each(ENGINES)('An event stored in an old schema version, on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let staff: ReturnType<typeof client>;

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    staff = client(api.url, await api.login('gerente@taller.demo'));
    // A repair registered by the previous program: RepairRegistered v1 had no price type.
    const v1 = anEvent('RepairRegistered', {
      repairId: 500, clientId: 1, device: 'Portátil', model: 'ThinkPad', contactNumber: '600 500 500',
      description: 'Teclado', motive: '', priceCents: 5000, paymentMethod: 'cash', isPaid: false,
      internalNotes: '', entryDate: '2025-03-01', status: 'pending',
    });
    await api.app.get<EventStore>(EVENT_STORE).append('repair-500', [v1], 'no_stream');
    // A revision registered and converted by the program before unlock codes: both events v1.
    await api.app.get<EventStore>(EVENT_STORE).append(
      'revision-600',
      [
        anEvent('RevisionRegistered', {
          revisionId: 600, clientId: 1, status: 'pending', device: 'Tablet', model: 'iPad Air', contactNumber: '600 600 600',
          motive: 'diagnostico', description: 'No enciende', internalNotes: '', date: '2025-03-02',
        }),
      ],
      'no_stream',
    );
    await api.app.get<EventStore>(EVENT_STORE).append(
      'revision-601',
      [
        anEvent('RevisionRegistered', {
          revisionId: 601, clientId: 1, status: 'pending', device: 'Móvil', model: 'Pixel 6', contactNumber: '600 600 601',
          motive: 'otro', description: 'Pantalla', internalNotes: '', date: '2025-03-03',
        }),
        anEvent('RevisionConvertedToRepair', { repairId: 500 }),
      ],
      'no_stream',
    );
    await api.app.get(Projector).waitFor(await api.app.get<EventStore>(EVENT_STORE).headPosition());
  });
  afterAll(() => api.close());

  it('is read as the current version by the read model and the API', async () => {
    const repair = await staff('/api/repairs/500');
    expect(repair.json).toMatchObject({ id: 500, model: 'ThinkPad', priceType: 'flexible', priceCents: 5000 });
  });

  it('is read as the current version by a rebuild', async () => {
    await api.app.get(Projector).rebuild();
    expect((await staff('/api/repairs/500')).json).toMatchObject({ id: 500, model: 'ThinkPad', priceType: 'flexible' });
  });

  it('is read as the current version by the decider: the repair can be corrected', async () => {
    const { json: repair } = await staff('/api/repairs/500');
    const corrected = await staff('/api/repairs/500', { method: 'PUT', body: { ...repair, priceType: 'fixed' } });
    expect(corrected.status).toBe(200);
    expect(corrected.json.priceType).toBe('fixed');
  });

  it('is read as the current version by the history', async () => {
    const history = await staff('/api/repairs/500/history');
    expect(history.json[0].data.priceType).toBe('flexible');
    expect(history.json[1].changes).toEqual([{ field: 'priceType', label: 'Tipo de precio', from: 'flexible', to: 'fixed' }]);
  });

  describe('A revision registered and converted before unlock codes were kept', () => {
    it('is read as keeping none, by the read model, a rebuild and the reveal', async () => {
      expect((await staff('/api/revisions/600')).json).toMatchObject({ id: 600, model: 'iPad Air', unlockCode: null, hasUnlockCode: false });
      expect((await staff('/api/revisions/601')).json).toMatchObject({ id: 601, convertedToRepairId: 500, hasUnlockCode: false });
      await api.app.get(Projector).rebuild();
      expect((await staff('/api/revisions/600')).json).toMatchObject({ id: 600, unlockCode: null, hasUnlockCode: false });
      const none = await staff('/api/revisions/601/unlock-code');
      expect(none.status).toBe(404);
      expect(none.json.message).toBe('Esta revisión no tiene código de desbloqueo');
    });

    it('is read as the current version by the history', async () => {
      const registered = (await staff('/api/revisions/600/history')).json;
      expect(registered[0].data.unlockCode).toBeNull();
      expect(registered[0].changes.map((c: { field: string }) => c.field)).not.toContain('unlockCode');
      const converted = (await staff('/api/revisions/601/history')).json;
      expect(converted[1]).toMatchObject({ type: 'RevisionConvertedToRepair', data: { repairId: 500, unlockCode: null } });
    });

    it('is read as the current version by the decider: it takes a code, and converting again changes nothing', async () => {
      const { json: revision } = await staff('/api/revisions/600');
      const corrected = await staff('/api/revisions/600', { method: 'PUT', body: { ...revision, unlockCode: '2580' } });
      expect(corrected.status).toBe(200);
      expect((await staff('/api/revisions/600/unlock-code')).json).toEqual({ unlockCode: '2580' });
      const again = await staff('/api/revisions/601/convert', { method: 'POST' });
      expect(again.json).toMatchObject({ repairId: 500, repair: { id: 500 } });
      expect((await staff('/api/revisions/601/history')).json).toHaveLength(2);
    });
  });

});
