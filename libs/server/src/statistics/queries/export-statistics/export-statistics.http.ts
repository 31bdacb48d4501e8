import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { isCleanText, ValidationFailed } from '@taller/domain';
import { Roles } from '../../../auth/auth.guard.js';
import { parseRevenuePeriod } from '../../revenue-reads.js';
import { parseStatisticsRange } from '../../statistics-range.js';
import { STATISTICS_TABLES, statisticsCsv, type StatisticsTable } from '../../statistics-csv.js';
import { statisticsMessages } from '../../statistics.messages.js';
import { GetStatistics } from '../get-statistics/get-statistics.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

/**
 * One table of the statistics as CSV for Spanish Excel (UTF-8 with BOM, `;`, CRLF, as the
 * audit's): `?table=weeks&from=…&to=…` (revenue also `&period=day|week|month`). The Administrador's alone, like the screen.
 */
@Controller('statistics')
@Roles('administrador')
export class ExportStatisticsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiRoute({ summary: 'Una tabla de las estadísticas en CSV (`table`, `from`, `to`, `period`)', format: 'csv', answer: 'CSV de la tabla pedida' })
  @Get('csv')
  async export(@Query() query: Record<string, unknown>) {
    const range = parseStatisticsRange(query, undefined, ['table', 'period']);
    const period = parseRevenuePeriod(query.period);
    const { table } = query;
    if (typeof table !== 'string' || !isCleanText(table) || !(STATISTICS_TABLES as readonly string[]).includes(table)) {
      throw new ValidationFailed({ table: statisticsMessages.tableInvalid(STATISTICS_TABLES) });
    }
    const figures = await this.queries.execute(new GetStatistics(range, period));
    return new StreamableFile(Buffer.from(statisticsCsv(figures, table as StatisticsTable), 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="estadisticas-${table}-${range.from}-${range.to}.csv"`,
    });
  }
}
