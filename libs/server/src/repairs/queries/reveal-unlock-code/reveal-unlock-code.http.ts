import { Controller, Get, GoneException, Header, NotFoundException, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { repairMessages } from '@taller/domain';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { RevealUnlockCode } from './reveal-unlock-code.query.js';

@Controller('repairs')
export class RevealUnlockCodeController {
  constructor(private readonly queries: QueryBus) {}

  /** The only way to see the code in clear: on explicit request, never cached. */
  @Get(':id/unlock-code')
  @Header('Cache-Control', 'no-store')
  async reveal(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number) {
    const revealed = await this.queries.execute(new RevealUnlockCode(id));
    switch (revealed.found) {
      case 'code':
        return { unlockCode: revealed.unlockCode };
      case 'purged':
        throw new GoneException({ message: repairMessages.unlockCodePurged });
      case 'no-code':
        throw new NotFoundException({ message: repairMessages.noUnlockCode });
      case 'no-repair':
        throw new NotFoundException({ message: repairMessages.notFound });
    }
  }
}
