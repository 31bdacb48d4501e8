import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { SqliteEventStore, type EventStore } from '@taller/event-store';
import { PostgresEventStore } from '@taller/event-store/postgres';
import { anEvent } from '@taller/event-store/contract';
import {
  commandContext,
  Commands,
  EVENT_STORE,
  loadConfig,
  MIKRO_ORM,
  Projector,
  SYSTEM_ACTOR,
  TallerCoreModule,
  ENTITIES,
  EVERY_PROCESS_PROJECTS,
  openPostgresReadModels,
  openSqliteReadModels,
  type ReadModels,
} from '../src/index.js';
import { RegisterClient } from '../src/clients/commands/register-client/register-client.command.js';
import { RegisterRepair } from '../src/repairs/commands/register-repair/register-repair.command.js';
import { ChangeRepairStatus } from '../src/repairs/commands/change-repair-status/change-repair-status.command.js';
import { CorrectRepairDetails } from '../src/repairs/commands/correct-repair-details/correct-repair-details.command.js';
import { DeleteRepair } from '../src/repairs/commands/delete-repair/delete-repair.command.js';
import { ClientListProjection } from '../src/clients/client-list.projection.js';
import { RepairListProjection } from '../src/repairs/repair-list.projection.js';
import { ClientRow } from '../src/clients/client-row.entity.js';
import { ENGINES } from '../../../tools/test-databases.js';
import { rebuildToHead } from './harness.js';
import type { Projection } from '../src/projections/projection.js';

describe.each(ENGINES)('On $name', (engine) => {
let dataDir: string;
let databaseUrl: string | undefined;
let opened = new Set<INestApplicationContext>();
const open = async () => {
  const app = await NestFactory.createApplicationContext(
    TallerCoreModule.register(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl })),
    { logger: false },
  );
  opened.add(app);
  const close = app.close.bind(app);
  app.close = async () => {
    opened.delete(app);
    await close();
  };
  return app;
};
const ctx = () => commandContext(SYSTEM_ACTOR, 'system');

async function readModels(app: INestApplicationContext) {
  const knex = app.get<ReadModels>(MIKRO_ORM).em.getKnex();
  return {
    repairs: await knex('repair_rows').select().orderBy('id'),
    clients: await knex('client_rows').select().orderBy('id'),
    activity: await knex('activity_rows').select().orderBy('position'),
  };
}

async function someHistory(app: INestApplicationContext) {
  const commands = app.get(Commands);
  const ana = await commands.run(new RegisterClient({ name: 'Ana', lastName: 'Ruiz', phone: '600 100 200' }, ctx()));
  const luis = await commands.run(new RegisterClient({ name: 'Luis', phone: '600 300 400' }, ctx()));
  for (let i = 0; i < 30; i++) {
    const { id } = await commands.run(
      new RegisterRepair({ clientId: i % 2 ? ana.id : luis.id, device: `Móvil ${i}`, description: 'Pantalla', priceCents: i * 100 }, ctx()),
    );
    if (i % 3 === 0) await commands.run(new ChangeRepairStatus(id, 'completed', ctx()));
    if (i % 5 === 0) await commands.run(new CorrectRepairDetails(id, { model: `Modelo ${i}`, contactNumber: '600', description: 'Batería' }, undefined, ctx()));
    if (i % 7 === 0) await commands.run(new DeleteRepair(id, ctx()));
  }
}

/**
 * A log longer than a rebuild's page (1,000 events), where rows are renamed, corrected and
 * deleted hundreds of events after they were created, so in a later page than the one that
 * first wrote them. Appended straight to the store: commands would take minutes.
 */
