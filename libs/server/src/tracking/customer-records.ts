import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { TrackedKind, TrackingView } from '@taller/domain';
import { OrderRow } from '../orders/order-row.entity.js';
import { MIKRO_ORM } from '../persistence/orm.js';
import { RepairRow } from '../repairs/repair-row.entity.js';
import { RevisionRow } from '../revisions/revision-row.entity.js';
import { trackedStream } from './tracked-records.js';
import { TrackingLink } from './tracking-link.entity.js';
import { trackingPath } from './tracking-links.js';
import { TrackingViews } from './tracking-views.js';

/** One repair, revision or order of a customer's clients, as its tracking page tells it. */
export interface CustomerRecord {
  kind: TrackedKind;
  id: number;
  clientId: number;
  /** The record's day (`YYYY-MM-DD`): a repair's entry, a revision's appointment, an order's day. */
  date: string;
  view: TrackingView;
  /** `/seguimiento/<token>`, or null when the record has no live link. */
  trackingPath: string | null;
}

interface Found {
  kind: TrackedKind;
  id: number;
  clientId: number;
  date: string;
  createdAt: Date;
}

/**
 * The work of the clients a customer account is linked to, newest first: what 'Mis pedidos y
 * reparaciones' lists and what the copy of the customer's data holds. Which clients those are is
 * the caller's (AccountLinks); this only reads their records.
 */
@Injectable()
export class CustomerRecords {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly views: TrackingViews,
  ) {}

  /** The newest `limit` records of the clients (every one without a limit). */
  async ofClients(clientIds: readonly number[], now: Date, { limit, em = this.orm.em.fork() }: { limit?: number; em?: EntityManager } = {}): Promise<CustomerRecord[]> {
    if (clientIds.length === 0) return [];
    const clientId = { $in: [...clientIds] };
    const newest = { ...(limit === undefined ? {} : { limit }), orderBy: { createdAt: 'desc' } } as const;
    const repairs = await em.find(RepairRow, { clientId }, { ...newest, fields: ['id', 'clientId', 'entryDate', 'createdAt'] });
    const revisions = await em.find(RevisionRow, { clientId }, { ...newest, fields: ['id', 'clientId', 'date', 'createdAt'] });
    const orders = await em.find(OrderRow, { clientId }, { ...newest, fields: ['id', 'clientId', 'date', 'createdAt'] });
    const found: Found[] = [
      ...repairs.map((r) => ({ kind: 'repair' as const, id: r.id, clientId: r.clientId, date: r.entryDate, createdAt: r.createdAt })),
      ...revisions.map((r) => ({ kind: 'revision' as const, id: r.id, clientId: r.clientId, date: r.date, createdAt: r.createdAt })),
      ...orders.map((o) => ({ kind: 'order' as const, id: o.id, clientId: o.clientId, date: o.date, createdAt: o.createdAt })),
    ]
      .sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit);
    const streams = found.map((f) => trackedStream(f.kind, f.id));
    const links = streams.length === 0 ? [] : await em.find(TrackingLink, { streamId: { $in: streams } });
    const tokenOf = new Map(links.map((link) => [link.streamId, link.token]));
    const records: CustomerRecord[] = [];
    // One record after the other: a customer has a handful, and the store is asked once each.
    for (const record of found) {
      const streamId = trackedStream(record.kind, record.id);
      const view = await this.views.of({ kind: record.kind, recordId: record.id, streamId }, now, em);
      const token = tokenOf.get(streamId);
      if (view) records.push({ kind: record.kind, id: record.id, clientId: record.clientId, date: record.date, view, trackingPath: token ? trackingPath(token) : null });
    }
    return records;
  }
}
