import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { EventStore } from '@taller/event-store';
import { anEvent } from '@taller/event-store/contract';
import { findPostgresBin, startPostgres } from '../../../tools/postgres.mjs';
import { ENGINES } from '../../../tools/test-databases.js';
import { EVENT_STORE } from '../src/event-sourcing/tokens.js';
import { openDoctorCore } from '../src/operations/doctor.cli.js';
import { doctorLines, runDoctor, type DoctorReport } from '../src/operations/doctor.js';
import { freePort } from '../../../tools/processes.js';
import { client, startApi, type RunningApi } from './harness.js';

const statusOf = (report: DoctorReport, id: string) => report.checks.find((c) => c.id === id)?.status;
const failing = (report: DoctorReport) => report.checks.filter((c) => c.status === 'fail').map((c) => c.id);

describe.each(ENGINES)('taller doctor on a shop on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let env: Record<string, string>;

  beforeAll(async () => {
    const url = await databaseUrl();
    api = await startApi(url);
    env = { DATA_DIR: api.config.dataDir, ...(url ? { DATABASE_URL: url } : {}), ...(api.config.publicUrl ? { PUBLIC_URL: api.config.publicUrl } : {}) };
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await api.close();
  });

  it('finds a healthy shop healthy: every line ✓, and its --json says ok with one entry per check', async () => {
    const report = await runDoctor(env, openDoctorCore);
    expect(failing(report)).toEqual([]);
    expect(report.status).toBe('ok');
    const ids = report.checks.map((c) => c.id);
    for (const id of ['config', 'database', 'event-store', 'projection:repair-list', 'projection:client-list', 'outbox', 'disk', 'uploads', 'demo', 'public-url']) expect(ids).toContain(id);
    for (const line of doctorLines(report)) expect(line).toMatch(/^✓ /);
    // What --json prints: plain data a script can read.
    const json = JSON.parse(JSON.stringify(report));
    expect(json).toEqual({ status: 'ok', checks: expect.any(Array) });
    for (const check of json.checks) {
      expect(check).toEqual({ id: expect.any(String), status: 'ok', title: expect.any(String), message: expect.any(String) });
    }
  });

  it('finds a poisoned projection and names it, with the event and what to do', async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const store = api.app.get<EventStore>(EVENT_STORE);
    const poisonAt = (await store.append('repair-1', [anEvent('RepairStatusChanged', { from: 'pending', to: 42 })], 'any')).position;
    // The server's projector meets it a moment later and stores the fault beside its checkpoint.
    const until = Date.now() + 20_000;
    while ((await client(api.url)('/api/health')).status !== 503 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));

    const report = await runDoctor(env, openDoctorCore);
    expect(report.status).toBe('failed');
    expect(failing(report)).toEqual(expect.arrayContaining(['projection:repair-list', 'projection:repair-statistics']));
    const line = doctorLines(report).find((l) => l.includes('«Lista de reparaciones»'))!;
    expect(line).toMatch(new RegExp(`^✗ Vista «Lista de reparaciones»: detenida en el evento ${poisonAt} \\(RepairStatusChanged, repair-1\\)`));
    expect(line).toContain('taller proyecciones reconstruir');
    // The rest still answer.
    expect(statusOf(report, 'database')).toBe('ok');
    expect(statusOf(report, 'projection:client-list')).toBe('ok');
  });
});

describe('taller doctor with PostgreSQL stopped', () => {
  it('says the database and the event store do not answer, checks what it can, and fails, without hanging', async () => {
    // A real PostgreSQL, started and stopped again: its address now refuses connections.
    let url = 'postgres://taller@127.0.0.1:9/taller';
    if (findPostgresBin()) {
      const server = await startPostgres();
      url = server.url;
      server.stop();
    }
    const report = await runDoctor({ DATA_DIR: '/tmp/taller-doctor-sin-datos', DATABASE_URL: url, PUBLIC_URL: 'https://www.tutienda.es' }, openDoctorCore);
    expect(report.status).toBe('failed');
    expect(statusOf(report, 'config')).toBe('ok');
    const database = report.checks.find((c) => c.id === 'database')!;
    expect(database).toMatchObject({ status: 'fail', message: expect.stringMatching(/^PostgreSQL no responde \(/), advice: expect.stringContaining('arranca PostgreSQL') });
    expect(statusOf(report, 'event-store')).toBe('fail');
    expect(statusOf(report, 'projections')).toBe('fail');
    // Checked all the same: nothing of these needs the database.
    expect(statusOf(report, 'disk')).toBe('ok');
    expect(statusOf(report, 'demo')).toBe('ok');
    expect(statusOf(report, 'public-url')).toBe('ok');
    expect(doctorLines(report)[1]).toMatch(/^✗ Base de datos: PostgreSQL no responde .* → arranca PostgreSQL/);
  });
});

describe('taller doctor with KurrentDB stopped', () => {
  it('names its address, says what to do, and leaves the read models unchecked', async () => {
    const port = await freePort();
    const report = await runDoctor({ DATA_DIR: '/tmp/taller-doctor-sin-datos', EVENTSTORE_URL: `kurrentdb://admin:changeit@127.0.0.1:${port}?tls=false` }, openDoctorCore);
    expect(report.status).toBe('failed');
    expect(report.checks.find((c) => c.id === 'event-store')).toMatchObject({
      status: 'fail',
      message: expect.stringMatching(new RegExp(`^KurrentDB no responde en 127\\.0\\.0\\.1:${port} \\(`)),
      advice: expect.stringContaining('EVENTSTORE_URL'),
    });
    expect(statusOf(report, 'projections')).toBe('fail');
  });
});

describe('taller doctor on the settings', () => {
  it('stops at an invalid configuration, naming the variable', async () => {
    const report = await runDoctor({ PORT: 'ochenta' }, openDoctorCore);
    expect(report).toEqual({ status: 'failed', checks: [expect.objectContaining({ id: 'config', status: 'fail', message: expect.stringContaining('PORT="ochenta"') })] });
  });

  it('fails demo mode in what looks like production, warns of an http PUBLIC_URL, fails a missing one', async () => {
    const demoLive = await runDoctor({ DATA_DIR: '/tmp/taller-doctor-sin-datos', DEMO: 'on', DATABASE_URL: 'postgres://taller@127.0.0.1:9/taller', PUBLIC_URL: 'http://taller.example.com' }, openDoctorCore);
    expect(demoLive.checks.find((c) => c.id === 'demo')).toMatchObject({ status: 'fail', advice: 'arranca con DEMO=off' });
    expect(statusOf(demoLive, 'public-url')).toBe('warn');
    const noAddress = await runDoctor({ DATA_DIR: '/tmp/taller-doctor-sin-datos', DEMO: 'off' }, openDoctorCore);
    expect(noAddress.checks.find((c) => c.id === 'public-url')).toMatchObject({ status: 'fail', advice: expect.stringContaining('PUBLIC_URL=https://') });
  });
});
