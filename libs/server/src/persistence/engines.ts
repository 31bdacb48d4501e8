import { mkdirSync } from 'node:fs';
import { SqliteEventStore, type EventStore } from '@taller/event-store';
import type { TallerConfig } from '../config/config.js';
import { EVERY_PROCESS_PROJECTS, type ProjectionLeadership } from '../projections/leadership.js';
import { openPostgresReadModels, openSqliteReadModels, type ReadModels } from './orm.js';

type EntityList = Parameters<typeof openSqliteReadModels>[1];

/** Where the events and the read models live, chosen by the configuration. */
export interface Engines {
  store: EventStore;
  orm: ReadModels;
  leadership: ProjectionLeadership;
  /** First statement of every projection transaction: makes concurrent projectors take turns. */
  projectionLockSql: string;
  describe: string;
}

export async function openEngines(config: TallerConfig, entities: EntityList): Promise<Engines> {
  const store = await openEventStore(config);
  if (config.databaseUrl) {
    // Loaded only here, as the PostgreSQL store below: pg (and the fetch machinery it probes for
    // Cloudflare's runtime) is some 60 ms of a start that a shop on SQLite does not need.
    const { PostgresLeadership } = await import('../projections/postgres-leadership.js');
    return {
      store,
      orm: await openPostgresReadModels(config.databaseUrl, entities),
      leadership: new PostgresLeadership(config.databaseUrl),
      projectionLockSql: 'select pg_advisory_xact_lock(7262001)',
      describe: `${config.eventStoreUrl ? 'KurrentDB' : 'PostgreSQL'} + vistas en PostgreSQL`,
    };
  }
  mkdirSync(config.dataDir, { recursive: true });
  return {
    store,
    // After the event store: with SQLite both share one file, which the store creates.
    orm: (await openSqliteReadModels(config.databaseFile, entities)) as unknown as ReadModels,
    leadership: EVERY_PROCESS_PROJECTS,
    projectionLockSql: 'update projection_checkpoints set position = position',
    describe: `${config.eventStoreUrl ? 'KurrentDB' : 'SQLite'} + vistas en ${config.databaseFile}`,
  };
}

async function openEventStore(config: TallerConfig): Promise<EventStore> {
  if (config.eventStoreUrl) {
    // Loaded only here: its client (gRPC, protobuf) is some 200 files a SQLite start does not need.
    const { KurrentEventStore } = await import('@taller/event-store/kurrent');
    return new KurrentEventStore(config.eventStoreUrl);
  }
  if (config.databaseUrl) {
    const { PostgresEventStore } = await import('@taller/event-store/postgres');
    const store = new PostgresEventStore(config.databaseUrl);
    await store.init();
    return store;
  }
  mkdirSync(config.dataDir, { recursive: true });
  return new SqliteEventStore(config.databaseFile);
}
