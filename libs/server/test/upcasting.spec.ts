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

});
