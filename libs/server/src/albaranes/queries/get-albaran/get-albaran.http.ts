import { BadRequestException, Controller, Get, Header, NotFoundException, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { albaranMessages, isAlbaranType, repairMessages, revisionMessages, type AlbaranType } from '@taller/domain';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { GetAlbaran } from './get-albaran.query.js';

/** Each kind of record answers a bad id or a missing record with its own message. */
const recordMessages: Record<AlbaranType, { invalidId: string; notFound: string }> = {
  repair: repairMessages,
  revision: revisionMessages,
};

/** Staff only, as every route without `@Public()` (the guard's default). */
@Controller('albaranes')
export class GetAlbaranController {
  constructor(private readonly queries: QueryBus) {}

  /** Everything the printed two-copy sheet shows (`/albaran/:id` in the back-office). */
  @Get(':type/:id')
  @Header('Cache-Control', 'no-store')
  async get(@Param('type') type: string, @Param('id') id: string) {
    if (!isAlbaranType(type)) throw new BadRequestException({ message: albaranMessages.invalidType });
    const messages = recordMessages[type];
    const albaran = await this.queries.execute(new GetAlbaran(type, new ParseIdPipe(messages.invalidId).transform(id)));
    if (!albaran) throw new NotFoundException({ message: messages.notFound });
    return albaran;
  }
}
