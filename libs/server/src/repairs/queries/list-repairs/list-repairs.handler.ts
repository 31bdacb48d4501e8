import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { FilterQuery, MikroORM } from '@mikro-orm/core';
import { madridDay, pickupNoticeDays, QUOTABLE_REPAIR_STATUSES, storageTermsOf, type PickupStage, type ShopTerms } from '@taller/domain';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { commonFilters } from '../../../shared/list-query.js';
import { descriptionOrder, RepairRow, repairSortKeys } from '../../repair-row.entity.js';
import { orderByOf } from '../../../shared/sort-key.js';
import { LIST_TABLES } from '../../../shared/list-indexes.js';
import { countedBy, listPage, statusesOf } from '../../../shared/list-page.js';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { repairJson } from '../../repair.json.js';
import { ListRepairs } from './list-repairs.query.js';
import { AbandonmentReads, type AbandonmentFilter } from '../../abandonment/abandonment-reads.js';
import { ShopSettings } from '../../../shop/shop-settings.js';
import { quoteFilterWhere } from '../../../quotes/quote-filter.js';
import { statisticsListCondition } from '../../../statistics/statistics-list-filter.js';

/** The finished, uncollected repairs of a pickup stage as of today (Madrid), under today's terms. */
function pickupFilter(stage: PickupStage, terms: ShopTerms): FilterQuery<RepairRow> {
  const days = pickupNoticeDays(stage, madridDay(new Date()), storageTermsOf(terms), terms.abandonedAfterDays);
  const noticed: FilterQuery<RepairRow> = {
    noticeDay: {
      ...(days.noticeOnOrAfter ? { $gte: days.noticeOnOrAfter } : {}),
      ...(days.noticeOnOrBefore ? { $lte: days.noticeOnOrBefore } : {}),
    },
  };
  return {
    status: 'completed',
    collectedAt: null,
    ...(days.withoutNotice ? { $or: [{ noticeDay: null }, noticed] } : noticed),
  };
}

@QueryHandler(ListRepairs)
export class ListRepairsHandler implements IQueryHandler<ListRepairs> {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly abandonment: AbandonmentReads,
    private readonly shop: ShopSettings,
  ) {}

  async execute({ list }: ListRepairs) {
    const where: FilterQuery<RepairRow> = commonFilters(list.filter);
    const { status, clientId } = list.filter;
    if (typeof status === 'string' && status !== '') where.status = status as RepairRow['status'];
    if (Array.isArray(status)) where.status = { $in: status.map(String) as RepairRow['status'][] };
    // Not a client's id: no client has it, so nothing is listed (as for orders).
    if (clientId !== undefined) where.clientId = Number.isSafeInteger(Number(clientId)) ? Number(clientId) : -1;
    // `collected`: true for the devices already taken, false for those still in the shop.
    if (list.filter.collected === true || list.filter.collected === 'true') where.collectedAt = { $ne: null };
    if (list.filter.collected === false || list.filter.collected === 'false') where.collectedAt = null;
    // `pickup`: finished devices still in the shop, by where they stand today (ready, charged storage, abandonable).
    const now = (await this.shop.current()).terms;
    if (typeof list.filter.pickup === 'string' && list.filter.pickup !== '') Object.assign(where, pickupFilter(list.filter.pickup as PickupStage, now));
    // `abandonment`: where they stand in the abandoned-device flow (`any` for all), each row with its days waiting and storage owed.
    const abandonment = typeof list.filter.abandonment === 'string' && list.filter.abandonment !== '' ? (list.filter.abandonment as AbandonmentFilter) : null;
    const today = madridDay(new Date());
    if (abandonment) Object.assign(where, this.abandonment.filter(abandonment, today, now.abandonedAfterDays));

    // `quote`: repairs whose latest quote waits for the customer (`pending`: still open) or ran out unanswered (`expired`).
    const quote = quoteFilterWhere(list.filter.quote, today);
    if (quote) Object.assign(where, { ...quote, collectedAt: null, status: { $in: [...QUOTABLE_REPAIR_STATUSES] } });

    const [rows, total] = await listPage(this.orm.em.fork() as SqlEntityManager, RepairRow, LIST_TABLES.repairs, {
      where,
      orderBy: list.sort.field === 'description' ? descriptionOrder(list.sort.order) : orderByOf(list.sort.field, list.sort.order, repairSortKeys),
      range: list.range,
      counted: countedBy(list.filter, statusesOf),
      // The list behind a figure of 'Estadísticas' (entry, completion, quote or abandonment days; device, model, fault).
      also: statisticsListCondition(list.filter),
    });
    // Each job owes what the terms it was taken in under say (the shop folds its few changes once).
    const json = await Promise.all(rows.map(async (row) => repairJson(row, { takenIn: await this.shop.termsAt(row.takenInPosition), now }, today)));
    if (!abandonment) return { rows: json, total };
    const views = await this.abandonment.describe(rows, today, now);
    return { rows: json.map((repair) => ({ ...repair, abandonment: views.get(repair.id) ?? null })), total };
  }
}
