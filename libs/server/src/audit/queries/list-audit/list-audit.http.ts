import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Roles } from '../../../auth/auth.guard.js';
import { parseAuditQuery } from '../../audit-filter.js';
import { AuditOptions } from '../../audit-options.js';
import { ListAudit } from './list-audit.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

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
  @ApiRoute({ summary: 'La actividad del taller (auditoría)', answer: '`{lines, nextBefore}`: eventos del más nuevo, a lo sumo `limit`; filtros `actor`, `kind`, `recordId`, `type`, `source`, `since`, `until`, `before`, `limit` en la consulta' })
  @Get()
  list(@Query() query: Record<string, unknown>) {
    return this.queries.execute(new ListAudit(parseAuditQuery(query)));
  }

  /** What the filters offer: the kinds of record, their kinds of event, who may have acted. */
  @ApiRoute({ summary: 'Opciones de los filtros de la actividad', answer: 'Los tipos de registro, sus eventos en español, las cuentas del equipo, CLI, sistema y orígenes' })
  @Get('options')
  filterOptions() {
    return this.options.all();
  }
}
