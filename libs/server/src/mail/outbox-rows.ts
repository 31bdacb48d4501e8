import type { MikroORM } from '@mikro-orm/core';
import type { TallerConfig } from '../config/config.js';
import { sqliteFileOf, type ReadModels } from '../persistence/orm.js';
import { hydrate, quoted, readModelTransaction, tableShape, toDatabase, type ReadModelSql, type TableShape } from '../projections/sql-context.js';
import { Coalesced } from '../shared/coalesced.js';
import { OutboxMessage } from './outbox-message.entity.js';

/**
 * The outbox's hot statements (a notice's held e-mail, its release, the courier's claims and
 * receipts) spoken straight to the driver with statements prepared once, instead of through the
 * ORM: each create of a repair gives its customer an e-mail, and through MikroORM that e-mail
 * cost eight statements of most of a millisecond of JavaScript each (issue 14). The rows read
 * and written are the same as the ORM's (`OutboxMessageSchema`); the rest of the outbox (other
 * e-mails, tidying, deleting a record's messages) still goes through the ORM.
 *
 * On SQLite a commit here is not synced on its own (`readModelTransaction`), except where said:
 * - a held e-mail is stored before its event is appended, and the append's synced commit on the
 *   same file makes it durable first (the WAL is one sequential file); with the events elsewhere
 *   (KurrentDB) it is synced itself;
 * - a release, a claim and a receipt lost to a power cut only mean the message is sent (or its
 *   `.eml` written again under the same name) once more, with the same Message-ID: the outbox
 *   delivers at least once anyway.
 */
export class OutboxRows {
  private readonly orm: ReadModels;
  /** Whether a held e-mail needs its own synced commit (no synced append on the same file follows it). */
  private readonly heldSynced: boolean;

  constructor(orm: MikroORM, config: Pick<TallerConfig, 'eventStoreUrl'>) {
    this.orm = orm as unknown as ReadModels;
    this.heldSynced = sqliteFileOf(this.orm) !== undefined && config.eventStoreUrl !== undefined;
  }

  private get shape(): TableShape {
    return tableShape(this.orm.em, OutboxMessage);
  }

  private column(property: keyof OutboxMessage): string {
    return quoted(this.shape.byProperty.get(property)!.column);
  }

  private value(sql: ReadModelSql, property: keyof OutboxMessage, value: unknown): unknown {
    return toDatabase(sql.engine, this.shape.byProperty.get(property)!.kind, value);
  }

  /**
   * Stores a message held back until `heldUntil`; answers its id. The messages stored in the same
   * turn of the event loop (the notice reactor gives a batch's notices side by side) share one
   * transaction; if it fails, each is tried on its own, so one bad row refuses only itself.
   */
  insertHeld(mail: Pick<OutboxMessage, 'channel' | 'to' | 'subject' | 'text' | 'regarding' | 'createdAt'>, heldUntil: Date): Promise<number> {
    const row: Partial<Record<keyof OutboxMessage, unknown>> = {
      channel: mail.channel,
      to: mail.to,
      replyTo: null,
      subject: mail.subject,
      text: mail.text,
      html: null,
      regarding: mail.regarding ?? null,
      createdAt: mail.createdAt,
      sentAt: null,
      attempts: 0,
      lastError: null,
      nextAttemptAt: heldUntil,
    };
    return this.inserts.add(row);
  }

  private readonly inserts = new Coalesced<Partial<Record<keyof OutboxMessage, unknown>>, number>((rows) =>
    readModelTransaction(this.orm, async (sql) => {
      const ids: number[] = [];
      for (const row of rows) {
        const properties = Object.keys(row) as (keyof OutboxMessage)[];
        const [inserted] = await sql.all(
          `insert into ${quoted(this.shape.table)} (${properties.map((p) => this.column(p)).join(', ')}) values (${properties.map((_, n) => sql.placeholder(n + 1)).join(', ')}) returning ${this.column('id')}`,
          properties.map((p) => this.value(sql, p, row[p])),
        );
        ids.push(Number(Object.values(inserted!)[0]));
      }
      return ids;
    }, { synced: this.heldSynced }),
  );

  /** The held messages whose events are in the log: due now. Those released in the same turn share one transaction. */
  release(ids: number[]): Promise<void> {
    return Promise.all(ids.map((id) => this.releases.add(id))).then(() => undefined);
  }

