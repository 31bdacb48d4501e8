import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { EventStore } from '@taller/event-store';
// An event as an older version (or a bug) could have written it: its data breaks its schema.
import { anEvent } from '@taller/event-store/contract';
import { ENGINES } from '../../../tools/test-databases.js';
import { RepairListProjection } from '../src/repairs/repair-list.projection.js';
import { RepairStatisticsProjection } from '../src/statistics/repair-statistics.projection.js';
import { EVENT_STORE } from '../src/event-sourcing/tokens.js';
import { Projector } from '../src/projections/projector.js';
import { ChangeNotYetVisible } from '../src/shared/commands.js';
import { client, startApi, type RunningApi } from './harness.js';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type Status = { name: string; position: number; lag: number; fault: { position: number } | null; waitingFor: string | null };
const byName = (projections: Status[]) => Object.fromEntries(projections.map((p) => [p.name, p]));

describe.each(ENGINES)('A read model that cannot apply an event, on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let staff: ReturnType<typeof client>;
  let store: EventStore;
  let poisonAt: number;
  const errors: string[] = [];

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    staff = client(api.url, await api.login('gerente@taller.demo'));
    store = api.app.get<EventStore>(EVENT_STORE);
    jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => void errors.push(String(message)));
    // A status change whose status is no status at all: the repairs list cannot apply it.
    poisonAt = (await store.append('repair-1', [anEvent('RepairStatusChanged', { from: 'pending', to: 42 })], 'any')).position;
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await api.close();
  });

  const health = () => client(api.url)('/api/health');

  // The read models that read a repair's status; every other one has no use for the event.
  const STOPPED = ['repair-list', 'repair-statistics'];

  it('stops the projections that read it alone, on that event, and health answers 503 naming each, its position, lag and error', async () => {
    const head = await store.headPosition();
    // The others apply the events around it on their own, a moment later.
    const others = (projections: Status[]) => projections.filter((p) => !STOPPED.includes(p.name));
    const answer = await until(health, (r) => r.status === 503 && others(r.json.projections).every((p) => p.position === head));
    expect(answer.status).toBe(503);
    expect(answer.json.status).toBe('degraded');
    const projections = byName(answer.json.projections);
    for (const name of STOPPED) {
      expect(projections[name]).toMatchObject({
        position: poisonAt - 1,
        fault: { position: poisonAt, eventType: 'RepairStatusChanged', streamId: 'repair-1', message: expect.stringMatching(/^datos no válidos: to: /) },
      });
      expect(projections[name]!.lag).toBeGreaterThanOrEqual(1);
    }
    // Among them the ledger, which reads repairs' payments only, and the activity, which reads no data.
    expect(others(answer.json.projections).length).toBeGreaterThanOrEqual(10);
    for (const projection of others(answer.json.projections)) {
      expect(projection).toMatchObject({ fault: null, waitingFor: null, position: head });
    }
    expect(answer.json.message).toContain('«repair-list» en el evento');
  });

  it('answers a new repair 202 with its id (saved, never a false 404), and its history holds it', async () => {
    const created = await staff('/api/repairs', { method: 'POST', body: { clientId: 2, device: 'Tablet', description: 'No carga' } });
    expect(created.status).toBe(202);
    expect(created.json).toMatchObject({ id: expect.any(Number), saved: true, visible: false, message: ChangeNotYetVisible.MESSAGE });
    const history = await staff(`/api/repairs/${created.json.id}/history`);
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.json)).toContain('No carga');
  });

  it('answers a status change and an edit 202, never a stale 200', async () => {
    const changed = await staff('/api/repairs/2/status', { method: 'POST', body: { status: 'in_progress' } });
    expect(changed.status).toBe(202);
    expect(changed.json.message).toBe(ChangeNotYetVisible.MESSAGE);
    const before = await staff('/api/repairs/3');
    const edited = await staff('/api/repairs/3', { method: 'PUT', body: { ...before.json, model: 'Modelo nuevo', version: before.json.version } });
    expect(edited.status).toBe(202);
  });

  it('keeps the projections that can apply going: a new client is listed at once', async () => {
    const created = await staff('/api/clients', { method: 'POST', body: { name: 'Lucía', lastName: 'Ortega', phone: '611 222 333' } });
    // The repairs list is behind this position too, so the answer cannot say "visible everywhere".
    expect(created.status).toBe(202);
    const shown = await staff(`/api/clients/${created.json.id}`);
    expect({ status: shown.status, name: shown.json.name }).toEqual({ status: 200, name: 'Lucía' });
  });

  it('says it in the log once per projection, not once per retry', async () => {
    // Retries come after 1 s, 2 s, 4 s…: let a few pass.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(errors.filter((line) => line.includes('no puede aplicar el evento')).length).toBe(STOPPED.length);
  });

  it('applies the event and carries on once the cause is gone, without a restart', async () => {
    // The fix: the projections' new code reads what the old version wrote wrongly.
    for (const projection of [api.app.get(RepairListProjection), api.app.get(RepairStatisticsProjection)]) {
      const apply = projection.apply.bind(projection);
      jest.spyOn(projection, 'apply').mockImplementation((event, rows) => (event.position === poisonAt ? undefined : apply(event, rows)));
    }

    const head = await store.headPosition();
    const caughtUp = (r: { json: { projections: Status[] } }) => r.json.projections.every((p) => p.position === head && p.fault === null);
    const answer = await until(health, (r) => r.status === 200 && caughtUp(r));
    expect(answer.json.status).toBe('ok');
    expect(caughtUp(answer)).toBe(true);
    expect(api.app.get(Projector).degraded).toBe(false);

    // What was saved meanwhile shows, and commands answer as usual again.
    expect((await staff('/api/repairs/2')).json.status).toBe('in_progress');
    expect((await staff('/api/repairs/3')).json.model).toBe('Modelo nuevo');
    const found = await staff(`/api/repairs?filter=${encodeURIComponent(JSON.stringify({ q: 'No carga' }))}`);
    expect(found.json.map((r: { device: string }) => r.device)).toEqual(['Tablet']);
    const created = await staff('/api/repairs', { method: 'POST', body: { clientId: 2, device: 'Portátil', description: 'No arranca' } });
    expect(created.status).toBe(201);
    expect(created.json.device).toBe('Portátil');
  });
});

