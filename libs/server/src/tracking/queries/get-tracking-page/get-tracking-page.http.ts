import { Inject, Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Req, Res } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { QueryBus } from '@nestjs/cqrs';
import { isTrackingToken, trackingMessages as m } from '@taller/domain';
import type { FastifyReply } from 'fastify';
import { Public, type AuthenticatedRequest } from '../../../auth/auth.guard.js';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { acceptsQuote } from '../../../quotes/commands/issue-quote/quote.http.js';
import { AnswerQuote } from '../../../quotes/commands/answer-quote/answer-quote.command.js';
import { commandContext } from '../../../shared/actor.js';
import { addressOf, AttemptCounters, counterKey } from '../../../shared/attempt-counters.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { TooManyAttempts } from '../../../shared/too-many-attempts.js';
import { TrackingLink } from '../../tracking-link.entity.js';
import { withRetryAfter } from '../../../shared/too-many-attempts.js';
import { trackingPath } from '../../tracking-links.js';
import { FindTracking } from '../find-tracking/find-tracking.query.js';
import { GetTrackingPage } from './get-tracking-page.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

/**
 * The customer's side, without signing in: `GET /api/tracking/:token` (the page's data, 404
 * for a token that opens nothing) and `POST /api/tracking/lookup` (`{number, phone}`: the
 * albarán's number and the phone's last four digits → `{token, path}`; 10 per address in 15
 * minutes and 20 per number an hour, then 429), and `POST /api/tracking/:token/quote`
 * (`{number, decision: 'accept'|'reject'}`: the customer's answer to the repair's quote, 20
 * per address an hour; answers the page's data as it now is). Never cached: a status changes.
 */
const QUOTE_ANSWERS_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

@Public()
@Controller('tracking')
export class TrackingPageController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: Commands,
    private readonly counters: AttemptCounters,
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
  ) {}

  @ApiRoute({ summary: 'La página de seguimiento de un enlace', answer: '`{kind, number, firstName, item, status, steps, expectedDay, storage, warrantyEnd, continuedAs, closed}`' })
  @Get(':token')
  async page(@Param('token') token: string, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('Cache-Control', 'no-store');
    const view = await this.queries.execute(new GetTrackingPage(token));
    if (!view) throw new NotFoundException({ message: m.pageNotFound });
    return view;
  }

  @ApiRoute({ summary: 'El cliente responde al presupuesto desde el seguimiento', body: 'La respuesta: `{number, decision: \'accept\'|\'reject\'}`', answer: 'Los datos de la página tal como quedan', errors: [409, 429] })
  @Post(':token/quote')
  @HttpCode(200)
  async answerQuote(@Param('token') token: string, @Body() body: unknown, @Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('Cache-Control', 'no-store');
    const link = isTrackingToken(token) ? await this.orm.em.fork().findOne(TrackingLink, { token }) : null;
    // A repair's quote, or a revision's (the repair it would become); an order takes none.
    if (!link || (link.kind !== 'repair' && link.kind !== 'revision')) throw new NotFoundException({ message: m.pageNotFound });
    const { number, decision } = objectBody(body);
    await withRetryAfter(reply, async () => {
      const wait = await this.counters.attempt([{ key: counterKey('tracking-quote', addressOf(request.ip)), max: QUOTE_ANSWERS_PER_HOUR, windowMs: HOUR_MS }]);
      if (wait > 0) throw new TooManyAttempts(m.lookupThrottled, wait);
    });
    // The customer holding the link: no account, the link is their word.
    const context = commandContext({ id: null, name: 'Cliente (enlace de seguimiento)', role: 'customer' }, 'api', String(request.id));
    await this.commands.run(new AnswerQuote({ kind: link.kind, id: link.recordId }, { number, accept: acceptsQuote(decision) }, true, context));
    const view = await this.queries.execute(new GetTrackingPage(token));
    if (!view) throw new NotFoundException({ message: m.pageNotFound });
    return view;
  }

  @ApiRoute({ summary: 'Buscar el seguimiento por número y teléfono', body: 'El número del trabajo y el teléfono: `{number, phone}`', answer: '`{token, path}`; cualquier fallo, el mismo 404', errors: [404, 429] })
  @Post('lookup')
  @HttpCode(200)
  async lookup(@Body() body: unknown, @Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('Cache-Control', 'no-store');
    const { token } = await withRetryAfter(reply, () => this.queries.execute(new FindTracking(objectBody(body), request.ip)));
    return { token, path: trackingPath(token) };
  }
}
