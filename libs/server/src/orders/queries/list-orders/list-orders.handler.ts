import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FilterQuery, MikroORM } from '@mikro-orm/core';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { commonFilters } from '../../../shared/list-query.js';
import { OrderRow, orderSortKeys } from '../../order-row.entity.js';
import { orderByOf } from '../../../shared/sort-key.js';
import { LIST_TABLES } from '../../../shared/list-indexes.js';
import { countedBy, listPage, statusesOf } from '../../../shared/list-page.js';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { orderJson } from '../../order.json.js';
import { ListOrders } from './list-orders.query.js';

@QueryHandler(ListOrders)
export class ListOrdersHandler implements IQueryHandler<ListOrders> {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  async execute({ list }: ListOrders) {
    const where: FilterQuery<OrderRow> = commonFilters(list.filter);
    const { status, clientId, isPaid, reservation, special } = list.filter;
    if (typeof status === 'string' && status !== '') where.status = status as OrderRow['status'];
    if (Array.isArray(status)) where.status = { $in: status.map(String) as OrderRow['status'][] };
    if (clientId !== undefined) where.clientId = Number.isSafeInteger(Number(clientId)) ? Number(clientId) : -1;
    if (typeof isPaid === 'boolean') where.isPaid = isPaid;
    // Reservations from the site (true) or the orders staff placed (false).
    if (typeof reservation === 'boolean') where.pickupCode = reservation ? { $ne: null } : null;
    // Encargos (true) or the other orders (false).
    if (typeof special === 'boolean') where.specialOrder = special ? { $ne: null } : null;

    const [rows, total] = await listPage(this.orm.em.fork() as SqlEntityManager, OrderRow, LIST_TABLES.orders, {
      where,
      orderBy: orderByOf(list.sort.field, list.sort.order, orderSortKeys),
      range: list.range,
      // Any other filter (isPaid, clientId, q) than the status: the rows are counted.
      counted: countedBy(list.filter, statusesOf),
    });
    return { rows: rows.map(orderJson), total };
  }
}
