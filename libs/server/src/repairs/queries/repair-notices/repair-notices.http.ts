import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { repairMessages } from '@taller/domain';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { GetRepairNotices } from './repair-notices.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

@Controller('repairs')
export class RepairNoticesController {
  constructor(private readonly queries: QueryBus) {}

  /** The notices given (channel, who, the e-mail and whether it has left), and where it stands towards abandonment. */
  @ApiRoute({ summary: 'Avisos dados de una reparación y su camino al abandono', answer: 'Cada aviso con canal, quién y su correo, `abandonment` y `abandoned`' })
  @Get(':id/notices')
  async notices(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number) {
    const notices = await this.queries.execute(new GetRepairNotices(id));
    if (!notices) throw new NotFoundException({ message: repairMessages.notFound });
    return notices;
  }
}
