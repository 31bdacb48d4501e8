import { productMessages as m } from '@taller/domain';
import { ENGINES } from '../../../tools/test-databases.js';
import { importMessages } from '../src/products/commands/import-products/import-products.messages.js';
import { client, startApi, type RunningApi } from './harness.js';

const HEADER = 'nombre;categoria;marca;compatibles;descripcion;precio;activo;nivel_reposicion;existencias';

/**
 * The catalogue from a spreadsheet (issue 17): a CSV checked whole before anything is written,
 * each error with the row the spreadsheet shows; the Administrador's alone.
 */
describe.each(ENGINES)('Importing the catalogue from CSV on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let admin: ReturnType<typeof client>;
  let manager: ReturnType<typeof client>;

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    admin = client(api.url, await api.login('administrador@taller.demo'));
    manager = client(api.url, await api.login('gerente@taller.demo'));
  });
  afterAll(async () => {
    await api.close();
  });

  const importCsv = (csv: string, dryRun?: boolean, as = admin) => as('/api/products/import', { method: 'POST', body: { csv, ...(dryRun === undefined ? {} : { dryRun }) } });
  const productsNamed = async (q: string) =>
    (await admin(`/api/products?filter=${encodeURIComponent(JSON.stringify({ q }))}&range=[0,99]`)).json as { id: number; name: string; onHand: number; priceCents: number }[];
  const count = async () => Number((await admin('/api/products?range=[0,0]')).headers.get('content-range')!.split('/')[1]);

  it('is the Administrador’s: a Gerente gets 403 and nothing is written; no session, 401', async () => {
    const before = await count();
    const refused = await importCsv(`${HEADER}\nFunda prueba permisos;Fundas;;;;10;;;`, false, manager);
    expect(refused.status).toBe(403);
    expect((await importCsv('x', false, client(api.url))).status).toBe(401);
    expect(await count()).toBe(before);
  });

  it('imports a spreadsheet’s file: BOM, quoted cells, prices with a comma, categories by name, models by | or comma, units received', async () => {
    const csv =
      '\ufeff' +
      [
        HEADER,
        'Funda Importada iPhone 15;Fundas;Spigen;iPhone 15|iPhone 15 Plus;"Con ; punto y coma\ny dos líneas";19,99;sí;3;10',
        'Cristal Importado Galaxy S23;CRISTALES TEMPLADOS;Nillkin;"Galaxy S23, Galaxy S23+";;9.99;;;',
        'Cable Importado 😀 USB-C;cables;Ugreen;;;"1.234,50 €";no;0;2',
      ].join('\r\n');
    const dry = await importCsv(csv, true);
    expect(dry.status).toBe(200);
    expect(dry.json).toEqual({ added: 3, updated: 0, received: 12 });
    expect(await productsNamed('importad')).toEqual([]);

    const done = await importCsv(csv);
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ added: 3, updated: 0, received: 12 });
    const funda = (await productsNamed('funda importada'))[0]!;
    const full = (await admin(`/api/products/${funda.id}`)).json;
    expect(full).toMatchObject({
      name: 'Funda Importada iPhone 15',
      category: 'cases',
      brand: 'Spigen',
      compatibleModels: ['iPhone 15', 'iPhone 15 Plus'],
      description: 'Con ; punto y coma\ny dos líneas',
      priceCents: 1999,
      active: true,
      reorderLevel: 3,
      onHand: 10,
    });
    expect((await productsNamed('cristal importado'))[0]).toMatchObject({ priceCents: 999, compatibleModels: ['Galaxy S23', 'Galaxy S23+'], onHand: 0, reorderLevel: 2 });
    expect((await productsNamed('cable importado'))[0]).toMatchObject({ name: 'Cable Importado 😀 USB-C', priceCents: 123450, active: false, onHand: 2 });
    // Units received with the import's note, by whom, in the product's history.
    const history = (await admin(`/api/products/${funda.id}/history`)).json;
    expect(history.map((entry: { label: string; actor: { name: string } }) => [entry.label, entry.actor.name])).toEqual([
      ['Producto añadido al catálogo', 'Ana Administradora'],
      ['Unidades recibidas', 'Ana Administradora'],
    ]);
    expect(history[1].data).toEqual({ quantity: 10, note: 'Importación de catálogo' });

    // The same file again: no duplicate, nothing written, and the answer says which product each row is.
    const again = await importCsv(csv);
    expect(again.status).toBe(400);
    expect(again.json.lines).toEqual([2, 3, 4].map((line) => ({ line, field: 'nombre', message: expect.stringContaining('Ya existe un producto con este nombre (id ') })));
    expect(again.json.lines[0].message).toContain(`pon ${funda.id} en la columna «id»`);
    expect(await productsNamed('importad')).toHaveLength(3);
  });

  it('updates by id with a comma-separated file: only the cells filled in change, units add up; the same file with ids is no duplicate', async () => {
    await importCsv(`${HEADER}\nAuriculares Actualizables;auriculares;JBL;;;49,99;;1;4`);
    const { id } = (await productsNamed('auriculares actualizables'))[0]!;
    const csv = `id,nombre,precio,existencias\n${id},,"44,95",\n`;
    expect((await importCsv(csv, true)).json).toEqual({ added: 0, updated: 1, received: 0 });
    expect((await importCsv(csv)).json).toEqual({ added: 0, updated: 1, received: 0 });
    expect((await admin(`/api/products/${id}`)).json).toMatchObject({ name: 'Auriculares Actualizables', brand: 'JBL', priceCents: 4495, onHand: 4, version: 2 });
    // Already so: nothing to change, nothing written.
    expect((await importCsv(csv)).json).toEqual({ added: 0, updated: 0, received: 0 });
    expect((await admin(`/api/products/${id}`)).json.version).toBe(2);
    expect((await importCsv(`id;existencias\n${id};6`)).json).toEqual({ added: 0, updated: 0, received: 6 });
    expect((await admin(`/api/products/${id}`)).json.onHand).toBe(10);
  });

  it('refuses a file with bad rows whole: every error with its row and column, nothing written', async () => {
    const before = await count();
    const csv = [
      HEADER,
      'Fila buena uno;Fundas;;;;10;;;5',
      ';Fundas;;;;10;;;', // 3: no name
      'Fila mala precio;fundas;;;;diez euros;;;', // 4
      'Fila mala categoría;Móviles;;;;10;;;', // 5
      '', // 6: a blank row is skipped, and still counted
      'Fila mala unidades;cables;;;;1,5;quizá;-2;-3', // 7
      'Fila buena uno;fundas;;;;10;;;', // 8: repeats row 2
      'Fila mala decimales;cables;;;;1,999;;;', // 9
      'Fila buena dos;cables;;;;10;;;;;;', // 10: empty extra cells are fine
      'Fila mala celdas;cables;;;;10;;;;sobra', // 11
    ].join('\n');
    const answer = await importCsv(csv);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe('El archivo tiene 9 errores: no se ha importado nada');
    expect(answer.json.lines).toEqual([
      { line: 3, field: 'nombre', message: m.nameRequired },
      { line: 4, field: 'precio', message: importMessages.priceNotANumber },
      { line: 5, field: 'categoria', message: importMessages.categoryUnknown },
      { line: 7, field: 'activo', message: importMessages.activeUnknown },
      { line: 7, field: 'existencias', message: m.quantityInvalid },
      { line: 7, field: 'nivel_reposicion', message: m.reorderLevelInvalid },
      { line: 8, field: 'nombre', message: importMessages.nameRepeated(2) },
      { line: 9, field: 'precio', message: m.priceNotWholeCents },
      { line: 11, field: '', message: importMessages.tooManyCells(10, 9) },
    ]);
    expect(await count()).toBe(before);
    // A dry run tells the same.
    expect((await importCsv(csv, true)).json.lines).toHaveLength(9);
  });

  it('answers hostile cells, a wrong body and a file too large with Spanish messages, never a 500', async () => {
    const before = await count();
    const hostile = [
      HEADER,
      'Nulo\u0000dentro;Fundas;;;;10;;;',
      `${'x'.repeat(1024 * 1024)};Fundas;;;;10;;;`,
      'Escape \u001b[31m rojo;Fundas;;;;10;;;',
      'Sustituto \ud800 solo;Fundas;;;;10;;;',
      'Mal codificado caf\ufffd;Fundas;;;;10;;;',
      'Id raro;Fundas;;;;10;;;',
    ].join('\n');
    const answer = await importCsv(hostile);
    expect(answer.status).toBe(400);
    expect(answer.json.lines).toEqual([
      { line: 2, field: 'nombre', message: 'El campo «Nombre» contiene caracteres no permitidos' },
      { line: 3, field: 'nombre', message: m.tooLong(120) },
      { line: 4, field: 'nombre', message: 'El campo «Nombre» contiene caracteres no permitidos' },
      // Not even UTF-8: csv-parse reads the text as UTF-8 bytes, and the lone half comes out as U+FFFD.
      { line: 5, field: 'nombre', message: importMessages.notUtf8 },
      { line: 6, field: 'nombre', message: importMessages.notUtf8 },
    ]);
    const unknownId = await importCsv('id;nombre\n999999;Algo\nabc;Otro\n');
    expect(unknownId.json.lines).toEqual([
      { line: 2, field: 'id', message: importMessages.idNotFound(999999) },
      { line: 3, field: 'id', message: importMessages.idInvalid },
    ]);
    const wrongHeader = await importCsv('nombre;color;precio\nFunda;rojo;10');
    expect(wrongHeader.json.lines).toEqual([{ line: 1, field: 'color', message: expect.stringContaining('Columna desconocida «color»') }]);
    expect((await importCsv('')).json.lines).toEqual([{ line: 1, field: '', message: importMessages.empty }]);
    expect((await importCsv(HEADER)).json.lines).toEqual([{ line: 2, field: '', message: importMessages.noProducts }]);
    expect((await importCsv(`${HEADER}\n"sin cerrar;Fundas;;;;10;;;`)).json.lines).toEqual([{ line: 2, field: '', message: importMessages.unclosedQuote }]);

    for (const body of [{ csv: 12 }, { csv: 'a', dryRun: 'sí' }, [1], 'texto']) {
      const wrong = await admin('/api/products/import', { method: 'POST', body: typeof body === 'string' ? JSON.stringify(body) : body });
      expect(wrong.status).toBe(400);
      expect(wrong.json.message).toMatch(/[áéíóú«]|JSON/);
    }
    // Rows beyond the limit, and files beyond the size an import takes.
    const many = `nombre;categoria;precio\n${Array.from({ length: 5001 }, (_, i) => `P${i};fundas;1`).join('\n')}`;
    expect((await importCsv(many)).json).toEqual({ message: importMessages.refused(1), lines: [{ line: 5002, field: '', message: importMessages.tooManyRows(5001) }] });
    const tooLarge = await importCsv(`${HEADER}\n${'a'.repeat(2.5 * 1024 * 1024)};Fundas;;;;10;;;`);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json).toEqual({ message: expect.stringMatching(/^El archivo ocupa 2,5 MB y el máximo es 2 MB/), lines: [] });
    const farTooLarge = await importCsv('a'.repeat(7 * 1024 * 1024));
    expect(farTooLarge.status).toBe(413);
    expect(farTooLarge.json.message).toBe('El contenido enviado es demasiado grande');
    // Other routes keep the forms' 1 MB.
    expect((await admin('/api/products', { method: 'POST', body: { name: 'x'.repeat(1.5 * 1024 * 1024) } })).status).toBe(413);
    expect(await count()).toBe(before);
  });
});