  private readonly releases = new Coalesced<number, void>((ids) =>
    readModelTransaction(this.orm, async (sql) => {
      for (const id of ids) {
        await sql.run(`update ${quoted(this.shape.table)} set ${this.column('nextAttemptAt')} = null where ${this.column('id')} = ${sql.placeholder(1)} and ${this.column('sentAt')} is null`, [id]);
      }
      return ids.map(() => undefined);
    }),
  );

  /** A held message whose event was refused or recorded nothing. */
  async delete(id: number): Promise<void> {
    await readModelTransaction(this.orm, (sql) => sql.run(`delete from ${quoted(this.shape.table)} where ${this.column('id')} = ${sql.placeholder(1)}`, [id]));
  }

  /**
   * Up to `limit` messages due at `now`, oldest first, and, in the same transaction, those of them
   * `claimNow` picks claimed until `leaseUntil` (see `claim`).
   */
  async due(now: Date, maxAttempts: number, limit: number, claimNow: (row: OutboxMessage) => boolean, leaseUntil: Date): Promise<{ due: OutboxMessage[]; claimed: OutboxMessage[] }> {
    return readModelTransaction(this.orm, async (sql) => {
      const next = this.column('nextAttemptAt');
      const rows = await sql.all(
        `select * from ${quoted(this.shape.table)} where ${this.column('sentAt')} is null and ${this.column('attempts')} < ${sql.placeholder(1)} and (${next} is null or ${next} <= ${sql.placeholder(2)}) order by ${this.column('id')} asc limit ${sql.placeholder(3)}`,
        [maxAttempts, this.value(sql, 'nextAttemptAt', now), limit],
      );
      const due = rows.map((stored) => hydrate(this.shape, stored) as unknown as OutboxMessage);
      return { due, claimed: await this.claimIn(sql, due.filter(claimNow), leaseUntil) };
    });
  }

  /**
   * Claims each row for sending until `leaseUntil` (the conditional UPDATE: only the process
   * whose UPDATE matched sends it); answers the rows claimed, their attempts counted.
   */
  async claim(rows: OutboxMessage[], leaseUntil: Date): Promise<OutboxMessage[]> {
    if (rows.length === 0) return [];
    return readModelTransaction(this.orm, (sql) => this.claimIn(sql, rows, leaseUntil));
  }

  private async claimIn(sql: ReadModelSql, rows: OutboxMessage[], leaseUntil: Date): Promise<OutboxMessage[]> {
    const claimed: OutboxMessage[] = [];
    for (const row of rows) {
      const matched = await sql.all(
        `update ${quoted(this.shape.table)} set ${this.column('attempts')} = ${sql.placeholder(1)}, ${this.column('nextAttemptAt')} = ${sql.placeholder(2)} where ${this.column('id')} = ${sql.placeholder(3)} and ${this.column('sentAt')} is null and ${this.column('attempts')} = ${sql.placeholder(4)} returning ${this.column('id')}`,
        [row.attempts + 1, this.value(sql, 'nextAttemptAt', leaseUntil), row.id, row.attempts],
      );
      if (matched.length > 0) claimed.push({ ...row, attempts: row.attempts + 1 });
    }
    return claimed;
  }

  /** The receipts of messages that left: only who, what about and when stays. Answers the ids still there (a deleted record took the others). */
  async sent(ids: number[], at: Date): Promise<Set<number>> {
    const found = new Set<number>();
    if (ids.length === 0) return found;
    await readModelTransaction(this.orm, async (sql) => {
      for (const id of ids) {
        const matched = await sql.all(
          `update ${quoted(this.shape.table)} set ${this.column('sentAt')} = ${sql.placeholder(1)}, ${this.column('lastError')} = null, ${this.column('nextAttemptAt')} = null, ${this.column('text')} = '', ${this.column('html')} = null, ${this.column('replyTo')} = null where ${this.column('id')} = ${sql.placeholder(2)} returning ${this.column('id')}`,
          [this.value(sql, 'sentAt', at), id],
        );
        if (matched.length > 0) found.add(id);
      }
    });
    return found;
  }

  /** A failed attempt: its error, and when to try again (null: never). */
  async failed(id: number, lastError: string, retryAt: Date | null): Promise<void> {
    await readModelTransaction(this.orm, (sql) =>
      sql.run(
        `update ${quoted(this.shape.table)} set ${this.column('lastError')} = ${sql.placeholder(1)}, ${this.column('nextAttemptAt')} = ${sql.placeholder(2)} where ${this.column('id')} = ${sql.placeholder(3)}`,
        [lastError, this.value(sql, 'nextAttemptAt', retryAt), id],
      ),
    );
  }
}

