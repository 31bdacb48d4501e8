import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import { CUSTOMER_WORK_LIMIT, customerWorkItem, type CustomerWork, type CustomerWorkItem, type TrackedKind } from '@taller/domain';
import { Account } from '../../../auth/account.entity.js';
import { AccountLinks } from '../../../clients/account-links/account-links.js';
import { OrderRow } from '../../../orders/order-row.entity.js';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { RepairRow } from '../../../repairs/repair-row.entity.js';
import { RevisionRow } from '../../../revisions/revision-row.entity.js';
import { trackedStream } from '../../tracked-records.js';
import { TrackingLink } from '../../tracking-link.entity.js';
import { trackingPath } from '../../tracking-links.js';
import { TrackingViews } from '../../tracking-views.js';
import { GetCustomerWork } from './customer-work.query.js';

interface Found {
  kind: TrackedKind;
  id: number;
  date: string;
  createdAt: Date;
}

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
    private readonly views: TrackingViews,
  ) {}

  async execute({ accountId, now }: GetCustomerWork): Promise<CustomerWork> {
    const em = this.orm.em.fork();
    const account = await em.findOne(Account, accountId);
    if (!account?.emailVerifiedAt) return { verified: false, items: [] };
    const clientIds = await this.links.clientIdsOf(account, em);
    if (clientIds.length === 0) return { verified: true, items: [] };
    const clientId = { $in: clientIds };
    const newest = { limit: CUSTOMER_WORK_LIMIT, orderBy: { createdAt: 'desc' } } as const;
    const repairs = await em.find(RepairRow, { clientId }, { ...newest, fields: ['id', 'entryDate', 'createdAt'] });
    const revisions = await em.find(RevisionRow, { clientId }, { ...newest, fields: ['id', 'date', 'createdAt'] });
    const orders = await em.find(OrderRow, { clientId }, { ...newest, fields: ['id', 'date', 'createdAt'] });
    const found: Found[] = [
      ...repairs.map((r) => ({ kind: 'repair' as const, id: r.id, date: r.entryDate, createdAt: r.createdAt })),
      ...revisions.map((r) => ({ kind: 'revision' as const, id: r.id, date: r.date, createdAt: r.createdAt })),
      ...orders.map((o) => ({ kind: 'order' as const, id: o.id, date: o.date, createdAt: o.createdAt })),
    ]
      .sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, CUSTOMER_WORK_LIMIT);
    const streams = found.map((f) => trackedStream(f.kind, f.id));
    const links = await em.find(TrackingLink, { streamId: { $in: streams } });
    const tokenOf = new Map(links.map((link) => [link.streamId, link.token]));
    const items: CustomerWorkItem[] = [];
    // One record after the other: a customer has a handful, and the store is asked once each.
    for (const record of found) {
      const streamId = trackedStream(record.kind, record.id);
      const view = await this.views.of({ kind: record.kind, recordId: record.id, streamId }, now, em);
      const token = tokenOf.get(streamId);
      if (view) items.push(customerWorkItem(view, record.date, token ? trackingPath(token) : null));
    }
    return { verified: true, items };
  }
}
