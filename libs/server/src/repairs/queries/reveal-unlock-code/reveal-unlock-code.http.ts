import { Controller, Get, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { repairMessages } from '@taller/domain';
import { unlockCodeAnswer } from '../../../secrets/unlock-code.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { RevealUnlockCode } from './reveal-unlock-code.query.js';

@Controller('repairs')
export class RevealUnlockCodeController {
  constructor(private readonly queries: QueryBus) {}

  /** The only way to see the code in clear: on explicit request, never cached. */
  @Get(':id/unlock-code')
  @Header('Cache-Control', 'no-store')
  async reveal(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number) {
    return unlockCodeAnswer(await this.queries.execute(new RevealUnlockCode(id)), repairMessages);
  }
}
