import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_MAIN, requireBuilt, run, startServer, stop } from '../../../tools/processes.js';

let dataDir: string;
beforeAll(requireBuilt);
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'taller-cli-shop-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const taller = (...args: string[]) => run(CLI_MAIN, args, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: 'off' });

/** `taller shop show|set`: a real shop sets its identity, hours and terms from a script. */
describe('taller shop', () => {
  it('a new shop says what is missing; a wrong NIF changes nothing (exit 1); set changes only what it is given', async () => {
    const fresh = await taller('shop', 'show', '--json');
    expect(fresh.code).toBe(0);
    expect(JSON.parse(fresh.stdout)).toMatchObject({ configured: false, version: -1, terms: { storageFreeDays: 10, storageDailyFeeCents: 300 } });

    const wrong = await taller('shop', 'set', '--tax-id', 'B58818502', '--city', 'Alcorcón');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/^Error: .*El NIF\/CIF no es válido/);
    expect(wrong.stderr).not.toContain('identity.');
    expect(JSON.parse((await taller('shop', 'show', '--json')).stdout).identity.city).toBe('');

    const set = await taller(
      'shop', 'set', '--trade-name', 'Taller Móvil Alcorcón', '--legal-name', 'Reparaciones Pérez S.L.', '--tax-id', 'b-58818501',
      '--street', 'Calle Mayor 12, local 3', '--postal-code', '28921', '--city', 'Alcorcón', '--province', 'Madrid',
      '--phone', '916 123 456', '--email', 'hola@tallermovil.es', '--saturday', 'cerrado', '--monday', '9:30-13:30,17:00-20:30',
      '--storage-fee', '2,50', '--warranty-months', '6',
    );
    expect(set.code).toBe(0);
    expect(set.stdout).toContain('Guardado (3 cambios, versión 2)');
    expect(set.stdout).toContain('Ajustes del taller · Configurado');
    expect(set.stdout).toMatch(/Lunes\s+09:30-13:30, 17:00-20:30/);
    expect(set.stdout).toMatch(/Almacenaje por día\s+2,50\s€/);

    const again = await taller('shop', 'set', '--trade-name', 'Taller Móvil Alcorcón');
    expect(again.code).toBe(0);
    expect(again.stdout.trim()).toBe('Sin cambios: los ajustes ya eran esos');

    const nothing = await taller('shop', 'set');
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain('No hay nada que cambiar');
  });

  it('a running server answers what the CLI set, without a restart, and the audit says it came from the CLI', async () => {
    const server = await startServer({ DATA_DIR: dataDir, DEMO: 'off', PUBLIC_URL: 'http://127.0.0.1' });
    try {
      const changed = await taller('shop', 'set', '--phone', '916 000 111');
      expect(changed.code).toBe(0);
      const deadline = Date.now() + 10_000;
      let shop: { identity: { phone: string; tradeName: string } };
      do {
        shop = (await (await fetch(`${server.url}/api/shop`)).json()) as typeof shop;
        if (shop.identity.phone === '916 000 111') break;
        await new Promise((r) => setTimeout(r, 100));
      } while (Date.now() < deadline);
      expect(shop.identity).toMatchObject({ tradeName: 'Taller Móvil Alcorcón', phone: '916 000 111' });
      const history = await taller('audit', '--kind', 'shop', '--json');
      expect(JSON.parse(history.stdout).lines[0]).toMatchObject({ type: 'ShopIdentityChanged', source: 'cli' });
    } finally {
      await stop(server.child);
    }
  });
});
