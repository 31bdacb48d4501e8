import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENTITIES, openPostgresReadModels, openSqliteReadModels, type ReadModels } from '../src/index.js';
import { datedWork, sourcesOf } from '../src/calendar/calendar-sources.js';
import { readModelQuery } from '../src/projections/sql-context.js';
import { ENGINES } from '../../../tools/test-databases.js';

/**
 * The calendar's and the urgent list's reads: every kind in one statement, and with a limit each
 * kind's first rows taken from each status's own range of the index (the work still open has
 * four statuses per kind), the least late first and a day's work by id.
 */
describe.each(ENGINES)('Dated work read for the calendar, on $name', ({ databaseUrl }) => {
  let dir: string;
  let orm: ReadModels;
  const now = new Date('2026-11-25T10:00:00Z');

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'taller-calendar-sources-'));
    const url = await databaseUrl();
    orm = url ? await openPostgresReadModels(url, ENTITIES) : ((await openSqliteReadModels(join(dir, 'taller.sqlite'), ENTITIES)) as unknown as ReadModels);
    const knex = orm.em.getKnex();
    const stamp = new Date('2026-11-01T10:00:00Z');
    // id, status, day: late work in every open status, some of it on the same day, and finished work later than all of it.
    const repairs: [number, string, string][] = [
      [1, 'pending', '2026-11-10'],
      [2, 'in_progress', '2026-11-20'],
      [3, 'on_hold', '2026-11-20'],
      [4, 'waiting_user', '2026-11-22'],
      [5, 'pending', '2026-11-22'],
      [6, 'in_progress', '2026-11-05'],
      [7, 'completed', '2026-11-24'],
      [8, 'waiting_user', '2026-11-15'],
      [9, 'pending', '2026-11-26'],
    ];
    await knex('repair_rows').insert(
      repairs.map(([id, status, day]) => ({
        id,
        version: 1,
        client_id: 1,
        client_name: 'Cliente 😀',
        device: 'Móvil',
        model: `Modelo ${id}`,
        contact_number: '611 222 333',
        description: `Reparación ${id}`,
        motive: 'otro',
        status,
        payment_method: 'cash',
        is_paid: false,
        internal_notes: '',
        entry_date: '2026-11-01',
        estimated_completion: day,
        search_text: '',
        created_at: stamp,
        updated_at: stamp,
      })),
    );
    await knex('order_rows').insert({
      id: 1,
      version: 1,
      client_id: 1,
      client_name: 'Cliente 😀',
      name: 'Funda',
      description: 'Funda de silicona',
      quantity: 1,
      unit_price_cents: 1500,
      total_cents: 1500,
      payment_method: 'cash',
      is_paid: false,
      status: 'pending',
      date: '2026-11-01',
      delivery_date: '2026-11-21',
      search_text: '',
      created_at: stamp,
      updated_at: stamp,
    });
  });
  afterAll(async () => {
    await orm.close(true);
    rmSync(dir, { recursive: true, force: true });
  });

  const late = (limit?: number) =>
    readModelQuery(orm, (sql) => datedWork(sql, sourcesOf(), { to: '2026-11-24', status: 'open' }, now, limit, 'DESC'), { planOnce: true });

  it('keeps the least late of each kind across its open statuses, a day’s work by id, and counts them all', async () => {
    const { items, total } = await late(4);
    const repairs = items.filter((item) => item.type === 'repair');
    // 22 (4, 5), 20 (2, 3): the four least late of seven open late repairs; the finished one and the one not late yet are left out.
    expect(repairs.map((item) => item.id).sort((a, b) => a - b)).toEqual([2, 3, 4, 5]);
    expect(items.filter((item) => item.type === 'order').map((item) => item.id)).toEqual([1]);
    expect(total).toBe(7 + 1);
    const four = repairs.find((item) => item.id === 4)!;
    expect(four).toMatchObject({ key: 'repair_4', status: 'waiting_user', date: '2026-11-22', title: 'Reparación: Móvil Modelo 4', client: 'Cliente 😀', device: 'Móvil Modelo 4', description: 'Reparación 4', open: true });
  });

  it('reads every kind whole without a limit, and only the count with a limit of none', async () => {
    const all = await late();
    expect(all.items.filter((item) => item.type === 'repair').map((item) => item.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 8]);
    expect(all.total).toBe(8);
    expect(await late(0)).toEqual({ items: [], total: 8 });
    // A day within a status's range: the same two repairs of 20 November, whichever status each has.
    const cut = await late(1);
    expect(cut.items.filter((item) => item.type === 'repair').map((item) => item.id)).toEqual([4]);
    expect(cut.total).toBe(8);
  });
});
