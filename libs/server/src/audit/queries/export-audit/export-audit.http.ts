import { Readable } from 'node:stream';
import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { madridDay } from '@taller/domain';
import { Roles } from '../../../auth/auth.guard.js';
import { parseAuditQuery } from '../../audit-filter.js';
import { AuditLog } from '../../audit-log.js';
import { auditCsv } from '../../audit-csv.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

/**
 * The audit as CSV: every line the filters match (no paging), written while it is read, so a
 * shop of a million events never sits in memory. The Administrador's alone, like the screen.
 */
@Controller('audit')
@Roles('administrador')
export class ExportAuditController {
  constructor(private readonly audit: AuditLog) {}

  @ApiRoute({ summary: 'La actividad en CSV (los mismos filtros que la lista)', format: 'csv', answer: 'CSV con BOM y `;`, adjunto `actividad-<día>.csv`' })
  @Get('csv')
  export(@Query() query: Record<string, unknown>) {
    const { filter } = parseAuditQuery(query, { paging: false });
    return new StreamableFile(Readable.from(auditCsv(this.audit, filter), { objectMode: false }), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="actividad-${madridDay(new Date())}.csv"`,
    });
  }
}
