import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { listAnswer, parseListQuery } from '../../../shared/list-query.js';
import { CLIENT_SORTABLE, ListClients } from './list-clients.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { clientJsonSchema } from '../../client.json.js';
import { z } from 'zod';

@Controller('clients')
export class ListClientsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiRoute({ summary: 'Clientes', list: true, description: 'Filtros `q` y `status`.', answer: z.array(clientJsonSchema.extend({ totalOrders: z.number().int().describe('Pedidos') })) })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, CLIENT_SORTABLE, { field: 'name', order: 'ASC' });
    return listAnswer(reply, 'clients', list, await this.queries.execute(new ListClients(list)));
  }
}
