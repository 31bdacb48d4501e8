import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AuditLog } from '../../audit-log.js';
import { ListAudit } from './list-audit.query.js';

@QueryHandler(ListAudit)
export class ListAuditHandler implements IQueryHandler<ListAudit> {
  constructor(private readonly audit: AuditLog) {}

  execute({ request }: ListAudit) {
    return this.audit.page(request);
  }
}
