import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordedEvent } from '@taller/event-store';
import { ENTITIES, openPostgresReadModels, openSqliteReadModels, type ReadModels } from '../src/index.js';
import { lookup } from '../src/projections/projection-context.js';
import { findRowById, readModelQuery, readModelTransaction, SqlContext } from '../src/projections/sql-context.js';
import { ProductRow } from '../src/products/product-row.entity.js';
import { ENGINES } from '../../../tools/test-databases.js';

/**
 * The projections' live path writes rows with its own statements (SqlContext), not the ORM's:
 * what it writes must read back through the ORM exactly as written, and only what changed may
 * be written again.
 */
describe.each(ENGINES)('Read-model rows written with prepared statements, on $name', ({ databaseUrl }) => {
  let dir: string;
  let orm: ReadModels;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'taller-sql-context-'));
    const url = await databaseUrl();
    orm = url
      ? await openPostgresReadModels(url, ENTITIES)
      : ((await openSqliteReadModels(join(dir, 'taller.sqlite'), ENTITIES)) as unknown as ReadModels);
  });
  afterEach(async () => {
    await orm.close(true);
    rmSync(dir, { recursive: true, force: true });
  });

  const byId = lookup(ProductRow, 'id', (e) => (e.data as { id?: number }).id);
  const event = (id: number): RecordedEvent => ({ position: id, streamId: `product-${id}`, type: 'Test', data: { id }, metadata: {} }) as unknown as RecordedEvent;
  const batch = <T>(work: (rows: SqlContext) => T | Promise<T>, ids: number[] = []) =>
    readModelTransaction(orm, async (sql) => {
      const rows = new SqlContext(orm.em, sql);
      await rows.load(ids.map(event), [byId]);
      const result = await work(rows);
      await rows.flush();
      return result;
    });

  // PostgreSQL's text cannot hold NUL at all (the API refuses it before any event): only SQLite's meets it here.
  const hostile = () => `Funda 😀 con${orm.em.getPlatform().constructor.name.includes('Sqlite') ? '\u0000' : ' '}NUL, «comillas» 'simples' y ${'x'.repeat(10_000)}`;
  const product = (id: number, name: string): ProductRow =>
    ({
      id,
      version: 1,
      name,
      description: hostile(),
      category: 'fundas',
      brand: 'Marca',
      compatibleModels: ['iPhone 15', 'Galaxy S24 😀'],
      photoIds: [],
      priceCents: 1999,
      active: true,
      reorderLevel: 2,
      onHand: 5,
      held: 0,
      available: 5,
      stockMargin: 0,
      modelsKey: '|iphone 15|galaxy s24|',
      searchText: 'funda',
      nameKey: name.toLowerCase(),
      createdAt: new Date('2026-11-20T10:00:00.123Z'),
      updatedAt: new Date('2026-11-20T10:00:00.123Z'),
    }) as unknown as ProductRow;

  const stored = async (id: number) => orm.em.fork().findOne(ProductRow, id);

  it('writes rows that the ORM reads back as written (texts with NUL and emoji, lists, dates, booleans)', async () => {
    await batch((rows) => void rows.create(ProductRow, product(1, 'Funda')));
    const row = await stored(1);
    expect(row).toMatchObject({ id: 1, name: 'Funda', description: hostile(), compatibleModels: ['iPhone 15', 'Galaxy S24 😀'], active: true, onHand: 5 });
    expect(row!.createdAt.toISOString()).toBe('2026-11-20T10:00:00.123Z');
    // And its own reading of one row gives the same values.
    const read = await findRowById(orm, ProductRow, 1);
    expect(read).toMatchObject({ id: 1, description: hostile(), compatibleModels: ['iPhone 15', 'Galaxy S24 😀'], active: true });
    expect(read!.createdAt).toBeInstanceOf(Date);
    expect(read!.createdAt.getTime()).toBe(row!.createdAt.getTime());
    expect(await findRowById(orm, ProductRow, 2)).toBeNull();
  });

  it('updates a row read in a batch in the columns that changed, and leaves it alone when none did', async () => {
    await batch((rows) => void rows.create(ProductRow, product(1, 'Funda')));
    await batch((rows) => {
      const row = rows.findOne(ProductRow, 1)!;
      row.active = false;
      row.onHand = 4;
      row.compatibleModels = [...row.compatibleModels, 'Pixel 9'];
    }, [1]);
    expect(await stored(1)).toMatchObject({ active: false, onHand: 4, compatibleModels: ['iPhone 15', 'Galaxy S24 😀', 'Pixel 9'], description: hostile() });
    // Another writer's change to a column the batch did not touch survives it.
    await orm.em.fork().nativeUpdate(ProductRow, { id: 1 }, { name: 'Cambiada fuera' });
    await batch((rows) => {
      const row = rows.findOne(ProductRow, 1)!;
      row.held = 1;
    }, [1]);
    expect(await stored(1)).toMatchObject({ name: 'Cambiada fuera', held: 1, onHand: 4 });
  });

  it('writes nothing for a row created and removed in one batch, and replaces a row removed and created again', async () => {
    await batch((rows) => void rows.create(ProductRow, product(1, 'Primera')));
    await batch((rows) => {
      rows.create(ProductRow, product(2, 'Efímera'));
      rows.remove(ProductRow, rows.findOne(ProductRow, 2)!);
      rows.remove(ProductRow, rows.findOne(ProductRow, 1)!);
      rows.create(ProductRow, product(1, 'Segunda'));
    }, [1]);
    expect(await stored(2)).toBeNull();
    expect(await stored(1)).toMatchObject({ name: 'Segunda' });
    expect(await orm.em.fork().count(ProductRow, {})).toBe(1);
  });
  it('reads rows as arrays in the order the select names them, and as objects from the same text', async () => {
    await batch((rows) => {
      rows.create(ProductRow, product(1, 'Funda'));
      rows.create(ProductRow, product(2, 'Cargador'));
    });
    const [read, asObjects, none] = await readModelQuery(orm, async (sql) => {
      const text = `select name, id, description from product_rows where id >= ${sql.placeholder(1)} order by id desc`;
      // The same text both ways, arrays first: each keeps its own shape.
      return [await sql.rows(text, [1]), await sql.all(text, [1]), await sql.rows(text, [3])];
    });
    expect(read).toEqual([
      ['Cargador', 2, hostile()],
      ['Funda', 1, hostile()],
    ]);
    expect(asObjects).toEqual([
      { name: 'Cargador', id: 2, description: hostile() },
      { name: 'Funda', id: 1, description: hostile() },
    ]);
    expect(none).toEqual([]);
  });
});
