import { Query } from '@nestjs/cqrs';
import type { AuditPageRequest } from '../../audit-filter.js';
import type { AuditPage } from '../../audit-log.js';

/** One page of the shop's activity, newest first, older than `before` when given. */
export class ListAudit extends Query<AuditPage> {
  constructor(readonly request: AuditPageRequest) {
    super();
  }
}
