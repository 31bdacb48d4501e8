import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { TallerConfig } from '../config/config.js';
import { TALLER_CONFIG } from '../event-sourcing/tokens.js';
import { siteAddress } from '../http/site-address.js';
import { objectBody } from '../shared/http-body.js';
import { withRetryAfter } from '../shared/too-many-attempts.js';
import { Public, Roles, type AuthenticatedRequest } from './auth.guard.js';
import { EmailVerificationService } from './email-verification.service.js';
import { ApiRoute } from '../http/openapi/api-route.js';
import { emailVerificationSchema } from './account.rules.js';

/** A customer proves their e-mail is theirs (see EmailVerificationService). */
@Controller('account/verify-email')
export class EmailVerificationController {
  constructor(
    private readonly verifications: EmailVerificationService,
    @Inject(TALLER_CONFIG) private readonly config: TallerConfig,
  ) {}

  /**
   * `{token}` → `{message, emailVerified: true}`; 400 `{error: 'invalid_token'}` for a wrong,
   * expired or used link. Open to anyone: the link is the proof, whoever's browser opens it.
   * Wrong links count per address (429 beyond 20 in 15 minutes).
   */
  @Public()
  @ApiRoute({ summary: 'Verificar el correo con el enlace recibido', body: emailVerificationSchema, answer: '`{message, emailVerified: true}`; un enlace no válido, 400 `{error: \'invalid_token\'}`', errors: [429] })
  @Post()
  @HttpCode(200)
  verify(@Body() body: unknown, @Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('Cache-Control', 'no-store');
    return withRetryAfter(reply, () => this.verifications.verify(objectBody(body), request.ip));
  }

  /** 'Reenviar correo de verificación' → `{message, user}`; 3 an hour per account, then 429. Customers only. */
  @Roles('customer')
  @ApiRoute({ summary: 'Reenviar el correo de verificación', answer: '`{message, user}`', errors: [429] })
  @Post('resend')
  @HttpCode(200)
  resend(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return withRetryAfter(reply, () => this.verifications.resend(request.signedIn!.account.id, siteAddress(this.config, request)));
  }
}
