import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_MAIN, requireBuilt, run, startServer, stop } from '../../../tools/processes.js';

let dataDir: string;
beforeAll(requireBuilt);
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'taller-cli-audit-'));
  // The server seeds the demo shop (accounts, clients, repairs) into DATA_DIR, then steps aside.
  const server = await startServer({ DATA_DIR: dataDir });
  await stop(server.child);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const taller = (...args: string[]) => run(CLI_MAIN, args, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });

/** `taller audit`: the 'Actividad' screen for a script, the same filters, lines and CSV. */
describe('taller audit', () => {
  it('shows a change made from the CLI, newest first, with before → after, as JSON and as a table', async () => {
    const changed = await taller('repairs', 'status', '2', 'completed');
    expect(changed.code).toBe(0);

    const json = await taller('audit', '--kind', 'repair', '--record', '2', '--json');
    expect(json.stderr).toBe('');
    expect(json.code).toBe(0);
    const page = JSON.parse(json.stdout) as { lines: { type: string; source: string; actor: { name: string }; changes: { fromText: string; toText: string }[] }[]; nextBefore: number | null };
    expect(page.lines[0]).toMatchObject({
      type: 'RepairStatusChanged',
      source: 'cli',
      actor: { name: 'Línea de comandos' },
      changes: [{ fromText: 'Pendiente', toText: 'Completada' }],
    });
    expect(page.lines.at(-1)!.type).toBe('RepairRegistered');
    expect(page.nextBefore).toBeNull();

    const table = await taller('audit', '--actor', 'cli', '--type', 'RepairStatusChanged');
    expect(table.code).toBe(0);
    expect(table.stdout.split('\n')[0]).toMatch(/^Fecha\s+Quién\s+Origen\s+Registro\s+Qué pasó\s+Cambios$/);
    expect(table.stdout).toContain('Reparación 2');
    expect(table.stdout).toContain('Estado: Pendiente → Completada');
  });

  it('filters by days, actor by e-mail, and pages with --before', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
    const one = await taller('audit', '--since', today, '--until', today, '--limit', '1', '--json');
    expect(one.code).toBe(0);
    const first = JSON.parse(one.stdout) as { lines: { position: number }[]; nextBefore: number };
    expect(first.lines).toHaveLength(1);
    const next = JSON.parse((await taller('audit', '--limit', '1', '--before', String(first.nextBefore), '--json')).stdout) as { lines: { position: number }[] };
    expect(next.lines[0]!.position).toBeLessThan(first.lines[0]!.position);

    const hint = await taller('audit', '--limit', '1');
    expect(hint.stdout).toMatch(/Más antiguos: añade --antes \d+/);

    const none = await taller('audit', '--actor', 'administrador@taller.demo', '--until', '2000-01-01');
    expect(none.code).toBe(0);
    expect(none.stdout.trim()).toBe('No hay actividad con esos filtros');
    const nobody = await taller('audit', '--actor', 'nadie@taller.demo');
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toBe('Error: Quién: no hay ninguna cuenta «nadie@taller.demo»\n');
  });

  it('refuses a bad filter in one Spanish line and exit code 1', async () => {
    const bad = await taller('audit', '--since', '2026-02-30');
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toBe('Error: Desde: debe ser un día AAAA-MM-DD\n');
    const source = await taller('audit', '--source', 'ftp');
    expect(source.stderr).toBe('Error: Origen no válido: ftp. Usa uno de: api, cli, sistema\n');
  });

  it('writes every matching line as CSV for Excel with --csv', async () => {
    const csv = await taller('audit', '--kind', 'repair', '--record', '2', '--csv');
    expect(csv.code).toBe(0);
    expect(csv.stdout.startsWith('\uFEFFFecha y hora;Quién;Rol;Origen;')).toBe(true);
    const rows = csv.stdout.split('\r\n').filter(Boolean);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows[1]).toContain(';Línea de comandos;Línea de comandos;Línea de comandos;Reparación;2;');
  });
});
