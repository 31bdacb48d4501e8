import { Inject, Injectable } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { isTrackingToken } from '@taller/domain';
import { MIKRO_ORM, type ReadModels } from '../persistence/orm.js';
import { findRowById, quoted, readModelTransaction, tableShape } from '../projections/sql-context.js';
import { Coalesced } from '../shared/coalesced.js';
import { newTrackingToken } from '../tracking/tracking-token.js';
import { NoticePreference } from './notice-preference.entity.js';

/**
 * Who asked for no more courtesy notices. Every e-mail of a courtesy notice carries a link with
 * the client's token (80 random bits, as a tracking link's); opening it shows a button that stops
 * them (a link scanner that fetches the page stops nothing). Staff can turn them back on.
 */
@Injectable()
export class NoticeOptOuts {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  /** The client's token, drawn the first time a courtesy e-mail needs it. */
  async tokenFor(clientId: number): Promise<string> {
    const found = await findRowById(this.orm as unknown as ReadModels, NoticePreference, clientId);
    if (found) return found.token;
    return this.drawn.add(clientId);
  }

  /**
   * New tokens, with prepared statements: this runs before nearly every create's «recibido»
   * e-mail to a new client. The tokens asked for together share one transaction (Coalesced); a
   * client given one meanwhile keeps theirs. Not synced on its own (readModelTransaction): the
   * e-mail that carries the token is stored and its event appended after it, and that commit
   * makes it durable too.
   */
  private readonly drawn = new Coalesced<number, string>((clients) => {
    const orm = this.orm as unknown as ReadModels;
    const shape = tableShape(orm.em, NoticePreference);
    const column = (property: keyof NoticePreference) => quoted(shape.byProperty.get(property)!.column);
    return readModelTransaction(orm, async (sql) => {
      const tokens: string[] = [];
      for (const clientId of clients) {
        await sql.run(
          `insert into ${quoted(shape.table)} (${column('clientId')}, ${column('token')}) values (${sql.placeholder(1)}, ${sql.placeholder(2)}) on conflict do nothing`,
          [clientId, newTrackingToken()],
        );
        const [row] = await sql.all(`select ${column('token')} as token from ${quoted(shape.table)} where ${column('clientId')} = ${sql.placeholder(1)}`, [clientId]);
        tokens.push(String(row!['token']));
      }
      return tokens;
    });
  });

  async hasOptedOut(clientId: number): Promise<boolean> {
    const found = await findRowById(this.orm as unknown as ReadModels, NoticePreference, clientId);
    return Boolean(found?.optedOutAt);
  }

  /** Whose token this is and whether they opted out; null for a token that is not one. */
  async byToken(token: unknown): Promise<{ clientId: number; optedOutAt: Date | null } | null> {
    if (!isTrackingToken(token)) return null;
    const found = await this.orm.em.fork().findOne(NoticePreference, { token });
    return found ? { clientId: found.clientId, optedOutAt: found.optedOutAt ?? null } : null;
  }

  /** Stops (or resumes) the courtesy notices; answers the state now. */
  async set(clientId: number, optedOut: boolean, changedBy: string, now: Date): Promise<{ optedOutAt: Date | null }> {
    await this.tokenFor(clientId);
    const optedOutAt = optedOut ? now : null;
    await this.orm.em.fork().nativeUpdate(NoticePreference, { clientId }, { optedOutAt, changedBy });
    return { optedOutAt };
  }

  /** The client's preference for the back-office. */
  async of(clientId: number): Promise<{ optedOutAt: Date | null; changedBy: string | null }> {
    const found = await this.orm.em.fork().findOne(NoticePreference, { clientId });
    return { optedOutAt: found?.optedOutAt ?? null, changedBy: found?.changedBy ?? null };
  }

  /** The client is deleted: their preference and token go. */
  async forget(clientId: number): Promise<void> {
    await this.orm.em.fork().nativeDelete(NoticePreference, { clientId });
  }
}
