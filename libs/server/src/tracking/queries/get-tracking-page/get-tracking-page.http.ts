import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { trackingMessages as m } from '@taller/domain';
import type { FastifyReply } from 'fastify';
import { Public, type AuthenticatedRequest } from '../../../auth/auth.guard.js';
import { objectBody } from '../../../shared/http-body.js';
import { withRetryAfter } from '../../../shared/too-many-attempts.js';
import { trackingPath } from '../../tracking-links.js';
import { FindTracking } from '../find-tracking/find-tracking.query.js';
import { GetTrackingPage } from './get-tracking-page.query.js';

/**
 * The customer's side, without signing in: `GET /api/tracking/:token` (the page's data, 404
 * for a token that opens nothing) and `POST /api/tracking/lookup` (`{number, phone}`: the
 * albarán's number and the phone's last four digits → `{token, path}`; 10 per address in 15
 * minutes and 20 per number an hour, then 429). Never cached: a status changes.
 */
@Public()
@Controller('tracking')
export class TrackingPageController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':token')
  async page(@Param('token') token: string, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('Cache-Control', 'no-store');
    const view = await this.queries.execute(new GetTrackingPage(token));
    if (!view) throw new NotFoundException({ message: m.pageNotFound });
    return view;
  }

  @Post('lookup')
  @HttpCode(200)
  async lookup(@Body() body: unknown, @Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('Cache-Control', 'no-store');
    const { token } = await withRetryAfter(reply, () => this.queries.execute(new FindTracking(objectBody(body), request.ip)));
    return { token, path: trackingPath(token) };
  }
}
