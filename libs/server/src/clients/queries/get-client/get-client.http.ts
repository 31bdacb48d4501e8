import { Controller, Get, Param } from '@nestjs/common';
import { clientMessages } from '@taller/domain';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { ClientReads } from '../../client-reads.js';
import { ClientWork } from '../../client-work.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

@Controller('clients')
export class GetClientController {
  constructor(
    private readonly clients: ClientReads,
    private readonly work: ClientWork,
  ) {}

  /** The client, with the detail screen's summary: counts, pending, revenue, the latest work. */
  @ApiRoute({ summary: 'Un cliente con su resumen', answer: 'El cliente y `work`: recuentos, pendientes, ingresos y los últimos trabajos' })
  @Get(':id')
  async get(@Param('id', new ParseIdPipe(clientMessages.invalidId)) id: number) {
    const client = await this.clients.require(id);
    return { ...client, work: await this.work.of(id) };
  }
}
