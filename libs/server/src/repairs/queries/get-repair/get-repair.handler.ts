import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { RepairRow } from '../../repair-row.entity.js';
import { repairJson } from '../../repair.json.js';
import { GetRepair } from './get-repair.query.js';
import { ShopSettings } from '../../../shop/shop-settings.js';

@QueryHandler(GetRepair)
export class GetRepairHandler implements IQueryHandler<GetRepair> {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly shop: ShopSettings,
  ) {}

  async execute({ repairId }: GetRepair) {
    const row = await this.orm.em.fork().findOne(RepairRow, repairId);
    if (!row) return null;
    const [takenIn, { terms: now }] = await Promise.all([this.shop.termsAt(row.takenInPosition), this.shop.current()]);
    return repairJson(row, { takenIn, now });
  }
}
