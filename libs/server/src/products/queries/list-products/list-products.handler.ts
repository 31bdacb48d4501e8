import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FilterObject, MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { commonFilters } from '../../../shared/list-query.js';
import { LIST_TABLES } from '../../../shared/list-indexes.js';
import { listPage } from '../../../shared/list-page.js';
import { orderByOf } from '../../../shared/sort-key.js';
import { ProductRow, productSortKeys } from '../../product-row.entity.js';
import { productJson } from '../../product.json.js';
import { ListProducts } from './list-products.query.js';
import { categoryFilter, modelFilter } from './product-filters.js';

@QueryHandler(ListProducts)
export class ListProductsHandler implements IQueryHandler<ListProducts> {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  async execute({ list }: ListProducts) {
    const { category, active, lowStock, model } = list.filter;
    const where: FilterObject<ProductRow> = { ...commonFilters(list.filter), ...categoryFilter(category), ...modelFilter(model) };
    if (typeof active === 'boolean') where.active = active;
    if (lowStock === true) where.stockMargin = { $lte: 0 };
    const filtered = Object.values(list.filter).some((value) => value !== undefined && value !== '' && value !== null);
    const [rows, total] = await listPage(this.orm.em.fork() as SqlEntityManager, ProductRow, LIST_TABLES.products, {
      where,
      // Low stock first, then by name: among equals, the shop reads them alphabetically.
      orderBy:
        list.sort.field === 'stockMargin'
          ? { stockMargin: list.sort.order, nameKey: 'ASC', name: 'ASC', id: 'ASC' }
          : orderByOf(list.sort.field, list.sort.order, productSortKeys),
      range: list.range,
      counted: filtered ? null : 'all',
    });
    return { rows: rows.map(productJson), total };
  }
}
