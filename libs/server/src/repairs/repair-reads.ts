import { Injectable, NotFoundException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { repairMessages } from '@taller/domain';
import { GetRepair } from './queries/get-repair/get-repair.query.js';
import type { RepairJson } from './repair.json.js';

/** The repair as the read model holds it, or the spec's 404. */
@Injectable()
export class RepairReads {
  constructor(private readonly queries: QueryBus) {}

  async require(repairId: number): Promise<RepairJson> {
    const repair = await this.queries.execute(new GetRepair(repairId));
    if (!repair) throw new NotFoundException({ message: repairMessages.notFound });
    return repair;
  }
}