describe.each(ENGINES)('A client event no projection can apply, on $name', ({ databaseUrl }) => {
  let api: RunningApi;

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
  });
  afterAll(async () => {
    await api.close();
  });

  it('stops the client list there, and the lists that show client names never pass it', async () => {
    const store = api.app.get<EventStore>(EVENT_STORE);
    const poisonAt = (await store.append('client-1', [anEvent('ClientDetailsCorrected', { changes: 'no es un objeto' })], 'any')).position;
    const staff = client(api.url, await api.login('gerente@taller.demo'));
    const created = await staff('/api/clients', { method: 'POST', body: { name: 'Lucía', phone: '611 222 333' } });
    expect(created.status).toBe(202);

    const head = await store.headPosition();
    const answer = await until(
      () => client(api.url)('/api/health'),
      (r) => r.status === 503 && (r.json.projections as Status[]).some((p) => p.name === 'activity' && p.position === head),
    );
    const projections = byName(answer.json.projections);
    expect(projections['client-list']!.fault).toMatchObject({ position: poisonAt, streamId: 'client-1' });
    for (const name of ['repair-list', 'order-list', 'revision-list']) {
      // Each either fails on the same event or waits for the client list, whose rows it reads.
      expect(projections[name]!.position).toBeLessThan(poisonAt);
      expect(projections[name]!.fault?.position ?? projections[name]!.waitingFor).toBeTruthy();
    }
    // The audit trail goes on: it reads no other projection's rows.
    expect(projections['activity']).toMatchObject({ fault: null, position: head });
  });
});

describe('A NUL character in a stored text, on SQLite', () => {
  it('is applied to the read models and read back as it was (it used to stop them for good)', async () => {
    const api = await startApi();
    try {
      // As a version before the door checked text could have stored it.
      await api.app.get<EventStore>(EVENT_STORE).append('client-1', [anEvent('ClientDetailsCorrected', { changes: { company: 'ACME\u0000' } })], 'any');
      const staff = client(api.url, await api.login('gerente@taller.demo'));
      const shown = await until(() => staff('/api/clients/1'), (r) => r.json?.company === 'ACME\u0000');
      expect(shown.json.company).toBe('ACME\u0000');
      expect((await client(api.url)('/api/health')).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});
