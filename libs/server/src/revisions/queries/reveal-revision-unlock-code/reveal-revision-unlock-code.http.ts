import { Controller, Get, GoneException, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { revisionMessages } from '@taller/domain';
import { unlockCodeAnswer, unlockCodeAnswerSchema } from '../../../secrets/unlock-code.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { RevealRevisionUnlockCode } from './reveal-revision-unlock-code.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

@Controller('revisions')
export class RevealRevisionUnlockCodeController {
  constructor(private readonly queries: QueryBus) {}

  /** The only way to see the code in clear: on explicit request, never cached (as a repair's). */
  @ApiRoute({ summary: 'Ver el código de desbloqueo de una revisión', description: '410 si ya se destruyó o pasó a la reparación.', answer: unlockCodeAnswerSchema, errors: [410] })
  @Get(':id/unlock-code')
  @Header('Cache-Control', 'no-store')
  async reveal(@Param('id', new ParseIdPipe(revisionMessages.invalidId)) id: number) {
    const revealed = await this.queries.execute(new RevealRevisionUnlockCode(id));
    if (revealed.found === 'moved') throw new GoneException({ message: revisionMessages.unlockCodeMoved(revealed.repairId) });
    return unlockCodeAnswer(revealed, revisionMessages);
  }
}
