import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { RepairListProjection } from '../../../libs/server/src/repairs/repair-list.projection.js';
import { client, startApi, type RunningApi } from '../../../libs/server/test/harness.js';
import { ENGINES } from '../../../tools/test-databases.js';
import { CLI_MAIN, requireBuilt, run } from '../../../tools/processes.js';

beforeAll(requireBuilt);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(ENGINES)('taller projections, beside a running server, on $name', ({ databaseUrl }) => {
  let dataDir: string;
  let url: string | undefined;
  let api: RunningApi;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'taller-cli-projections-'));
    url = await databaseUrl();
    api = await startApi(url, dataDir);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const taller = (...args: string[]) =>
    run(CLI_MAIN, args, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(url ? { DATABASE_URL: url, PUBLIC_URL: api.url } : {}) });

  it('shows a projection stopped by the running version, rebuilds it with the fixed one, and the server carries on', async () => {
    // The running server's version cannot apply "on hold" (a bug); the CLI's (a fixed release) can.
    const projection = api.app.get(RepairListProjection);
    const apply = projection.apply.bind(projection);
    jest.spyOn(projection, 'apply').mockImplementation((event, rows) => {
      if (event.type === 'RepairStatusChanged' && (event.data as { to: string }).to === 'on_hold') throw new Error('fallo de esta versión');
      apply(event, rows);
    });
    const staff = client(api.url, await api.login('gerente@taller.demo'));
    const changed = await staff('/api/repairs/1/status', { method: 'POST', body: { status: 'on_hold' } });
    expect(changed.status).toBe(202);
    const health = () => client(api.url)('/api/health');
    expect((await until(health, (r) => r.status === 503)).status).toBe(503);

    const status = await taller('projections', 'status');
    expect(status.code).toBe(1);
    expect(status.stdout).toMatch(/Lista de reparaciones\s+\d+\s+\d+\s+\d+\s+detenida en el evento \d+ \(RepairStatusChanged, repair-1\)/);
    expect(status.stdout).toContain('fallo de esta versión');
    expect(status.stdout).toContain('taller proyecciones reconstruir');
    const json = JSON.parse((await taller('projections', 'status', '--json')).stdout);
    expect(json.status).toBe('degraded');
    // Each read model by its Spanish name (Projection.label); the identifiers stay in the JSON.
    for (const { name } of json.projections as { name: string }[]) expect(status.stdout).not.toMatch(new RegExp(`^${name}\\s`, 'm'));
    expect(json.projections.find((p: { name: string }) => p.name === 'repair-list').fault).toMatchObject({ eventType: 'RepairStatusChanged', streamId: 'repair-1' });

    const rebuild = await taller('projections', 'rebuild');
    expect({ code: rebuild.code, stderr: rebuild.stderr }).toEqual({ code: 0, stderr: expect.any(String) });
    expect(rebuild.stdout).toMatch(/Vistas reconstruidas: \d+ eventos/);

    // The server notices within its retry interval (at most 10 s), without a restart.
    expect((await until(health, (r) => r.status === 200)).json.status).toBe('ok');
    expect((await staff('/api/repairs/1')).json.status).toBe('on_hold');
    const next = await staff('/api/repairs/2/status', { method: 'POST', body: { status: 'in_progress' } });
    expect({ status: next.status, repair: next.json.status }).toEqual({ status: 200, repair: 'in_progress' });

    const after = await taller('projections', 'status');
    expect(after.code).toBe(0);
    expect(after.stdout).toContain('Todas las vistas funcionan');
  });
});
