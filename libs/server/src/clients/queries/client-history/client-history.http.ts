import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { clientMessages } from '@taller/domain';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { ClientHistory } from './client-history.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

@Controller('clients')
export class ClientHistoryController {
  constructor(private readonly queries: QueryBus) {}

  /** The whole story, deleted clients included: the owner audits everything. */
  @ApiRoute({ summary: 'Historial de un cliente', answer: 'Cada evento con qué cambió, quién y cuándo' })
  @Get(':id/history')
  async history(@Param('id', new ParseIdPipe(clientMessages.invalidId)) id: number) {
    const history = await this.queries.execute(new ClientHistory(id));
    if (!history) throw new NotFoundException({ message: clientMessages.notFound });
    return history;
  }
}
