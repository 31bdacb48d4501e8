import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { RepairRow } from '../../repair-row.entity.js';
import { repairJson } from '../../repair.json.js';
import { GetRepair } from './get-repair.query.js';

@QueryHandler(GetRepair)
export class GetRepairHandler implements IQueryHandler<GetRepair> {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  async execute({ repairId }: GetRepair) {
    const row = await this.orm.em.fork().findOne(RepairRow, repairId);
    return row ? repairJson(row) : null;
  }
}
