import { ConflictException, Inject, Injectable } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { clientEmail, clientMessages, clientPhone, emailKey, phoneKey } from '@taller/domain';
import { MIKRO_ORM } from '../persistence/orm.js';
import { ClientRow } from './client-row.entity.js';
import { clientJson } from './client.json.js';

/**
 * No silent duplicates: a client whose phone or e-mail another client already has is
 * refused with 409 and that client, so the screen can offer to use it instead.
 */
@Injectable()
export class ClientDuplicates {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  /**
   * Runs before the decider has checked a correction, so only a well-formed phone or e-mail is
   * looked up: anything else (hostile text included) never reaches the database here, and the
   * decider refuses it with its 400.
   */
  async refuse(details: { phone?: unknown; email?: unknown }, except?: number): Promise<void> {
    const phone = clientPhone.safeParse(details.phone).data;
    const email = clientEmail.safeParse(details.email).data;
    const or: object[] = [];
    if (phone !== undefined && phoneKey(phone) !== '') or.push({ phoneKey: phoneKey(phone) });
    if (email !== undefined && emailKey(email) !== '') or.push({ emailKey: emailKey(email) });
    if (or.length === 0) return;
    const existing = await this.orm.em.fork().findOne(
      ClientRow,
      { $or: or, ...(except ? { id: { $ne: except } } : {}) } as never,
      { orderBy: { id: 'ASC' } },
    );
    if (existing) throw new ConflictException({ message: clientMessages.alreadyExists, existing: clientJson(existing) });
  }
}
