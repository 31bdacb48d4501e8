import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Roles } from '../../../auth/auth.guard.js';
import { parseRevenuePeriod } from '../../revenue-reads.js';
import { parseStatisticsRange } from '../../statistics-range.js';
import { GetStatistics } from './get-statistics.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { statisticsJsonSchema } from '../../statistics.json.js';

/**
 * 'Estadísticas': the owner's numbers, the Administrador's alone (a Gerente runs the shop; the
 * shop's results are the owner's). `?from=2026-01-01&to=2026-03-31`, both optional (the last
 * twelve weeks); figures of repairs taken in, finished, quoted or abandoned in the range, of
 * the devices waiting now, and the revenue per `period` (`day`, `week`, `month`; by default the
 * range's own).
 */
@Controller('statistics')
@Roles('administrador')
export class GetStatisticsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiRoute({ summary: 'Las cifras del taller (`from`, `to`)', answer: statisticsJsonSchema })
  @Get()
  figures(@Query() query: Record<string, unknown>) {
    const range = parseStatisticsRange(query, undefined, ['period']);
    return this.queries.execute(new GetStatistics(range, parseRevenuePeriod(query.period)));
  }
}
