import { Query } from '@nestjs/cqrs';
import type { RepairJson } from '../../repair.json.js';

export class GetRepair extends Query<RepairJson | null> {
  constructor(readonly repairId: number) {
    super();
  }
}
