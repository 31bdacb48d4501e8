import { createHash, timingSafeEqual } from 'node:crypto';
import { BadRequestException, Controller, ForbiddenException, Get, Inject, Req, Res, UnauthorizedException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public, type AuthenticatedRequest } from '../auth/auth.guard.js';
import { STAFF_ROLES } from '../auth/account.entity.js';
import type { TallerConfig } from '../config/config.js';
import { TALLER_CONFIG } from '../event-sourcing/tokens.js';
import { metricsMessages } from './metrics.messages.js';
import { ShopGauges } from './shop-gauges.js';
import { ApiRoute } from '../http/openapi/api-route.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /api/metrics`: the Prometheus text format, for a staff session (Administrador, Gerente)
 * or a monitoring system that sends `Authorization: Bearer <METRICS_TOKEN>`. Without
 * METRICS_TOKEN set, staff only. Marked public so that the guard lets a token through; the
 * guard still reads the session (`request.signedIn`), and the check is here.
 */
@Controller('metrics')
@Public()
export class MetricsController {
  /** Digest of METRICS_TOKEN: compared in constant time whatever the length sent. */
  private readonly token: Buffer | undefined;

  constructor(
    @Inject(TALLER_CONFIG) config: TallerConfig,
    private readonly gauges: ShopGauges,
  ) {
    this.token = config.metrics.token === undefined ? undefined : digest(config.metrics.token);
  }

  @ApiRoute({
    summary: 'Métricas del servidor (formato de texto de Prometheus)',
    access: 'Sesión del equipo (Administrador, Gerente) o `Authorization: Bearer <METRICS_TOKEN>`.',
    format: 'text',
    answer: 'Las métricas en el formato de texto de Prometheus',
    errors: [400, 401, 403],
  })
  @Get()
  async scrape(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    // Fastify reads no body on a GET: one left unread while a long answer is written is cut off
    // by the connection's reset when the server closes it. A scraper sends none.
    if (request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0) {
      throw new BadRequestException({ message: metricsMessages.withBody });
    }
    this.allow(request);
    const { contentType, text } = await this.gauges.scrape();
    void reply.header('Cache-Control', 'no-store').type(contentType);
    return text;
  }

  private allow(request: AuthenticatedRequest): void {
    const authorization = request.headers.authorization;
    const bearer = typeof authorization === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] : undefined;
    if (bearer !== undefined && this.token !== undefined) {
      if (timingSafeEqual(digest(bearer), this.token)) return;
      throw new UnauthorizedException({ message: metricsMessages.wrongToken });
    }
    const account = request.signedIn?.account;
    if (account === undefined) throw new UnauthorizedException({ message: metricsMessages.notAllowed });
    if (!STAFF_ROLES.includes(account.role)) throw new ForbiddenException({ message: metricsMessages.forbidden });
  }
}
