import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import { CUSTOMER_WORK_LIMIT, customerWorkItem, type CustomerWork } from '@taller/domain';
import { Account } from '../../../auth/account.entity.js';
import { AccountLinks } from '../../../clients/account-links/account-links.js';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { CustomerRecords } from '../../customer-records.js';
import { GetCustomerWork } from './customer-work.query.js';

/**
 * The repairs, revisions and orders of the clients the account is linked to (AccountLinks),
 * newest first, each as its tracking page tells it. Nothing before the account's e-mail is
 * verified. The account is read afresh: a verification a moment ago counts.
 */
@QueryHandler(GetCustomerWork)
export class GetCustomerWorkHandler implements IQueryHandler<GetCustomerWork> {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly links: AccountLinks,
    private readonly records: CustomerRecords,
  ) {}

  async execute({ accountId, now }: GetCustomerWork): Promise<CustomerWork> {
    const em = this.orm.em.fork();
    const account = await em.findOne(Account, accountId);
    if (!account?.emailVerifiedAt) return { verified: false, items: [] };
    const clientIds = await this.links.clientIdsOf(account, em);
    const records = await this.records.ofClients(clientIds, now, { limit: CUSTOMER_WORK_LIMIT, em });
    return { verified: true, items: records.map((record) => customerWorkItem(record.view, record.date, record.trackingPath)) };
  }
}
