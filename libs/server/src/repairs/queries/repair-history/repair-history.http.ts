import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { repairMessages } from '@taller/domain';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { RepairHistory } from './repair-history.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { historyEntryJsonSchema } from '../../../shared/history.js';
import { z } from 'zod';

@Controller('repairs')
export class RepairHistoryController {
  constructor(private readonly queries: QueryBus) {}

  /** The whole story, deleted repairs included: the owner audits everything. */
  @ApiRoute({ summary: 'Historial de una reparación', answer: z.array(historyEntryJsonSchema).describe('Cada evento con qué cambió, quién y cuándo, del más antiguo') })
  @Get(':id/history')
  async history(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number) {
    const history = await this.queries.execute(new RepairHistory(id));
    if (!history) throw new NotFoundException({ message: repairMessages.notFound });
    return history;
  }
}
