import { BadRequestException, Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TallerConfig } from '../config/config.js';
import { TALLER_CONFIG } from '../event-sourcing/tokens.js';
import { siteAddress } from '../http/site-address.js';
import { objectBody } from '../shared/http-body.js';
import { withRetryAfter } from '../shared/too-many-attempts.js';
import { Public, type AuthenticatedRequest } from './auth.guard.js';
import { authMessages as m } from './auth.messages.js';
import { PasswordResetService } from './password-reset.service.js';
import { ApiRoute } from '../http/openapi/api-route.js';
import { passwordResetSchema, resetRequestSchema, resetTokenCheckSchema } from './account.rules.js';

/** Where the link points: the site's address (PUBLIC_URL; in a demo, a plain Host this request came to). */
function siteUrl(config: TallerConfig, request: FastifyRequest): string {
  const address = siteAddress(config, request);
  if (!address) throw new BadRequestException({ message: 'Petición no válida' });
  return address;
}

/** "Forgot password": open to anyone, since whoever uses it cannot sign in. */
@Public()
@Controller('auth')
export class PasswordResetController {
  constructor(
    private readonly resets: PasswordResetService,
    @Inject(TALLER_CONFIG) private readonly config: TallerConfig,
  ) {}

  /** `{email}` → 202 `{message}`, the same whether or not there is such an account; 429 after 5 per address in 15 minutes. */
  @ApiRoute({ summary: 'Pedir un enlace para recuperar la contraseña', body: resetRequestSchema, answer: '`{message}`, igual exista o no la cuenta', errors: [429] })
  @Post('forgot-password')
  @HttpCode(202)
  request(@Body() body: unknown, @Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const site = siteUrl(this.config, request);
    return withRetryAfter(reply, () => this.resets.request(objectBody(body), request.ip, site));
  }

  /**
   * `{token}` → `{valid: true}`, or 400 `{error: 'invalid_token'}` for a used, expired or unknown
   * link (the same answer as the reset's, and no more): the page checks its link as it opens,
   * using nothing up. Wrong links count per address (429 beyond the limit).
   */
  @ApiRoute({ summary: 'Comprobar un enlace de recuperación sin gastarlo', body: resetTokenCheckSchema, answer: '`{valid: true}`; un enlace usado, caducado o desconocido, 400 `{error: \'invalid_token\'}`', errors: [429] })
  @Post('reset-password/check')
  @HttpCode(200)
  check(@Body() body: unknown, @Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return withRetryAfter(reply, () => this.resets.check(objectBody(body), request.ip));
  }

  /** `{token, password, confirmPassword}` → `{message}`; 400 `{error: 'invalid_token'}` for a used, expired or unknown link. */
  @ApiRoute({ summary: 'Elegir una contraseña nueva con el enlace', body: passwordResetSchema, answer: '`{message}`; cierra todas las sesiones de la cuenta' })
  @Post('reset-password')
  @HttpCode(200)
  reset(@Body() body: unknown) {
    return this.resets.reset(objectBody(body));
  }
}
