import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { commandContext, Commands, loadConfig, MIKRO_ORM, Projector, SYSTEM_ACTOR, TallerCoreModule, type ReadModels } from '../src/index.js';
import { RegisterClient } from '../src/clients/commands/register-client/register-client.command.js';
import { CorrectClientDetails } from '../src/clients/commands/correct-client-details/correct-client-details.command.js';
import { RegisterRepair } from '../src/repairs/commands/register-repair/register-repair.command.js';
import { ChangeRepairStatus } from '../src/repairs/commands/change-repair-status/change-repair-status.command.js';
import { DeleteRepair } from '../src/repairs/commands/delete-repair/delete-repair.command.js';
import { RepairListProjection } from '../src/repairs/repair-list.projection.js';
import { LIST_TABLES, searchTableOf } from '../src/shared/list-indexes.js';
import type { Projection } from '../src/projections/projection.js';
import { ENGINES } from '../../../tools/test-databases.js';

/**
 * A SQLite rebuild drops the lists' triggers and side tables (search, counts), fills the rows,
 * then builds them again once (projections/rebuild-writer.ts, shared/list-indexes.ts); any
 * further such shortcut (indexes built after the rows, say) must pass here too. Afterwards the
 * database must hold exactly what a database built by following the log holds: the same
 * indexes and triggers with the same definitions, the same search rows and counts; and a
 * rebuild that fails must leave them all as they were.
 */
describe.each(ENGINES)('A rebuild of the read models, on $name', (engine) => {
  let dataDir: string;
  let app: INestApplicationContext | undefined;
  let databaseUrl: string | undefined;
  const ctx = () => commandContext(SYSTEM_ACTOR, 'system');

  const open = async () => {
    app = await NestFactory.createApplicationContext(
      TallerCoreModule.register(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl })),
      { logger: false },
    );
    return app;
  };
  const sql = async (text: string) =>
    (await app!.get<ReadModels>(MIKRO_ORM).em.getConnection().execute(text)) as Record<string, unknown>[];

  /** Every index and trigger with its definition, every search row and count of the lists. */
  async function state() {
    const schema = databaseUrl
      ? [
          ...(await sql(`select tablename as tbl, indexname as name, indexdef as sql from pg_indexes where schemaname = current_schema() order by 1, 2`)),
          ...(await sql(`select c.relname as tbl, t.tgname as name, pg_get_triggerdef(t.oid) as sql from pg_trigger t join pg_class c on c.oid = t.tgrelid where not t.tgisinternal order by 1, 2`)),
        ]
      : await sql(`select type, tbl_name as tbl, name, sql from sqlite_master where type in ('index', 'trigger', 'table') order by type, tbl_name, name`);
    const search: Record<string, unknown[]> = {};
    for (const { table } of Object.values(LIST_TABLES)) {
      const id = databaseUrl ? 'id' : 'rowid';
      search[table] = await sql(`select ${id} as id, search_text from ${searchTableOf(table)} order by 1`);
    }
    const counts = await sql(`select list, key, n from list_counts where n <> 0 order by list, key`);
    return { schema, search, counts: counts.map((c) => `${String(c.list)}/${String(c.key)}=${Number(c.n)}`) };
  }

  async function history() {
    const commands = app!.get(Commands);
    const ana = await commands.run(new RegisterClient({ name: 'Ana', lastName: 'Ruiz', phone: '600 100 200' }, ctx()));
    const luis = await commands.run(new RegisterClient({ name: 'Luis', phone: '600 300 400' }, ctx()));
    for (let i = 0; i < 12; i++) {
      const { id } = await commands.run(
        new RegisterRepair({ clientId: i % 2 ? ana.id : luis.id, device: `Móvil ${i}`, description: `Pantalla ${i}`, priceCents: i * 100 }, ctx()),
      );
      if (i % 3 === 0) await commands.run(new ChangeRepairStatus(id, 'in_progress', ctx()));
      if (i % 4 === 0) await commands.run(new DeleteRepair(id, ctx()));
    }
    await commands.run(new CorrectClientDetails(ana.id, { name: 'Ángela' }, ana.version, ctx()));
  }

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'taller-rebuild-schema-'));
    databaseUrl = await engine.databaseUrl();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves every index, trigger, search row and count as following the log built them', async () => {
    await open();
    await history();
    const live = await state();
    expect(live.counts).toContain('repairs/in_progress=3');
    expect(live.search.client_rows).toHaveLength(2);
    if (!databaseUrl) {
      // What the rebuild drops and makes again is there to compare: the sorts' and the audit's indexes, the lists' triggers.
      const names = live.schema.map((row) => String(row.name));
      expect(names).toEqual(expect.arrayContaining(['activity_rows_kind_position_index', 'repair_rows_search', 'repair_rows_lists1_ai']));
    }
    await app!.get(Projector).rebuild();
    expect(await state()).toEqual(live);

    // A rebuild at start (new code for every read model) goes the same way.
    await sql(`update projection_checkpoints set version = 0`);
    await app!.close();
    await open();
    expect(await state()).toEqual(live);
  });

  it('leaves them all as they were when the rebuild fails', async () => {
    await open();
    await history();
    const before = await state();
    const breaking: Projection = {
      name: 'breaking',
      version: 1,
      owns: [],
      apply(event) {
        if (event.position > 10) throw new Error('fallo a propósito');
      },
    };
    await expect(app!.get(Projector).rebuild([new RepairListProjection(), breaking])).rejects.toThrow('fallo a propósito');
    expect(await state()).toEqual(before);
    // And the triggers still keep the lists: a command after it shows in the search and the counts.
    await app!.get(Commands).run(new RegisterClient({ name: 'Después', phone: '600 111 222' }, ctx()));
    expect((await state()).search.client_rows).toHaveLength(3);
  });
});
