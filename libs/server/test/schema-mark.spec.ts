import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EntitySchema } from '@mikro-orm/core';
import { ENTITIES, openPostgresReadModels, openSqliteReadModels, type ReadModels } from '../src/index.js';
import { SCHEMA_MARK } from '../src/persistence/orm.js';
import { ENGINES } from '../../../tools/test-databases.js';

/**
 * A start brings the tables up to the entities' shape only when the shape differs from the one
 * the database was last brought to (a hash kept in `store_marks`): an upgrade that adds a
 * column, a table or an index must still get them; an unchanged version skips MikroORM's
 * reading of every table back.
 */
class Gadget {
  id!: number;
}
class NotedGadget {
  id!: number;
  note!: string | null;
}
const TABLE = 'schema_mark_gadgets';
const INDEX = 'schema_mark_gadgets_note_idx';
/** The same table in two versions of the code: the second adds a column and an index. */
const before = new EntitySchema<Gadget>({ class: Gadget, tableName: TABLE, properties: { id: { type: 'integer', primary: true } } });
const after = new EntitySchema<NotedGadget>({
  class: NotedGadget,
  tableName: TABLE,
  indexes: [{ properties: ['note'], name: INDEX }],
  properties: { id: { type: 'integer', primary: true }, note: { type: 'string', length: 40, nullable: true } },
});

describe.each(ENGINES)('The schema brought up to date at start, on $name', ({ databaseUrl }) => {
  let dir: string;
  let url: string | undefined;
  const open = (extra: EntitySchema<Gadget> | EntitySchema<NotedGadget>): Promise<ReadModels> =>
    url ? openPostgresReadModels(url, [...ENTITIES, extra]) : (openSqliteReadModels(join(dir, 'taller.sqlite'), [...ENTITIES, extra]) as unknown as Promise<ReadModels>);
  const withOrm = async <T>(extra: EntitySchema<Gadget> | EntitySchema<NotedGadget>, work: (orm: ReadModels) => Promise<T>): Promise<T> => {
    const orm = await open(extra);
    try {
      return await work(orm);
    } finally {
      await orm.close(true);
    }
  };
  const mark = async (orm: ReadModels) =>
    (await orm.em.getConnection().execute<{ value: string }[]>('select value from store_marks where name = ?', [SCHEMA_MARK]))[0]?.value;
  const hasIndex = async (orm: ReadModels) =>
    (
      await orm.em
        .getConnection()
        .execute<unknown[]>(url ? 'select indexname from pg_indexes where indexname = ?' : "select name from sqlite_master where type = 'index' and name = ?", [INDEX])
    ).length === 1;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'taller-schema-mark-'));
    url = await databaseUrl();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('an upgrade that adds a column and an index gets them; the mark follows the shape', async () => {
    const first = await withOrm(before, async (orm) => {
      await orm.em.getConnection().execute(`insert into ${TABLE} (id) values (1)`);
      return mark(orm);
    });
    expect(first).toMatch(/^[\w-]{43}$/);

    await withOrm(after, async (orm) => {
      await orm.em.getConnection().execute(`update ${TABLE} set note = ? where id = 1`, ['añadida']);
      expect(await orm.em.getConnection().execute(`select id, note from ${TABLE}`)).toEqual([{ id: 1, note: 'añadida' }]);
      expect(await hasIndex(orm)).toBe(true);
      expect(await mark(orm)).not.toBe(first);
    });
  });

  it('an unchanged shape is not compared again, until its mark is removed', async () => {
    const shape = await withOrm(after, mark);
    // Changed behind the ORM's back between two starts of the same version: left as it is…
    await withOrm(after, async (orm) => {
      await orm.em.getConnection().execute(`drop index ${INDEX}`);
    });
    await withOrm(after, async (orm) => {
      expect(await hasIndex(orm)).toBe(false);
      expect(await mark(orm)).toBe(shape);
      await orm.em.getConnection().execute('delete from store_marks where name = ?', [SCHEMA_MARK]);
    });
    // …until the mark is gone: then everything is compared and mended, and marked again.
    await withOrm(after, async (orm) => {
      expect(await hasIndex(orm)).toBe(true);
      expect(await mark(orm)).toBe(shape);
    });
  });
});
