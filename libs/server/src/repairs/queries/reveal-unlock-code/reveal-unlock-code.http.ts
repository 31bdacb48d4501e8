import { Controller, Get, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { repairMessages } from '@taller/domain';
import { unlockCodeAnswer, unlockCodeAnswerSchema } from '../../../secrets/unlock-code.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { RevealUnlockCode } from './reveal-unlock-code.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

@Controller('repairs')
export class RevealUnlockCodeController {
  constructor(private readonly queries: QueryBus) {}

  /** The only way to see the code in clear: on explicit request, never cached. */
  @ApiRoute({ summary: 'Ver el código de desbloqueo de una reparación', description: '410 si ya se destruyó.', answer: unlockCodeAnswerSchema, errors: [410] })
  @Get(':id/unlock-code')
  @Header('Cache-Control', 'no-store')
  async reveal(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number) {
    return unlockCodeAnswer(await this.queries.execute(new RevealUnlockCode(id)), repairMessages);
  }
}
