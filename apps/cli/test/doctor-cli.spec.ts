import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi, type RunningApi } from '../../../libs/server/test/harness.js';
import { CLI_MAIN, freePort, requireBuilt, run } from '../../../tools/processes.js';

beforeAll(requireBuilt);

describe('taller doctor, the real command line', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi(undefined, mkdtempSync(join(tmpdir(), 'taller-cli-doctor-')));
  });
  afterAll(() => api.close());

  it('prints one ✓ line per check and exits 0 on a healthy shop; --json says the same to a script', async () => {
    const text = await run(CLI_MAIN, ['doctor'], { DATA_DIR: api.config.dataDir, LOG_LEVEL: 'warn' });
    expect(text.code).toBe(0);
    const lines = text.stdout.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(10);
    for (const line of lines) expect(line).toMatch(/^✓ /);
    expect(text.stdout).toContain('✓ Vista «Lista de reparaciones»: al día');

    const json = await run(CLI_MAIN, ['doctor', '--json'], { DATA_DIR: api.config.dataDir, LOG_LEVEL: 'warn' });
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout);
    expect(report.status).toBe('ok');
    expect(report.checks).toHaveLength(lines.length);
    expect(report.checks[0]).toEqual({ id: 'config', status: 'ok', title: 'Configuración', message: expect.any(String) });
  });

  it('exits 1 with a ✗ and what to do when PostgreSQL does not answer', async () => {
    const port = await freePort();
    const answer = await run(CLI_MAIN, ['doctor'], {
      DATA_DIR: api.config.dataDir,
      DATABASE_URL: `postgres://taller@127.0.0.1:${port}/taller`,
      PUBLIC_URL: 'https://www.tutienda.es',
    });
    expect(answer.code).toBe(1);
    expect(answer.stdout).toMatch(/^✗ Base de datos: PostgreSQL no responde \(.*\) → arranca PostgreSQL/m);
    expect(answer.stdout).toMatch(/^✓ Espacio en disco de DATA_DIR: /m);
  });
});
