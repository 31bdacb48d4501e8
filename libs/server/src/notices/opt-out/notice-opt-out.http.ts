import { BadRequestException, Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Put, Req, Res } from '@nestjs/common';
import { clientMessages, noticeMessages as m } from '@taller/domain';
import type { FastifyReply } from 'fastify';
import { Ctx, Public, Roles, type AuthenticatedRequest } from '../../auth/auth.guard.js';
import { ClientReads } from '../../clients/client-reads.js';
import { ParseIdPipe } from '../../shared/id.pipe.js';
import type { CommandContext } from '../../shared/actor.js';
import { addressOf, AttemptCounters, counterKey } from '../../shared/attempt-counters.js';
import { objectBody } from '../../shared/http-body.js';
import { TooManyAttempts, withRetryAfter } from '../../shared/too-many-attempts.js';
import { ShopSettings } from '../../shop/shop-settings.js';
import { NoticeOptOuts } from '../notice-opt-outs.js';
import { ApiRoute } from '../../http/openapi/api-route.js';

const CHANGES_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;
export const OPT_OUT_NOT_FOUND = 'Este enlace para dejar de recibir avisos no existe o ha caducado';
export const OPTED_OUT_INVALID = 'Indica si quieres recibir avisos (optedOut: true o false)';

function optedOutOf(body: unknown): boolean {
  const { optedOut } = objectBody(body);
  if (typeof optedOut !== 'boolean') throw new BadRequestException({ message: OPTED_OUT_INVALID, errors: { optedOut: OPTED_OUT_INVALID } });
  return optedOut;
}

/**
 * The link in every courtesy e-mail: `GET /api/notices/opt-out/:token` says whether that client
 * gets the courtesy notices (and the shop's name), `POST` with `{optedOut}` changes it (20 per
 * address an hour). Nothing else about the client is told. The page asks with a button: a mail
 * scanner that opens the link stops nothing.
 */
@Public()
@Controller('notices/opt-out')
export class NoticeOptOutController {
  constructor(
    private readonly optOuts: NoticeOptOuts,
    private readonly shop: ShopSettings,
    private readonly counters: AttemptCounters,
  ) {}

  @ApiRoute({ summary: 'Estado de los avisos de un cliente (enlace de baja)', answer: 'Si el cliente recibe los avisos de cortesía' })
  @Get(':token')
  async state(@Param('token') token: string, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('Cache-Control', 'no-store');
    const found = await this.optOuts.byToken(token);
    if (!found) throw new NotFoundException({ message: OPT_OUT_NOT_FOUND });
    return { optedOut: found.optedOutAt !== null, shop: (await this.shop.current()).identity.tradeName };
  }

  @ApiRoute({ summary: 'Darse de baja (o de alta) de los avisos con el enlace', body: 'La elección del cliente', answer: 'El estado nuevo' })
  @Post(':token')
  @HttpCode(200)
  async change(@Param('token') token: string, @Body() body: unknown, @Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('Cache-Control', 'no-store');
    const optedOut = optedOutOf(body);
    await withRetryAfter(reply, async () => {
      const wait = await this.counters.attempt([{ key: counterKey('notice-opt-out', addressOf(request.ip)), max: CHANGES_PER_HOUR, windowMs: HOUR_MS }]);
      if (wait > 0) throw new TooManyAttempts('Demasiados intentos. Espera un poco y vuelve a probar.', wait);
    });
    const found = await this.optOuts.byToken(token);
    if (!found) throw new NotFoundException({ message: OPT_OUT_NOT_FOUND });
    await this.optOuts.set(found.clientId, optedOut, 'El cliente, desde el enlace del correo', new Date());
    return { optedOut, message: optedOut ? m.optedOut : m.optedIn };
  }
}

/** The client's detail: whether they get the courtesy notices; staff may turn them back on (or off, as asked by phone). */
@Controller('clients')
export class ClientNoticePreferenceController {
  constructor(
    private readonly optOuts: NoticeOptOuts,
    private readonly clients: ClientReads,
  ) {}

  @ApiRoute({ summary: 'Si un cliente recibe los avisos de cortesía', answer: 'La preferencia del cliente' })
  @Get(':id/notice-preference')
  @Roles('gerente', 'administrador')
  async of(@Param('id', new ParseIdPipe(clientMessages.invalidId)) id: number) {
    await this.requireClient(id);
    const { optedOutAt, changedBy } = await this.optOuts.of(id);
    return { optedOut: optedOutAt !== null, optedOutAt: optedOutAt?.toISOString() ?? null, changedBy };
  }

  @ApiRoute({ summary: 'Cambiar si un cliente recibe los avisos de cortesía', body: 'La preferencia nueva', answer: 'La preferencia del cliente' })
  @Put(':id/notice-preference')
  @Roles('gerente', 'administrador')
  async change(@Param('id', new ParseIdPipe(clientMessages.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    await this.requireClient(id);
    const optedOut = optedOutOf(body);
    await this.optOuts.set(id, optedOut, context.actor.name, context.now);
    return this.of(id);
  }

  private async requireClient(id: number) {
    await this.clients.require(id);
  }
}
