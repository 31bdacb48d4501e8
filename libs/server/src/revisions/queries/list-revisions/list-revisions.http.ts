import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { checkQuoteFilter } from '../../../quotes/quote-filter.js';
import { listAnswer, parseListQuery } from '../../../shared/list-query.js';
import { ListRevisions, REVISION_SORTABLE } from './list-revisions.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { revisionJsonSchema } from '../../revision.json.js';
import { z } from 'zod';

@Controller('revisions')
export class ListRevisionsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiRoute({ summary: 'Revisiones', list: true, description: 'Filtros `q`, `status`, `clientId` y `quote`.', answer: z.array(revisionJsonSchema) })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, REVISION_SORTABLE, { field: 'id', order: 'DESC' });
    checkQuoteFilter(list.filter.quote);
    return listAnswer(reply, 'revisions', list, await this.queries.execute(new ListRevisions(list)));
  }
}
