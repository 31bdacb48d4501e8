import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FilterQuery, MikroORM } from '@mikro-orm/core';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { commonFilters } from '../../../shared/list-query.js';
import { RevisionRow } from '../../revision-row.entity.js';
import { revisionJson } from '../../revision.json.js';
import { ListRevisions } from './list-revisions.query.js';

@QueryHandler(ListRevisions)
export class ListRevisionsHandler implements IQueryHandler<ListRevisions> {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  async execute({ list }: ListRevisions) {
    const where: FilterQuery<RevisionRow> = commonFilters(list.filter);
    const { status, clientId } = list.filter;
    if (typeof status === 'string' && status !== '') where.status = status as RevisionRow['status'];
    if (Array.isArray(status)) where.status = { $in: status.map(String) as RevisionRow['status'][] };
    // Not a client's id: no client has it, so nothing is listed (as for orders).
    if (clientId !== undefined) where.clientId = Number.isSafeInteger(Number(clientId)) ? Number(clientId) : -1;

    const [rows, total] = await this.orm.em.fork().findAndCount(RevisionRow, where, {
      orderBy: { [list.sort.field]: list.sort.order, id: list.sort.order },
      ...(list.range ? { offset: list.range.offset, limit: list.range.limit } : {}),
    });
    return { rows: rows.map(revisionJson), total };
  }
}
