import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { orderMessages } from '@taller/domain';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { OrderHistory } from './order-history.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { historyEntryJsonSchema } from '../../../shared/history.js';
import { z } from 'zod';

@Controller('orders')
export class OrderHistoryController {
  constructor(private readonly queries: QueryBus) {}

  /** The whole story, deleted orders included: the owner audits everything. */
  @ApiRoute({ summary: 'Historial de un pedido', answer: z.array(historyEntryJsonSchema).describe('Cada evento con qué cambió, quién y cuándo, del más antiguo') })
  @Get(':id/history')
  async history(@Param('id', new ParseIdPipe(orderMessages.invalidId)) id: number) {
    const history = await this.queries.execute(new OrderHistory(id));
    if (!history) throw new NotFoundException({ message: orderMessages.notFound });
    return history;
  }
}
