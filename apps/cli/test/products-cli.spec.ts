import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENGINES } from '../../../tools/test-databases.js';
import { CLI_MAIN, requireBuilt, run } from '../../../tools/processes.js';

beforeAll(requireBuilt);

/**
 * `taller products import|list|receive` over a real data directory (and a real PostgreSQL when
 * the run has one): the operator's catalogue from a spreadsheet, what to reorder, a delivery.
 */
describe.each(ENGINES)('taller products on $name', ({ databaseUrl }) => {
  let dataDir: string;
  let url: string | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'taller-cli-products-'));
    url = await databaseUrl();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const taller = (...args: string[]) => run(CLI_MAIN, args, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: 'off', ...(url ? { DATABASE_URL: url } : {}) });
  const file = (name: string, content: string | Buffer) => {
    const path = join(dataDir, name);
    writeFileSync(path, content);
    return path;
  };

  it('imports a catalogue: refused whole with each error by row (exit 1), checked by --dry-run, then saved by the CLI', async () => {
    const bad = file(
      'malo.csv',
      'nombre;categoria;precio;existencias\nFunda Galaxy S21;Fundas;12,90;5\nCristal;Móviles;9,99;\n;cables;abc;2\n',
    );
    const refused = await taller('products', 'import', bad);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Error: El archivo tiene 3 errores: no se ha importado nada');
    expect(refused.stderr).toMatch(/Fila 3, categoria: Categoría desconocida/);
    expect(refused.stderr).toContain('Fila 4, nombre: El nombre del producto es obligatorio');
    expect(refused.stderr).toMatch(/Fila 4, precio: El precio debe ser un importe en euros/);
    const asJson = await taller('products', 'import', bad, '--json');
    expect(asJson.code).toBe(1);
    expect(JSON.parse(asJson.stdout).lines.map((l: { line: number; field: string }) => `${l.line}:${l.field}`)).toEqual(['3:categoria', '4:precio', '4:nombre']);
    expect(JSON.parse((await taller('products', 'list', '--json')).stdout)).toEqual([]);

    // Saved from Excel as "CSV (delimitado por comas)" in Windows-1252, not UTF-8: told how to fix it.
    const latin1 = file('latin1.csv', Buffer.from('nombre;categoria;precio\nFunda café;Fundas;10\n', 'latin1'));
    const wrongEncoding = await taller('products', 'import', latin1);
    expect(wrongEncoding.code).toBe(1);
    expect(wrongEncoding.stderr).toContain('Fila 2, nombre: El archivo no está en UTF-8');

    const good = file(
      'catalogo.csv',
      '\ufeffnombre;categoria;marca;compatibles;precio;nivel_reposicion;existencias\n' +
        'Funda Galaxy S21;Fundas;Spigen;Galaxy S21;12,90;2;5\n' +
        'Memoria microSD 128 GB;memorias usb y sd;SanDisk;;18,90;3;1\n' +
        'Cable USB-C 2 m;Cables;Ugreen;;9,99;2;\n',
    );
    const dry = await taller('products', 'import', good, '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout.trim()).toBe('Prueba sin guardar nada (--simular): el archivo es correcto. Se añadirían 3 productos, se actualizarían 0 y se recibirían 6 unidades.');
    expect(JSON.parse((await taller('products', 'list', '--json')).stdout)).toEqual([]);

    const done = await taller('products', 'import', good);
    expect(done.code).toBe(0);
    expect(done.stdout.trim()).toBe('Catálogo importado: 3 productos añadidos, 0 actualizados y 6 unidades recibidas.');
    const again = await taller('products', 'import', good, '--json');
    expect(again.code).toBe(1);
    expect(JSON.parse(again.stdout).lines).toHaveLength(3);

    // Recorded as done from the command line.
    const audit = JSON.parse((await taller('audit', '--kind', 'product', '--json')).stdout);
    expect(audit.lines.length).toBe(5);
    expect(audit.lines.every((line: { source: string }) => line.source === 'cli')).toBe(true);
  });

  it('lists the catalogue low stock first with a marker, filters it, and records a delivery', async () => {
    const list = await taller('products', 'list');
    expect(list.code).toBe(0);
    const rows = list.stdout.split('\n');
    expect(rows[0]).toMatch(/^ID\s+Producto\s+Categoría\s+Precio\s+Disponibles\s+En tienda\s+Reservadas\s+Aviso$/);
    // Sold out first, then at the reorder level, then the rest.
    expect(rows[2]).toMatch(/Cable USB-C 2 m\s+Cables\s+9,99\s€\s+0\s+0\s+0\s+AGOTADO$/);
    expect(rows[3]).toMatch(/Memoria microSD 128 GB\s+Memorias USB y SD\s+18,90\s€\s+1\s+1\s+0\s+Stock bajo$/);
    expect(rows[4]).toMatch(/Funda Galaxy S21\s+Fundas\s+12,90\s€\s+5\s+5\s+0$/);
    expect(list.stdout).toContain('3 productos, 2 con stock bajo');

    const low = JSON.parse((await taller('products', 'list', '--low-stock', '--json')).stdout) as { name: string }[];
    expect(low.map((p) => p.name)).toEqual(['Cable USB-C 2 m', 'Memoria microSD 128 GB']);
    const memories = JSON.parse((await taller('products', 'list', '--category', 'MEMORIAS usb y sd', '--json')).stdout) as { name: string }[];
    expect(memories.map((p) => p.name)).toEqual(['Memoria microSD 128 GB']);
    const wrongCategory = await taller('products', 'list', '--category', 'móviles');
    expect(wrongCategory.code).toBe(1);
    expect(wrongCategory.stderr).toMatch(/^Error: Categoría no válida: móviles/);

    const cable = JSON.parse((await taller('products', 'list', '--json')).stdout).find((p: { name: string }) => p.name === 'Cable USB-C 2 m');
    const received = await taller('products', 'receive', String(cable.id), '12', '--note', 'Albarán 2026-31');
    expect(received.code).toBe(0);
    expect(received.stdout.trim()).toBe(`Recibidas 12 unidades de «Cable USB-C 2 m» (id ${cable.id}): ahora 12 en tienda, 12 disponibles.`);
    expect((await taller('products', 'receive', String(cable.id), '0')).stderr).toContain('La cantidad debe ser un número entero mayor que 0');
    const missing = await taller('products', 'receive', '99999', '1');
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe('Error: Producto no encontrado');
    const history = JSON.parse((await taller('audit', '--kind', 'product', '--record', String(cable.id), '--json')).stdout);
    expect(history.lines[0]).toMatchObject({ type: 'StockReceived', source: 'cli' });
  });
});
