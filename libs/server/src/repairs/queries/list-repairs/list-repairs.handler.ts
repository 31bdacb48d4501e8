import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FilterQuery, MikroORM } from '@mikro-orm/core';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { idsOf } from '../../../shared/list-query.js';
import { containsPattern } from '../../../shared/search-text.js';
import { RepairRow } from '../../repair-row.entity.js';
import { repairJson } from '../../repair.json.js';
import { ListRepairs } from './list-repairs.query.js';

@QueryHandler(ListRepairs)
export class ListRepairsHandler implements IQueryHandler<ListRepairs> {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  async execute({ list }: ListRepairs) {
    const where: FilterQuery<RepairRow> = {};
    const { q, status, clientId } = list.filter;
    const ids = idsOf(list.filter);
    if (ids) where.id = { $in: ids };
    if (typeof q === 'string' && q.trim() !== '') where.searchText = { $like: containsPattern(q.trim()) };
    if (typeof status === 'string' && status !== '') where.status = status as RepairRow['status'];
    if (Array.isArray(status)) where.status = { $in: status.map(String) as RepairRow['status'][] };
    if (clientId !== undefined) where.clientId = Number(clientId);

    const [rows, total] = await this.orm.em.fork().findAndCount(RepairRow, where, {
      orderBy: { [list.sort.field]: list.sort.order, id: list.sort.order },
      ...(list.range ? { offset: list.range.offset, limit: list.range.limit } : {}),
    });
    return { rows: rows.map(repairJson), total };
  }
}
