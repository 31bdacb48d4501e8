import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MIKRO_ORM, type ReadModels } from '../../../persistence/orm.js';
import { findRowById } from '../../../projections/sql-context.js';
import { RepairRow } from '../../repair-row.entity.js';
import { repairJson } from '../../repair.json.js';
import { GetRepair } from './get-repair.query.js';
import { ShopSettings } from '../../../shop/shop-settings.js';

@QueryHandler(GetRepair)
export class GetRepairHandler implements IQueryHandler<GetRepair> {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: ReadModels,
    private readonly shop: ShopSettings,
  ) {}

  async execute({ repairId }: GetRepair) {
    const row = await findRowById(this.orm, RepairRow, repairId);
    if (!row) return null;
    const [takenIn, { terms: now }] = await Promise.all([this.shop.termsAt(row.takenInPosition), this.shop.current()]);
    return repairJson(row, { takenIn, now });
  }
}
