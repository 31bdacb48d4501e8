import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FilterObject, MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { LIST_TABLES } from '../../../shared/list-indexes.js';
import { listPage } from '../../../shared/list-page.js';
import { containsPattern } from '../../../shared/search-text.js';
import { ProductRow } from '../../product-row.entity.js';
import { catalogueProductJson } from '../../product.json.js';
import { categoryFilter, modelFilter } from '../list-products/product-filters.js';
import { GetCatalogueProduct, ListCatalogueModels, SearchCatalogue } from './catalogue.query.js';

@QueryHandler(SearchCatalogue)
export class SearchCatalogueHandler implements IQueryHandler<SearchCatalogue> {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  async execute({ search }: SearchCatalogue) {
    const where: FilterObject<ProductRow> = { active: true, ...categoryFilter(search.category ?? undefined), ...modelFilter(search.model) };
    if (search.q !== '') Object.assign(where, { searchText: { $like: containsPattern(search.q) } });
    const [rows, total] = await listPage(this.orm.em.fork() as SqlEntityManager, ProductRow, LIST_TABLES.products, {
      where,
      // What can be taken home today first, then by name.
      orderBy: { available: 'DESC', nameKey: 'ASC', name: 'ASC', id: 'ASC' },
      range: { offset: (search.page - 1) * search.perPage, limit: search.perPage },
      counted: null,
    });
    return { items: rows.map(catalogueProductJson), total, page: search.page, perPage: search.perPage };
  }
}

@QueryHandler(GetCatalogueProduct)
export class GetCatalogueProductHandler implements IQueryHandler<GetCatalogueProduct> {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  async execute({ productId }: GetCatalogueProduct) {
    const row = await this.orm.em.fork().findOne(ProductRow, { id: productId, active: true });
    return row ? catalogueProductJson(row) : null;
  }
}

@QueryHandler(ListCatalogueModels)
export class ListCatalogueModelsHandler implements IQueryHandler<ListCatalogueModels> {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  /** Counted in memory: a shop's catalogue is hundreds of products, each with a few models. */
  async execute() {
    const rows = await this.orm.em.fork().find(ProductRow, { active: true }, { fields: ['compatibleModels'] });
    const counts = new Map<string, { model: string; products: number }>();
    for (const row of rows) {
      for (const model of row.compatibleModels) {
        const key = model.toLocaleLowerCase('es');
        const entry = counts.get(key) ?? { model, products: 0 };
        entry.products += 1;
        counts.set(key, entry);
      }
    }
    return [...counts.values()].sort((a, b) => a.model.localeCompare(b.model, 'es', { numeric: true }));
  }
}
