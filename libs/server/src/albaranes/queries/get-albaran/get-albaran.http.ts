import { BadRequestException, Controller, Get, Header, NotFoundException, Param, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { albaranMessages, isAlbaranType, repairMessages, revisionMessages, type AlbaranType } from '@taller/domain';
import type { FastifyRequest } from 'fastify';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { TrackingLinks } from '../../../tracking/tracking-links.js';
import { GetAlbaran } from './get-albaran.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

/** Each kind of record answers a bad id or a missing record with its own message. */
const recordMessages: Record<AlbaranType, { invalidId: string; notFound: string }> = {
  repair: repairMessages,
  revision: revisionMessages,
};

/** Staff only, as every route without `@Public()` (the guard's default). */
@Controller('albaranes')
export class GetAlbaranController {
  constructor(
    private readonly queries: QueryBus,
    private readonly links: TrackingLinks,
  ) {}

  /**
   * Everything the printed two-copy sheet shows (`/albaran/:id` in the back-office), and the
   * customer's tracking link for their copy's QR (`tracking`, null when the record has none).
   */
  @ApiRoute({ summary: 'El albarán de una reparación o revisión (`type`: repair o revision)', answer: 'Lo que imprime la hoja: el taller, número, fechas, cliente, equipo, avería, observaciones, presupuesto, almacenaje, garantía, condiciones vigentes al recibirlo y `tracking` (el enlace de seguimiento o null)' })
  @Get(':type/:id')
  @Header('Cache-Control', 'no-store')
  async get(@Param('type') type: string, @Param('id') id: string, @Req() request: FastifyRequest) {
    if (!isAlbaranType(type)) throw new BadRequestException({ message: albaranMessages.invalidType });
    const messages = recordMessages[type];
    const recordId = new ParseIdPipe(messages.invalidId).transform(id);
    const albaran = await this.queries.execute(new GetAlbaran(type, recordId));
    if (!albaran) throw new NotFoundException({ message: messages.notFound });
    const { link } = await this.links.ofFound(type, recordId, request);
    return { ...albaran, tracking: link };
  }
}
