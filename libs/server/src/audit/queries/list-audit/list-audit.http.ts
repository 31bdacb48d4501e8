import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Roles } from '../../../auth/auth.guard.js';
import { parseAuditQuery } from '../../audit-filter.js';
import { AuditOptions } from '../../audit-options.js';
import { ListAudit } from './list-audit.query.js';

/**
 * The owner's audit: the Administrador's alone (a Gerente runs the shop, the owner audits it).
 * Paged by global position, not by offset: `nextBefore` is the next page's `before`, so a page
 * costs the same however deep it is and events landing meanwhile never shift it.
 */
@Controller('audit')
@Roles('administrador')
export class ListAuditController {
  constructor(
    private readonly queries: QueryBus,
    private readonly options: AuditOptions,
  ) {}

  /** `?actor=3&kind=repair&recordId=12&type=RepairStatusChanged&source=cli&since=2026-11-01&until=2026-11-30&before=9000&limit=50` */
  @Get()
  list(@Query() query: Record<string, unknown>) {
    return this.queries.execute(new ListAudit(parseAuditQuery(query)));
  }

  /** What the filters offer: the kinds of record, their kinds of event, who may have acted. */
  @Get('options')
  filterOptions() {
    return this.options.all();
  }
}
