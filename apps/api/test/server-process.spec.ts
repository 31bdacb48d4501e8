import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_MAIN, loginAsGerente as login, requireBuilt, run, startServer, stop } from '../../../tools/processes.js';

let dataDir: string;
beforeAll(requireBuilt);
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'taller-proc-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('The server process', () => {
  it('keeps every repair it answered 201 for through a kill -9', async () => {
    let server = await startServer({ DATA_DIR: dataDir });
    const cookie = await login(server.url);
    const created: number[] = [];
    // Fire creations back to back and kill the server the moment the last answer arrives.
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`${server.url}/api/repairs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ clientId: 1, device: 'Móvil', description: `Reparación ${i} antes del corte` }),
      });
      expect(response.status).toBe(201);
      created.push(((await response.json()) as { id: number }).id);
    }
    await stop(server.child, 'SIGKILL');

    server = await startServer({ DATA_DIR: dataDir });
    try {
      const again = await login(server.url);
      const ids = encodeURIComponent(JSON.stringify({ id: created }));
      const response = await fetch(`${server.url}/api/repairs?filter=${ids}`, { headers: { cookie: again } });
      const repairs = (await response.json()) as { id: number; description: string }[];
      expect(repairs.map((r) => r.id).sort((a, b) => a - b)).toEqual(created);
      expect(repairs.find((r) => r.id === created.at(-1))!.description).toBe('Reparación 19 antes del corte');
    } finally {
      await stop(server.child);
    }
  });

  it('prints the demo accounts on its first start, and warns that it is a demo', async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    await stop(server.child);
    for (const email of ['administrador@taller.demo', 'gerente@taller.demo', 'cliente@taller.demo']) {
      expect(server.output()).toContain(email);
    }
    expect(server.output()).toContain('demo-taller');
    const warning = server
      .output()
      .split('\n')
      .find((line) => line.includes('MODO DEMOSTRACIÓN'));
    expect(JSON.parse(warning!)).toMatchObject({ level: 40, msg: expect.stringContaining('No lo uses con datos reales') });
  });

  it('outside demo mode creates no demo account, offers none and says nothing of a demo', async () => {
    const server = await startServer({ DATA_DIR: dataDir, DEMO: 'off', PUBLIC_URL: 'https://www.tutienda.es' });
    try {
      for (const email of ['administrador@taller.demo', 'gerente@taller.demo', 'cliente@taller.demo']) {
        const response = await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'demo-taller' }),
        });
        expect({ email, status: response.status }).toEqual({ email, status: 401 });
      }
      expect((await fetch(`${server.url}/api/auth/demo-accounts`)).status).toBe(404);
      expect(await (await fetch(`${server.url}/api/auth/me`)).json()).toEqual({ user: null, demo: false });
    } finally {
      await stop(server.child);
    }
    expect(server.output()).not.toMatch(/demo-taller|demostración/i);
  });

  it('refuses to start outside demo mode without PUBLIC_URL, in one line naming it, exit code 1', async () => {
    const withoutDemo: Record<string, string>[] = [{ DEMO: 'off' }, { DATABASE_URL: 'postgres://taller:clave@127.0.0.1:1/taller' }];
    for (const env of withoutDemo) {
      const result = await run(API_MAIN, [], { DATA_DIR: dataDir, ...env });
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual([
        'Configuración no válida: falta PUBLIC_URL, la dirección pública de la web (p. ej. PUBLIC_URL=https://www.tutienda.es): fuera del modo demostración los enlaces de los correos no pueden depender de la cabecera Host de la petición',
      ]);
    }
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DEMO', 'quizás'],
    ['LOG_LEVEL', 'ruidoso'],
    ['DATA_DIR', '   '],
    ['TRUST_PROXY', 'proxy.local'],
  ])('refuses to start with %s=%s in one line naming the variable, exit code 1', async (variable, value) => {
    const result = await run(API_MAIN, [], { DATA_DIR: dataDir, [variable]: value });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(variable);
    expect(lines[0]).toMatch(/^Configuración no válida/);
  });

  it('says so in one line when the port is taken', async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      const port = new URL(server.url).port;
      const result = await run(API_MAIN, [], { DATA_DIR: mkdtempSync(join(tmpdir(), 'taller-proc2-')), PORT: port, LOG_LEVEL: 'warn' });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`El puerto ${port} ya está en uso`);
    } finally {
      await stop(server.child);
    }
  });
});
