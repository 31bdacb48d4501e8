import { ConflictException, Inject, Injectable } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { clientMessages, emailKey, phoneKey } from '@taller/domain';
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

  async refuse(details: { phone?: unknown; email?: unknown }, except?: number): Promise<void> {
    const or: object[] = [];
    if (typeof details.phone === 'string' && phoneKey(details.phone) !== '') or.push({ phoneKey: phoneKey(details.phone) });
    if (typeof details.email === 'string' && emailKey(details.email) !== '') or.push({ emailKey: emailKey(details.email) });
    if (or.length === 0) return;
    const existing = await this.orm.em.fork().findOne(
      ClientRow,
      { $or: or, ...(except ? { id: { $ne: except } } : {}) } as never,
      { orderBy: { id: 'ASC' } },
    );
    if (existing) throw new ConflictException({ message: clientMessages.alreadyExists, existing: clientJson(existing) });
  }
}
