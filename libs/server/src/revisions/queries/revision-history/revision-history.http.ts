import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { revisionMessages } from '@taller/domain';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { RevisionHistory } from './revision-history.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { historyEntryJsonSchema } from '../../../shared/history.js';
import { z } from 'zod';

@Controller('revisions')
export class RevisionHistoryController {
  constructor(private readonly queries: QueryBus) {}

  /** The whole story, deleted revisions included: the owner audits everything. */
  @ApiRoute({ summary: 'Historial de una revisión', answer: z.array(historyEntryJsonSchema).describe('Cada evento con qué cambió, quién y cuándo, del más antiguo') })
  @Get(':id/history')
  async history(@Param('id', new ParseIdPipe(revisionMessages.invalidId)) id: number) {
    const history = await this.queries.execute(new RevisionHistory(id));
    if (!history) throw new NotFoundException({ message: revisionMessages.notFound });
    return history;
  }
}
