import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FilterQuery, MikroORM } from '@mikro-orm/core';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { commonFilters } from '../../../shared/list-query.js';
import { RevisionRow, revisionSortKeys } from '../../revision-row.entity.js';
import { orderByOf } from '../../../shared/sort-key.js';
import { LIST_TABLES } from '../../../shared/list-indexes.js';
import { countedBy, listPage } from '../../../shared/list-page.js';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { revisionJson } from '../../revision.json.js';
import { ListRevisions } from './list-revisions.query.js';
import { madridDay, QUOTABLE_REVISION_STATUSES } from '@taller/domain';
import { quoteFilterWhere } from '../../../quotes/quote-filter.js';

/**
 * A status filter as the list shows statuses: a converted revision is 'converted' only, so
 * 'Pendiente' lists the revisions still waiting, not the ones that became repairs.
 */
function byListStatus(wanted: string[]): FilterQuery<RevisionRow> {
  const statuses = wanted.filter((status) => status !== 'converted') as RevisionRow['status'][];
  const either: FilterQuery<RevisionRow>[] = [];
  if (statuses.length > 0) either.push({ status: { $in: statuses }, convertedToRepairId: null });
  if (wanted.includes('converted')) either.push({ convertedToRepairId: { $ne: null } });
  return either.length === 1 ? either[0]! : { $or: either };
}

@QueryHandler(ListRevisions)
export class ListRevisionsHandler implements IQueryHandler<ListRevisions> {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  async execute({ list }: ListRevisions) {
    const where: FilterQuery<RevisionRow> = commonFilters(list.filter);
    const { status, clientId } = list.filter;
    const wanted = typeof status === 'string' && status !== '' ? [status] : Array.isArray(status) ? status.map(String) : [];
    if (wanted.length > 0) Object.assign(where, byListStatus(wanted));
    // Not a client's id: no client has it, so nothing is listed (as for orders).
    if (clientId !== undefined) where.clientId = Number.isSafeInteger(Number(clientId)) ? Number(clientId) : -1;
    // `quote`: revisions whose latest quote waits for the customer (`pending`) or ran out unanswered (`expired`).
    const quote = quoteFilterWhere(list.filter.quote, madridDay(new Date()));
    if (quote) Object.assign(where, { ...quote, convertedToRepairId: null, status: { $in: [...QUOTABLE_REVISION_STATUSES] } });

    const [rows, total] = await listPage(this.orm.em.fork() as SqlEntityManager, RevisionRow, LIST_TABLES.revisions, {
      where,
      orderBy: orderByOf(list.sort.field, list.sort.order, revisionSortKeys),
      range: list.range,
      // Counted under the list's statuses ('converted' for a converted revision), as byListStatus reads them.
      counted: countedBy(list.filter, () => (wanted.length > 0 ? wanted : 'all')),
    });
    return { rows: rows.map(revisionJson), total };
  }
}
