import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_MAIN, requireBuilt, run } from '../../../tools/processes.js';
import { readModelSnapshot } from '../../../tools/read-models.js';

let dirs: string[] = [];
beforeAll(requireBuilt);
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'taller-seed-'));
  dirs.push(dir);
  return dir;
};
const taller = (dataDir: string, ...args: string[]) => run(CLI_MAIN, args, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
const SMALL = ['--clients', '12', '--repairs', '30', '--revisions', '15', '--orders', '20', '--notes', '4', '--today', '2026-11-22T10:00:00Z'];
const RECORDS = ['client_rows', 'repair_rows', 'revision_rows', 'order_rows'] as const;
const created = (stdout: string, label: string) => Number(new RegExp(`^${label}\\s+(\\d+)$`, 'm').exec(stdout)?.[1]);

describe('taller demo seed', () => {
  it('fills an empty shop with the sizes asked for, dated over past months and the coming weeks', async () => {
    const dataDir = newDataDir();
    const result = await taller(dataDir, 'demo', 'seed', ...SMALL, '--seed', '7');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Datos de demostración creados');
    const converted = created(result.stdout, 'Reparaciones de revisiones convertidas');
    expect(created(result.stdout, 'Clientes')).toBe(12);
    expect(created(result.stdout, 'Reparaciones')).toBe(30);
    expect(created(result.stdout, 'Notas')).toBe(4);

    const rows = await readModelSnapshot({ dataDir });
    expect(rows.client_rows).toHaveLength(12);
    expect(rows.repair_rows).toHaveLength(30 + converted);
    expect(rows.revision_rows).toHaveLength(15);
    expect(rows.order_rows).toHaveLength(20);

    const repairs = rows.repair_rows as { status: string; entry_date: string }[];
    expect(new Set(repairs.map((r) => r.status)).size).toBeGreaterThan(2);
    expect(repairs.every((r) => r.entry_date <= '2026-11-22')).toBe(true);
    const months = new Set(repairs.map((r) => r.entry_date.slice(0, 7)));
    expect(months.size).toBeGreaterThan(2);
    const clients = rows.client_rows as { phone: string }[];
    expect(clients.every((c) => /^(\+34 )?6\d{2} \d{3} \d{3}$/.test(c.phone))).toBe(true);

    const json = await taller(dataDir, 'repairs', 'list', '--json');
    expect((JSON.parse(json.stdout) as unknown[]).length).toBe(30 + converted);
  });

  it('refuses a shop outside demo mode: its notes would need the demo manager, whose password is public', async () => {
    const dataDir = newDataDir();
    const refused = await run(CLI_MAIN, ['demo', 'seed', ...SMALL], { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: 'off' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      'Error: El taller no está en modo demostración: los datos de demostración (y su gerente de contraseña pública) solo se crean con DEMO=on.\n',
    );
    expect((await readModelSnapshot({ dataDir })).client_rows).toHaveLength(0);
  });

  it('refuses a shop that already has data, unless --force', async () => {
    const dataDir = newDataDir();
    expect((await taller(dataDir, 'demo', 'seed', ...SMALL)).code).toBe(0);
    const refused = await taller(dataDir, 'demo', 'seed', ...SMALL);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Error: El taller ya tiene datos \(\d+ eventos, 4 notas\).*Usa --forzar/m);
    expect((await readModelSnapshot({ dataDir })).client_rows).toHaveLength(12);

    const forced = await taller(dataDir, 'demo', 'seed', ...SMALL, '--force');
    expect(forced.stderr).not.toContain('Error');
    expect(forced.code).toBe(0);
    expect((await readModelSnapshot({ dataDir })).client_rows).toHaveLength(24);
  });

  it('gives the same data for the same --seed, and other data for another', async () => {
    const snapshot = async (seed: string) => {
      const dataDir = newDataDir();
      expect((await taller(dataDir, 'demo', 'seed', ...SMALL, '--seed', seed)).code).toBe(0);
      const rows = await readModelSnapshot({ dataDir });
      return Object.fromEntries(RECORDS.map((table) => [table, rows[table]]));
    };
    const first = await snapshot('42');
    expect(await snapshot('42')).toEqual(first);
    expect(await snapshot('43')).not.toEqual(first);
  });

  it('says what is wrong with a size that is no number', async () => {
    const result = await taller(newDataDir(), 'demo', 'seed', '--repairs', 'muchas');
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('debe ser un número entero');
  });
});
