import { Controller, Get, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { repairMessages } from '@taller/domain';
import { unlockCodeAnswer } from '../../../secrets/unlock-code.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { RevealUnlockCode } from './reveal-unlock-code.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

@Controller('repairs')
export class RevealUnlockCodeController {
  constructor(private readonly queries: QueryBus) {}

  /** The only way to see the code in clear: on explicit request, never cached. */
  @ApiRoute({ summary: 'Ver el código de desbloqueo de una reparación', answer: 'El código en claro (nunca en caché); 410 si ya se destruyó', errors: [410] })
  @Get(':id/unlock-code')
  @Header('Cache-Control', 'no-store')
  async reveal(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number) {
    return unlockCodeAnswer(await this.queries.execute(new RevealUnlockCode(id)), repairMessages);
  }
}
