import { Query } from '@nestjs/cqrs';
import type { RepairNoticesJson } from './repair-notices.handler.js';

/** The notices given about a repair, with what the outbox knows of their e-mails. */
export class GetRepairNotices extends Query<RepairNoticesJson | null> {
  constructor(readonly repairId: number) {
    super();
  }
}
