import type { SqlEntityManager } from '@mikro-orm/knex';
import type { Knex } from 'knex';
import { sqliteFileOf, type ReadModels } from './orm.js';

interface SqliteConnection {
  pragma(sql: string): unknown;
}

/**
 * Runs `work` in one read-model transaction, as `em.fork().transactional` does, for a batch of
 * projections and their checkpoints.
 *
 * On SQLite the commit is not synced on its own (`synchronous=NORMAL` for this one
 * transaction, FULL again before the connection goes back to the pool): the rows are derived
 * from events that are already durable, and they move with their checkpoints in the same
 * transaction, so a batch a power cut takes away is the same as one a crash stopped before
 * its commit: the checkpoints say so, and the projector applies it again from the log at the
 * next start. The WAL is one sequential file, so the next synced commit of anything on this
 * database (an append, a session) makes the batch durable too. Everything else on the
 * connection (accounts, sessions, notes) keeps `synchronous=FULL`: the connection is held from
 * before the switch until after it is undone, and the pool has only this one. On PostgreSQL
 * nothing changes.
 *
 * Before this, a command waited for two fsyncs in a row (its append, then the projections'
 * batch); now for one (issue 14).
 */
export async function projectionTransaction(orm: ReadModels, work: (em: SqlEntityManager) => Promise<void>): Promise<void> {
  if (sqliteFileOf(orm) === undefined) {
    await orm.em.fork().transactional(work);
    return;
  }
  const knex = orm.em.getConnection().getKnex() as Knex;
  const client = knex.client as { acquireConnection(): Promise<SqliteConnection>; releaseConnection(connection: SqliteConnection): Promise<unknown> };
  const connection = await client.acquireConnection();
  try {
    connection.pragma('synchronous = NORMAL');
    // knex runs the transaction on the connection it is given, and leaves releasing it to us.
    const trx = await knex.transaction({ connection });
    try {
      await orm.em.fork().transactional(work, { ctx: trx });
      await trx.commit();
    } catch (error) {
      if (!trx.isCompleted()) await trx.rollback();
      throw error;
    }
  } finally {
    connection.pragma('synchronous = FULL');
    await client.releaseConnection(connection);
  }
}
