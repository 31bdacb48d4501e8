import { MikroORM as CoreMikroORM } from '@mikro-orm/core';
import { MikroORM, type Options } from '@mikro-orm/better-sqlite';
import type { AbstractSqlDriver, SqlEntityManager } from '@mikro-orm/knex';

export const MIKRO_ORM = Symbol('MIKRO_ORM');

type EntityList = NonNullable<Options['entities']>;

/**
 * Opens the read models and plain tables (MikroORM) in the same SQLite file as the events,
 * with the same durability, and brings their tables up to the entities' shape. Tables the
 * ORM does not know (the event log) are left alone.
 */
export async function openSqliteReadModels(databaseFile: string, entities: EntityList): Promise<MikroORM> {
  const orm = await MikroORM.init({
    dbName: databaseFile,
    entities,
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: false,
    pool: {
      min: 1,
      max: 1,
      afterCreate(connection: { pragma(sql: string): unknown }, done: (error: Error | null, connection: unknown) => void) {
        connection.pragma('journal_mode = WAL');
        connection.pragma('synchronous = FULL');
        connection.pragma('busy_timeout = 5000');
        done(null, connection);
      },
    },
  });
  await orm.schema.updateSchema({ dropTables: false });
  return orm;
}

/** The read-model ORM as the SQL engines share it (SQLite now, PostgreSQL later). */
export type ReadModels = CoreMikroORM<AbstractSqlDriver, SqlEntityManager>;
