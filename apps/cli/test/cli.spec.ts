import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ValidationFailed } from '@taller/domain';
import { errorLine } from '../../../libs/server/src/cli/cli-context.js';
import { CLI_MAIN, requireBuilt, run, startServer, stop } from '../../../tools/processes.js';

let dataDir: string;
beforeAll(requireBuilt);
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'taller-cli-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const taller = (...args: string[]) => run(CLI_MAIN, args, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });

describe('A command line error', () => {
  it('is one line: the reason once, then only what the fields add, without the API\'s field keys', () => {
    expect(errorLine(new ValidationFailed({ _: 'Estado no válido' }))).toBe('Estado no válido');
    expect(errorLine(new ValidationFailed({ status: 'Estado no válido' }))).toBe('Estado no válido');
    expect(errorLine(new ValidationFailed({ priceCents: 'Precio no válido', device: 'Falta el dispositivo' }, 'Corrige el formulario'))).toBe(
      'Corrige el formulario; Precio no válido; Falta el dispositivo',
    );
    expect(errorLine(new ValidationFailed({ 'lines.0.text': 'Texto no válido', 'lines.1.text': 'Texto no válido' }, 'Corrige el formulario'))).toBe(
      'Corrige el formulario; Texto no válido',
    );
    expect(errorLine(new Error('dos\nlíneas'))).toBe('dos líneas');
  });
});

describe('The taller command line', () => {
  it('changes a status that the running server then shows, as done by the CLI', async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'gerente@taller.demo', password: 'demo-taller' }),
      });
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const statusOf2 = async () =>
        ((await (await fetch(`${server.url}/api/repairs/2`, { headers: { cookie } })).json()) as { status: string }).status;
      expect(await statusOf2()).toBe('pending');

      const result = await taller('repairs', 'status', '2', 'completed');
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('Reparación 2: Pendiente → Completada');

      const seenAt = Date.now();
      // The server's projector follows the log the CLI wrote to (about 1 s here; not asserted).
      while ((await statusOf2()) !== 'completed' && Date.now() - seenAt < 15_000) await new Promise((r) => setTimeout(r, 25));
      expect(await statusOf2()).toBe('completed');

      const history = (await (await fetch(`${server.url}/api/repairs/2/history`, { headers: { cookie } })).json()) as {
        type: string;
        source: string;
        actor: { name: string };
      }[];
      // The change is the CLI's (the server's own notices may follow it, as the system's).
      const change = history.filter((entry) => entry.type === 'RepairStatusChanged').at(-1);
      expect(change).toMatchObject({ source: 'cli', actor: { name: 'Línea de comandos' } });
    } finally {
      await stop(server.child);
    }
  });

  it('lists repairs as a table or as JSON, filtered by status', async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    await stop(server.child);
    const text = await taller('repairs', 'list');
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/ID\s+Estado\s+Cliente/);
    expect(text.stdout).toContain('María García López');
    expect(text.stdout).toContain('129,00');
    const json = await taller('repairs', 'list', '--status', 'completed', '--json');
    const rows = JSON.parse(json.stdout) as { status: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'completed')).toBe(true);
  });

  it('explains bad input in Spanish with exit code 1', async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    await stop(server.child);
    const cases: [string[], string][] = [
      [['repairs', 'status', '2', 'rota'], 'Estado no válido'],
      [['repairs', 'status', '9999', 'completed'], 'Reparación no encontrada'],
      [['repairs', 'status', 'dos', 'completed'], 'ID de reparación no válido'],
      [['repairs', 'list', '--status', 'rota'], 'Estado no válido'],
    ];
    for (const [args, message] of cases) {
      const result = await taller(...args);
      // One line: the reason once, nothing else (no '  _: Estado no válido' after it).
      expect({ args, code: result.code }).toEqual({ args, code: 1 });
      expect(result.stderr.startsWith(`Error: ${message}`)).toBe(true);
      expect(result.stderr.split('\n')).toEqual([expect.any(String), '']);
    }
  });

  it('rebuilds the read models with progress, to the same result', async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    await stop(server.child);
    const before = (await taller('repairs', 'list', '--json')).stdout;
    const rebuild = await taller('projections', 'rebuild');
    expect(rebuild.code).toBe(0);
    expect(rebuild.stdout).toMatch(/Vistas reconstruidas: \d+ eventos/);
    expect((await taller('repairs', 'list', '--json')).stdout).toEqual(before);
  });
});
