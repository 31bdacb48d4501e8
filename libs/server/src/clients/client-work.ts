import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { OPEN_ORDER_STATUSES, OPEN_REPAIR_STATUSES, OPEN_REVISION_STATUSES } from '@taller/domain';
import { OrderRow } from '../orders/order-row.entity.js';
import { MIKRO_ORM } from '../persistence/orm.js';
import { RepairRow } from '../repairs/repair-row.entity.js';
import { RevisionRow } from '../revisions/revision-row.entity.js';

/** How many of one kind of work, how many still open, and the latest few. */
export interface WorkSummary<Item> {
  total: number;
  /** Not finished yet: neither completed nor cancelled (nor delivered, for orders). */
  pending: number;
  latest: Item[];
}

/** The client detail's cards and lists show this many of each kind (spec §9). */
export const LATEST_WORK = 5;

const OPEN_REPAIR = { status: { $in: OPEN_REPAIR_STATUSES } };
const OPEN_ORDER = { status: { $in: OPEN_ORDER_STATUSES } };
/** A revision still waits for the shop while open and not yet converted (its repair carries on). */
export const OPEN_REVISION = { status: { $in: OPEN_REVISION_STATUSES }, convertedToRepairId: null };

/** A client's repairs, revisions and orders, from the read models. */
@Injectable()
export class ClientWork {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  /** Whether any work of the client exists (a client with work is not deleted). */
  async hasAny(clientId: number): Promise<boolean> {
    const em = this.orm.em.fork();
    return (await em.count(RepairRow, { clientId })) + (await em.count(OrderRow, { clientId })) + (await em.count(RevisionRow, { clientId })) > 0;
  }

  /** The detail screen's summary: counts, pending, revenue and the latest of each kind. */
  async of(clientId: number) {
    const em = this.orm.em.fork();
    const repairs = await summary(em, RepairRow, clientId, OPEN_REPAIR, repairItem);
    const orders = await summary(em, OrderRow, clientId, OPEN_ORDER, orderItem);
    const revisions = await summary(em, RevisionRow, clientId, OPEN_REVISION, revisionItem);
    const paidRepairs = await em.find(RepairRow, { clientId, isPaid: true }, { fields: ['priceCents'] });
    const paidOrders = await em.find(OrderRow, { clientId, isPaid: true }, { fields: ['totalCents'] });
    return {
      repairs,
      orders,
      revisions,
      /** What the client has paid for, in cents: paid repairs and paid orders. */
      revenueCents:
        paidRepairs.reduce((sum, row) => sum + (row.priceCents ?? 0), 0) + paidOrders.reduce((sum, row) => sum + row.totalCents, 0),
    };
  }

  /** Orders per client, for the list's `totalOrders`. */
  async totalOrders(clientIds: readonly number[]): Promise<Map<number, number>> {
    if (clientIds.length === 0) return new Map();
    // One grouped count for the page, instead of one query per client.
    const rows = (await this.orm.em
      .fork()
      .getConnection()
      .execute(
        `select client_id, count(*) as orders from order_rows where client_id in (${clientIds.map(() => '?').join(', ')}) group by client_id`,
        [...clientIds],
      )) as { client_id: number; orders: number | string }[];
    return new Map(rows.map((row) => [Number(row.client_id), Number(row.orders)]));
  }
}

async function summary<Row extends { id: number; clientId: number }, Item>(
  em: EntityManager,
  entity: new () => Row,
  clientId: number,
  open: object,
  item: (row: Row) => Item,
): Promise<WorkSummary<Item>> {
  const [latest, total] = await em.findAndCount(entity, { clientId } as never, { orderBy: { id: 'DESC' } as never, limit: LATEST_WORK });
  const pending = await em.count(entity, { clientId, ...open } as never);
  return { total, pending, latest: latest.map(item) };
}

function repairItem(row: RepairRow) {
  return {
    id: row.id,
    status: row.status,
    device: row.device,
    model: row.model,
    description: row.description,
    priceCents: row.priceCents,
    createdAt: row.createdAt.toISOString(),
  };
}

function orderItem(row: OrderRow) {
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    description: row.description,
    totalCents: row.totalCents,
    createdAt: row.createdAt.toISOString(),
  };
}

function revisionItem(row: RevisionRow) {
  return {
    id: row.id,
    status: row.status,
    device: row.device,
    model: row.model,
    description: row.description,
    date: row.date,
    convertedToRepairId: row.convertedToRepairId,
    createdAt: row.createdAt.toISOString(),
  };
}
