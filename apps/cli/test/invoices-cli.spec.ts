import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { CLI_MAIN, requireBuilt, run } from '../../../tools/processes.js';

/**
 * `taller invoices list|verify|xml` on a seeded shop: the demo's counter sales are invoiced, the
 * VERI*FACTU chain in the log verifies, the records export as AEAT's XML; a copy of the shop whose
 * log was altered by hand (one amount) fails `verify` with exit code 1, naming the invoice.
 */
let scratch: string;
const taller = (dataDir: string, ...args: string[]) => run(CLI_MAIN, args, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });

beforeAll(async () => {
  requireBuilt();
  scratch = mkdtempSync(join(tmpdir(), 'taller-cli-invoices-'));
  const seeded = await taller(join(scratch, 'shop'), 'demo', 'seed', '--clients', '3', '--repairs', '2', '--revisions', '1', '--orders', '1', '--notes', '0', '--seed', '7');
  expect(seeded.code).toBe(0);
}, 120_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('taller invoices', () => {
  it('lists the invoices, verifies the chain of records and exports it as AEAT XML', async () => {
    const shop = join(scratch, 'shop');
    const listed = await taller(shop, 'invoices', 'list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/T\d{4}-000003\s+\d{2}\/\d{2}\/\d{4}\s+Factura simplificada\s+/);
    expect(listed.stdout).toContain('3 facturas');

    const verified = await taller(shop, 'invoices', 'verify');
    expect(verified).toMatchObject({ code: 0 });
    expect(verified.stdout).toContain('✓ Cadena correcta: 3 registros');
    expect(JSON.parse((await taller(shop, 'invoices', 'verify', '--json')).stdout)).toEqual({ ok: true, count: 3 });

    const out = join(scratch, 'registros.xml');
    expect((await taller(shop, 'invoices', 'xml', '--out', out)).code).toBe(0);
    const xml = readFileSync(out, 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml.match(/<sum:RegistroFactura>/g)).toHaveLength(3);
    expect(xml).toContain('<sum1:PrimerRegistro>S</sum1:PrimerRegistro>');
  });

  it('finds a record altered in the log and names it, with exit code 1', async () => {
    const copy = join(scratch, 'tampered');
    const original = join(scratch, 'shop');
    rmSync(copy, { recursive: true, force: true });
    mkdirSync(copy, { recursive: true });
    for (const file of ['taller.sqlite', 'taller.sqlite-wal', 'taller.sqlite-shm']) if (existsSync(join(original, file))) copyFileSync(join(original, file), join(copy, file));
    const db = new Database(join(copy, 'taller.sqlite'));
    try {
      // The second invoice's total, changed where the log keeps it: 39,98 € becomes 3,98 €.
      const row = db.prepare("SELECT position, data FROM events WHERE stream_id = 'billing-1' ORDER BY revision LIMIT 1 OFFSET 1").get() as { position: number; data: string };
      const data = JSON.parse(row.data);
      data.record.totalAmountCents = 398;
      db.prepare('UPDATE events SET data = ? WHERE position = ?').run(JSON.stringify(data), row.position);
    } finally {
      db.close();
    }
    const verified = await taller(copy, 'invoices', 'verify');
    expect(verified.code).toBe(1);
    expect(verified.stdout).toMatch(/✗ Cadena rota en el registro 2 \(factura T\d{4}-000002\): la huella no coincide con sus datos/);
  });

  it('sells at the counter: the invoice issued with its money in the day’s cash, once per --request-id; and returns it', async () => {
    const shop = join(scratch, 'shop');
    const sell = () => taller(shop, 'invoices', 'sell', '--line', 'Configuración del móvil=15,00', '--method', 'bizum', '--request-id', 'cli-venta-0001');
    const sold = await sell();
    expect(sold.code).toBe(0);
    const number = /Venta registrada: Factura simplificada (T\d{4}-\d{6}), 15,00\s€ cobrados en bizum/.exec(sold.stdout)?.[1];
    expect(number).toBeDefined();
    expect((await sell()).stdout).toContain(number);
    const day = JSON.parse((await taller(shop, 'cash', 'day', '--json')).stdout) as { movements: { kind: string; note: string; amountCents: number; method: string }[] };
    expect(day.movements.filter((movement) => movement.note === number)).toEqual([expect.objectContaining({ kind: 'counter', amountCents: 1_500, method: 'bizum' })]);
    const returned = await taller(shop, 'invoices', 'return', number!, '--line', '1', '--method', 'efectivo', '--reason', 'No la quería');
    expect(returned.stdout).toMatch(/Devolución registrada: Factura rectificativa R\d{4}-\d{6}, 15,00\s€ devueltos/);
  });
});
