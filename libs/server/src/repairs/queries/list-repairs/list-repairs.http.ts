import { BadRequestException, Controller, Get, Query, Res } from '@nestjs/common';
import { PICKUP_STAGES } from '@taller/domain';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { listAnswer, parseListQuery } from '../../../shared/list-query.js';
import { ListRepairs, REPAIR_SORTABLE } from './list-repairs.query.js';
import { ABANDONMENT_FILTERS } from '../../abandonment/abandonment-reads.js';
import { checkQuoteFilter } from '../../../quotes/quote-filter.js';
import { checkStatisticsListFilter } from '../../../statistics/statistics-list-filter.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { repairJsonSchema } from '../../repair.json.js';
import { z } from 'zod';

/** A listed repair: with the `abandonment` filter, where it stands in the abandoned-device flow. */
const listedRepairSchema = repairJsonSchema.extend({
  abandonment: z
    .looseObject({})
    .nullable()
    .optional()
    .describe('Solo con el filtro `abandonment`: su etapa, días esperando, custodia debida y el aviso final'),
});

@Controller('repairs')
export class ListRepairsController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * ra-data-simple-rest's list; `filter` also takes `pickup` (ready, storage, abandonable), `collected`,
   * `abandonment` (any, final_notice_due, final_notice_sent, abandonable: rows then carry `abandonment`)
   * and `quote` (pending: the latest quote waits for an answer; expired: it ran out unanswered); and the
   * statistics' lists (statistics-list-filter.ts): `entryFrom`/`entryTo`, `completedFrom`/`completedTo`,
   * `quoteIssuedFrom`/`quoteIssuedTo` with `quoteAnswer`, `abandonedFrom`/`abandonedTo`, `device`, `model`, `fault`.
   */
  @ApiRoute({ summary: 'Reparaciones', list: true, description: 'Filtros `q`, `status`, `pickup`, `collected`, `abandonment`, `quote` y los de las estadísticas.', answer: z.array(listedRepairSchema) })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, REPAIR_SORTABLE, { field: 'id', order: 'DESC' });
    const { pickup } = list.filter;
    if (pickup !== undefined && pickup !== '' && !(PICKUP_STAGES as readonly unknown[]).includes(pickup)) {
      throw new BadRequestException({ message: `Filtro de recogida no válido: usa ${PICKUP_STAGES.join(', ')}` });
    }
    const { abandonment } = list.filter;
    if (abandonment !== undefined && abandonment !== '' && !(ABANDONMENT_FILTERS as readonly unknown[]).includes(abandonment)) {
      throw new BadRequestException({ message: `Filtro de abandono no válido: usa ${ABANDONMENT_FILTERS.join(', ')}` });
    }
    checkQuoteFilter(list.filter.quote);
    checkStatisticsListFilter(list.filter);
    return listAnswer(reply, 'repairs', list, await this.queries.execute(new ListRepairs(list)));
  }
}
