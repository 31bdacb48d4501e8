import { BadRequestException, Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TallerConfig } from '../config/config.js';
import { TALLER_CONFIG } from '../event-sourcing/tokens.js';
import { objectBody } from '../shared/http-body.js';
import { withRetryAfter } from '../shared/too-many-attempts.js';
import { Public, type AuthenticatedRequest } from './auth.guard.js';
import { authMessages as m } from './auth.messages.js';
import { PasswordResetService } from './password-reset.service.js';

/** A host name or address, with an optional port: nothing a link could be bent with. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Where the link points: PUBLIC_URL. Only a demo (which may start without one, see
 * `checkServerConfig`) falls back to the address this request came to, a plain host name.
 */
function siteUrl(config: TallerConfig, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  if (!config.demo || !HOST.test(request.host)) throw new BadRequestException({ message: 'Petición no válida' });
  return `${request.protocol}://${request.host}`;
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
  @Post('forgot-password')
  @HttpCode(202)
  request(@Body() body: unknown, @Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const site = siteUrl(this.config, request);
    return withRetryAfter(reply, () => this.resets.request(objectBody(body), request.ip, site));
  }

  /** `{token, password, confirmPassword}` → `{message}`; 400 `{error: 'invalid_token'}` for a used, expired or unknown link. */
  @Post('reset-password')
  @HttpCode(200)
  reset(@Body() body: unknown) {
    return this.resets.reset(objectBody(body));
  }
}
