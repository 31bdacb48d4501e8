import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FilterQuery, MikroORM } from '@mikro-orm/core';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { commonFilters } from '../../../shared/list-query.js';
import { ClientRow, clientSortKeys } from '../../client-row.entity.js';
import { orderByOf } from '../../../shared/sort-key.js';
import { LIST_TABLES } from '../../../shared/list-indexes.js';
import { countedBy, listPage } from '../../../shared/list-page.js';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { ClientWork } from '../../client-work.js';
import { clientJson } from '../../client.json.js';
import { ListClients } from './list-clients.query.js';

@QueryHandler(ListClients)
export class ListClientsHandler implements IQueryHandler<ListClients> {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly work: ClientWork,
  ) {}

  async execute({ list }: ListClients) {
    const where: FilterQuery<ClientRow> = commonFilters(list.filter);
    if (typeof list.filter.status === 'string' && list.filter.status !== '') Object.assign(where, { status: list.filter.status });
    const [rows, total] = await listPage(this.orm.em.fork() as SqlEntityManager, ClientRow, LIST_TABLES.clients, {
      where,
      // By name: then by last name, as a list of people reads (María García before María López).
      // Ties go by id in the sort's own direction, as on the other lists: the indexes then give
      // the rows in order read backwards too (a mixed direction made the engine sort a whole status).
      orderBy:
        list.sort.field === 'name'
          ? { nameKey: list.sort.order, lastNameKey: list.sort.order, name: list.sort.order, lastName: list.sort.order, id: list.sort.order }
          : orderByOf(list.sort.field, list.sort.order, clientSortKeys),
      range: list.range,
      // Only a text filters by status here.
      counted: countedBy(list.filter, (status) => (typeof status === 'string' && status !== '' ? [status] : 'all')),
    });
    const orders = await this.work.totalOrders(rows.map((row) => row.id));
    return { rows: rows.map((row) => ({ ...clientJson(row), totalOrders: orders.get(row.id) ?? 0 })), total };
  }
}
