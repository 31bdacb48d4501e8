import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventMetadata, EventStore, RecordedEvent } from '@taller/event-store';
import { CLI_MAIN, requireBuilt, run } from '../../../tools/processes.js';
import { EVENT_STORE } from '../src/event-sourcing/tokens.js';
import { MIKRO_ORM } from '../src/persistence/orm.js';
import { PersonalDataStore } from '../src/privacy/personal-data-store.js';
import { StoreMark } from '../src/privacy/store-mark.entity.js';
import type { ReadModels } from '../src/index.js';
import { client, startApi, type RunningApi } from './harness.js';

/**
 * A log written by an earlier version holds people's data in clear. It cannot be forgotten
 * there (the server says how to migrate), and the migration, a copy that transforms into a new
 * store, seals it while keeping every event's id, stream, revision, order and metadata.
 */

const SLOW = 120_000;
const metadata: EventMetadata = {
  actor: { id: null, name: 'Línea de comandos', role: 'cli' },
  occurredAt: '2025-03-14T10:15:02.000Z',
  correlationId: 'version-anterior',
  causationId: null,
  source: 'cli',
};

const rawOf = (api: RunningApi) => (api.app.get<EventStore>(EVENT_STORE) as PersonalDataStore).raw;
const withoutPositions = (events: RecordedEvent[]) => events.map(({ position: _p, ...event }) => event);

describe('Migrating a log with personal data in clear (SQLite → SQLite)', () => {
  let old: RunningApi;
  let migrated: RunningApi | undefined;
  const newDataDir = mkdtempSync(join(tmpdir(), 'taller-migrated-'));

  beforeAll(async () => {
    requireBuilt();
    old = await startApi();
    // What an earlier version wrote: the events straight into the engine, names in clear, and no mark.
    await rawOf(old).append(
      'client-900',
      [
        {
          id: randomUUID(),
          type: 'ClientRegistered',
          schemaVersion: 2,
          data: { clientId: 900, name: 'Remedios', lastName: 'Antiguo Claro', phone: '655443322', email: 'remedios@example.com', company: '', status: 'active', registrationDate: '2025-03-14' },
          metadata,
        },
        { id: randomUUID(), type: 'ClientDetailsCorrected', schemaVersion: 1, data: { changes: { phone: '655443323' } }, metadata },
      ],
      'no_stream',
    );
    await rawOf(old).append(
      'repair-900',
      [
        {
          id: randomUUID(),
          type: 'RepairRegistered',
          schemaVersion: 4,
          data: {
            repairId: 900, clientId: 900, device: 'Móvil', model: 'Nokia 3310', contactNumber: '655443322', description: 'No enciende', motive: '', priceCents: null,
            priceType: 'flexible', paymentMethod: 'cash', isPaid: false, internalNotes: '', estimatedCompletion: null, entryDate: '2025-03-14', status: 'pending',
            origin: null, unlockCode: null,
          },
          metadata,
        },
      ],
      'no_stream',
    );
    await old.app.get<ReadModels>(MIKRO_ORM).em.fork().nativeDelete(StoreMark, {});
    await old.app.close(); // the old installation stops; its DATA_DIR stays
  }, SLOW);
  afterAll(async () => {
    await migrated?.close();
    rmSync(old.config.dataDir, { recursive: true, force: true });
  });

  it('refuses to forget on the old log, then the copy seals the fields and keeps ids, order and metadata', async () => {
    // The old installation, started again by this version: it warns and refuses to forget.
    const oldDir = old.config.dataDir;
    const before = await startApiOn(oldDir);
    const refused = await client(before.url, await before.login('administrador@taller.demo'))('/api/clients/900/forget', { method: 'POST', body: { confirmation: 'OLVIDAR' } });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain('migra la tienda con «taller copia» y «taller restaurar»');
    const oldEvents = await rawOf(before).readAll(0, 100_000);
    await before.app.close();

    // The migration: the log copied out and into a new installation by the CLI.
    const file = join(oldDir, 'copia.jsonl');
    const exported = await run(CLI_MAIN, ['events', 'export', '--out', file], { DATA_DIR: oldDir, LOG_LEVEL: 'warn' });
    expect(exported.code).toBe(0);
    const imported = await run(CLI_MAIN, ['events', 'import', file], { DATA_DIR: newDataDir, LOG_LEVEL: 'warn' });
    expect(imported.stderr).not.toContain('Error');
    expect(imported.code).toBe(0);

    migrated = await startApiOn(newDataDir);
    const newEvents = await rawOf(migrated).readAll(0, 100_000);
    const stored = JSON.stringify(newEvents);
    for (const clear of ['Remedios', 'Antiguo Claro', '655443322', '655443323', 'remedios@example.com']) expect(stored).not.toContain(clear);
    // Same events, same order, same ids and metadata; only the personal fields changed form.
    const shape = (events: RecordedEvent[]) => events.map(({ id, streamId, revision, type, schemaVersion, metadata: m }) => ({ id, streamId, revision, type, schemaVersion, m }));
    expect(shape(newEvents)).toEqual(shape(oldEvents));
    expect(withoutPositions(await migrated.app.get<EventStore>(EVENT_STORE).readStream('client-900'))).toEqual(
      withoutPositions(oldEvents.filter((event) => event.streamId === 'client-900')),
    );

    const admin = client(migrated.url, await migrated.login('administrador@taller.demo'));
    expect((await admin('/api/clients/900')).json).toMatchObject({ name: 'Remedios', phone: '655443323' });
    const forgotten = await admin('/api/clients/900/forget', { method: 'POST', body: { confirmation: 'OLVIDAR' } });
    expect(forgotten.status).toBe(200);
    const after = JSON.stringify(await migrated.app.get<EventStore>(EVENT_STORE).readAll(0, 100_000));
    for (const clear of ['Remedios', 'Antiguo Claro', '655443322', '655443323', 'remedios@example.com']) expect(after).not.toContain(clear);
    expect((await admin('/api/repairs/900')).json).toMatchObject({ clientName: 'Cliente eliminado (RGPD)', model: 'Nokia 3310' });
  }, SLOW);
});

/** The API on an existing data directory, without seeding it again. */
async function startApiOn(dataDir: string): Promise<RunningApi> {
  return startApi(undefined, dataDir);
}