const LONG = { clients: 40, repairs: 600 };
async function longHistory(store: EventStore) {
  for (let c = 1; c <= LONG.clients; c++) {
    const details = { clientId: c, name: `Cliente ${c}`, lastName: 'Pérez', phone: `600 000 ${c}`, email: '' };
    await store.append(`client-${c}`, [anEvent('ClientRegistered', details)], 'no_stream');
  }
  for (let r = 1; r <= LONG.repairs; r++) {
    const registered = {
      repairId: r, clientId: (r % LONG.clients) + 1, entryDate: '2026-11-02', status: 'pending', device: `Móvil ${r}`,
      model: '', contactNumber: '600', description: 'Pantalla', motive: '', priceCents: r, paymentMethod: 'cash',
      isPaid: false, internalNotes: '',
    };
    const started = { from: 'pending', to: 'in_progress' };
    await store.append(`repair-${r}`, [anEvent('RepairRegistered', registered), anEvent('RepairStatusChanged', started)], 'no_stream');
  }
  for (let c = 1; c <= LONG.clients; c += 3) {
    await store.append(`client-${c}`, [anEvent('ClientDetailsCorrected', { changes: { name: `Renombrado ${c}` } })], 0);
  }
  for (let r = 1; r <= LONG.repairs; r += 2) {
    const event = r % 4 === 1 ? anEvent('RepairDeleted', {}) : anEvent('RepairDetailsCorrected', { changes: { model: `Modelo ${r}` } });
    await store.append(`repair-${r}`, [event], 1);
  }
}

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'taller-proj-'));
  databaseUrl = await engine.databaseUrl();
});
afterEach(async () => {
  for (const app of opened) await app.close();
  opened = new Set();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Projections', () => {
  it('answer a command only once the read models show it (read-your-writes)', async () => {
    const app = await open();
    const client = await app.get(Commands).run(new RegisterClient({ name: 'Eva', phone: '600 999 888' }, ctx()));
    const { repairs, clients } = await readModels(app);
    expect(clients.map((c) => c.name)).toEqual(['Eva']);
    expect(repairs).toEqual([]);
    expect(app.get(Projector).position).toBe(client.position);
    await app.close();
  });

  it('build the same read models by following the log as by a rebuild from scratch', async () => {
    const app = await open();
    await someHistory(app);
    const followed = await readModels(app);
    expect(followed.repairs.length).toBe(30 - 5);
    const { head, rebuiltTo } = await rebuildToHead(app);
    expect(rebuiltTo).toBe(head);
    expect(await readModels(app)).toEqual(followed);
    if (databaseUrl) {
      // PostgreSQL plans the rewritten tables from fresh statistics (ANALYZE sets reltuples; -1: never analysed).
      const { rows } = await app.get<ReadModels>(MIKRO_ORM).em.getKnex().raw(`select reltuples from pg_class where relname = 'repair_rows'`);
      expect(Number(rows[0].reltuples)).toBe(25);
    }
    await app.close();
  });

  it('build the same read models following a long log as rebuilding it page by page', async () => {
    const app = await open();
    const store = app.get<EventStore>(EVENT_STORE);
    await longHistory(store);
    const head = await store.headPosition();
    expect(head).toBeGreaterThan(1500);
    const projector = app.get(Projector);
    expect(await projector.waitFor(head, 20_000)).toBe(true);
    const followed = await readModels(app);
    expect(followed.repairs).toHaveLength(LONG.repairs - LONG.repairs / 4);
    expect(followed.activity).toHaveLength(head);
    const byId = new Map(followed.repairs.map((r) => [r.id, r]));
    expect(byId.has(1)).toBe(false); // deleted
    expect(byId.get(3)).toMatchObject({ model: 'Modelo 3', status: 'in_progress' });
    expect(byId.get(40)).toMatchObject({ client_name: 'Renombrado 1 Pérez' }); // renamed client

    expect(await projector.rebuild()).toBe(head);
    expect(await readModels(app)).toEqual(followed);
    await app.close();
  });

  it('leave the read models as they were when a rebuild fails, and the database writable', async () => {
    const app = await open();
    await someHistory(app);
    const before = await readModels(app);
    const breaking: Projection = {
      name: 'breaking',
      version: 1,
      owns: [],
      apply(event) {
        if (event.position > 20) throw new Error('fallo a propósito');
      },
    };
    const projector = app.get(Projector);
    await expect(projector.rebuild([new ClientListProjection(), new RepairListProjection(), breaking])).rejects.toThrow(
      'fallo a propósito',
    );
    expect(await readModels(app)).toEqual(before);

    await app.get(Commands).run(new RegisterClient({ name: 'Después', phone: '600 111 222' }, ctx()));
    expect((await readModels(app)).clients.map((c) => c.name)).toContain('Después');
    await app.close();
  });

  it('refuse a projection that reads a row it did not declare in its lookups', async () => {
    const app = await open();
    await app.get(Commands).run(new RegisterClient({ name: 'Eva', phone: '600 999 888' }, ctx()));
    const careless: Projection = {
      name: 'careless',
      version: 1,
      owns: [],
      apply(_event, rows) {
        rows.findOne(ClientRow, 1);
      },
    };
    await expect(app.get(Projector).rebuild([careless])).rejects.toThrow(
      'Proyección: se leyó ClientRow con id = 1 sin pedirlo en lookups()',
    );
    await app.close();
  });

  it('pick up events another process wrote, without being asked', async () => {
    const app = await open();
    await app.get(Commands).run(new RegisterClient({ name: 'Eva', phone: '600 999 888' }, ctx()));
    const other = databaseUrl ? new PostgresEventStore(databaseUrl) : new SqliteEventStore(join(dataDir, 'taller.sqlite'));
    await other.append('client-77', [anEvent('ClientRegistered', { clientId: 77, name: 'Otro', lastName: 'Proceso', phone: '600 000 000', email: '' })], 'no_stream');
    await other.close();
    const deadline = Date.now() + 3000;
    while ((await readModels(app)).clients.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect((await readModels(app)).clients.map((c) => c.name)).toEqual(['Eva', 'Otro']);
    await app.close();
  });

  it('rebuild a read model at start-up when its projection’s version changed', async () => {
    let app = await open();
    await someHistory(app);
    const before = await readModels(app);
    const knex = app.get<ReadModels>(MIKRO_ORM).em.getKnex();
    // An older code version wrote these rows, and wrote them wrong.
    await knex('projection_checkpoints').where({ name: 'repair-list' }).update({ version: 0 });
    await knex('repair_rows').update({ device: 'mal' });
    await app.close();

    app = await open();
    expect(await readModels(app)).toEqual(before);
    const versions = await app.get<ReadModels>(MIKRO_ORM).em.getKnex()('projection_checkpoints').select();
    expect(Object.fromEntries(versions.map((c) => [c.name, c.version]))).toEqual({ activity: 3, 'client-list': 3, 'order-list': 5, 'product-list': 1, 'repair-list': 8, 'revision-list': 4, tracking: 1, 'client-account-links': 1, 'repair-statistics': 1, 'money-movements': 3, 'cash-closes': 1, 'invoice-list': 2, 'revenue-statistics': 1, 'aeat-queue': 1 });
    await app.close();
  });

  it('move the checkpoint and the rows in one transaction; one that fails stops on that event alone', async () => {
    const file = join(dataDir, 'taller.sqlite');
    const store = databaseUrl ? new PostgresEventStore(databaseUrl) : new SqliteEventStore(file);
    const orm = databaseUrl ? await openPostgresReadModels(databaseUrl, ENTITIES) : await openSqliteReadModels(file, ENTITIES);
    const lockSql = databaseUrl ? 'select pg_advisory_xact_lock(7262001)' : 'update projection_checkpoints set position = position';
    const applied: string[] = [];
    const failingProjection = (fixed: boolean): Projection => ({
      name: 'failing',
      version: 1,
      owns: [],
      apply(event) {
        const name = (event.data as { name?: string }).name;
        if (name === 'Rompe' && !fixed) throw new Error('fallo a propósito');
        applied.push(name!);
      },
    });
    const runtime = { leadership: EVERY_PROCESS_PROJECTS, lockSql };
    const projector = new Projector(store, orm as unknown as ReadModels, [new ClientListProjection(), failingProjection(false)], runtime);
    try {
      await store.append('client-90', [anEvent('ClientRegistered', { clientId: 90, name: 'Bien', lastName: '', phone: '600 000 001', email: '' })], 'no_stream');
      const { position: poisonAt } = await store.append(
        'client-91',
        [anEvent('ClientRegistered', { clientId: 91, name: 'Rompe', lastName: '', phone: '600 000 002', email: '' })],
        'no_stream',
      );
      await projector.catchUp();
      const knex = (orm as unknown as ReadModels).em.getKnex();
      // The client list applied both; the failing one took 'Bien' and stopped on 'Rompe'.
      expect((await knex('client_rows').select('name').orderBy('id')).map((r) => r.name)).toEqual(['Bien', 'Rompe']);
      const checkpoints = Object.fromEntries(
        ((await knex('projection_checkpoints').select()) as { name: string; position: unknown; fault: unknown }[]).map((c) => [
          c.name,
          { position: Number(c.position), fault: typeof c.fault === 'string' ? JSON.parse(c.fault) : c.fault },
        ]),
      );
      expect(checkpoints['client-list']).toEqual({ position: poisonAt, fault: null });
      expect(checkpoints['failing']).toMatchObject({
        position: poisonAt - 1,
        fault: { position: poisonAt, eventType: 'ClientRegistered', streamId: 'client-91', message: 'fallo a propósito' },
      });
      // (Tried again inside transactions that were rolled back: calls, not effects.)
      expect(new Set(applied)).toEqual(new Set(['Bien']));
      expect(projector.position).toBe(poisonAt - 1);
      expect(projector.degraded).toBe(true);
      projector.onApplicationShutdown();

      // New code that can apply it: it goes on from that event, and the fault is cleared.
      const healthy = new Projector(store, orm as unknown as ReadModels, [new ClientListProjection(), failingProjection(true)], runtime);
      await healthy.start();
      expect(new Set(applied)).toEqual(new Set(['Bien', 'Rompe']));
      expect(healthy.position).toBe(poisonAt);
      expect(healthy.degraded).toBe(false);
      expect((await knex('projection_checkpoints').where({ name: 'failing' }).first()).fault).toBeNull();
      healthy.onApplicationShutdown();
    } finally {
      projector.onApplicationShutdown();
      await store.close();
      await orm.close();
    }
  });

  it('keep the old rows of a projection whose new version cannot be rebuilt, stop it, and still start', async () => {
    const file = join(dataDir, 'taller.sqlite');
    const store = databaseUrl ? new PostgresEventStore(databaseUrl) : new SqliteEventStore(file);
    const orm = databaseUrl ? await openPostgresReadModels(databaseUrl, ENTITIES) : await openSqliteReadModels(file, ENTITIES);
    const lockSql = databaseUrl ? 'select pg_advisory_xact_lock(7262001)' : 'update projection_checkpoints set position = position';
    const runtime = { leadership: EVERY_PROCESS_PROJECTS, lockSql };
    const current = new ClientListProjection();
    const { version } = current;
    const brokenNext = Object.assign(new ClientListProjection(), {
      version: version + 1,
      apply(event: Parameters<ClientListProjection['apply']>[0]) {
        if ((event.data as { name?: string }).name === 'Rompe') throw new Error('la versión nueva no sabe leerlo');
      },
    });
    const knex = (orm as unknown as ReadModels).em.getKnex();
    const first = new Projector(store, orm as unknown as ReadModels, [current], runtime);
    try {
      await store.append('client-90', [anEvent('ClientRegistered', { clientId: 90, name: 'Bien', lastName: '', phone: '600 000 001', email: '' })], 'no_stream');
      const { position: breaksAt } = await store.append(
        'client-91',
        [anEvent('ClientRegistered', { clientId: 91, name: 'Rompe', lastName: '', phone: '600 000 002', email: '' })],
        'no_stream',
      );
      // On PostgreSQL the log shows an event once every older transaction has ended, and the
      // cluster's transactions count, other test databases' included: wait until it can be read.
      while (!(await store.readAll(0, 1000)).some((event) => event.position === breaksAt)) await new Promise((resolve) => setTimeout(resolve, 20));
      await first.start();
      first.onApplicationShutdown();

      const upgraded = new Projector(store, orm as unknown as ReadModels, [brokenNext], runtime);
      await upgraded.start();
      try {
        expect(upgraded.degraded).toBe(true);
        const [status] = (await upgraded.status()).projections;
        expect(status).toMatchObject({ name: 'client-list', version: version + 1, fault: { position: breaksAt, rebuilding: true, message: 'la versión nueva no sabe leerlo' } });
        // The current version's rows are still there, and its version is still the stored one.
        expect((await knex('client_rows').select('name').orderBy('id')).map((r) => r.name)).toEqual(['Bien', 'Rompe']);
        expect(Number((await knex('projection_checkpoints').where({ name: 'client-list' }).first()).version)).toBe(version);
      } finally {
        upgraded.onApplicationShutdown();
      }
    } finally {
      await store.close();
      await orm.close();
    }
  });
});
});
