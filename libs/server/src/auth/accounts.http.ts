import { Body, Controller, Get, HttpCode, Inject, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { TallerConfig } from '../config/config.js';
import { TALLER_CONFIG } from '../event-sourcing/tokens.js';
import { siteAddress } from '../http/site-address.js';
import { objectBody } from '../shared/http-body.js';
import { withRetryAfter } from '../shared/too-many-attempts.js';
import { ACCOUNT_ROLES } from './account.entity.js';
import { AccountsService } from './accounts.service.js';
import { Public, Roles, type AuthenticatedRequest } from './auth.guard.js';
import { authMessages as m } from './auth.messages.js';
import { AuthService, publicSession, publicUser, SESSION_COOKIE } from './auth.service.js';
import { setSessionCookie } from './session-cookie.js';
import { ApiRoute } from '../http/openapi/api-route.js';
import { passwordChangeSchema, profileSchema, registrationSchema } from './account.rules.js';

/** Registration: open to anyone, a few accounts per address and hour. */
@Public()
@Controller()
export class RegistrationController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly auth: AuthService,
    @Inject(TALLER_CONFIG) private readonly config: TallerConfig,
  ) {}

  /**
   * `{firstName, lastName, email, password, confirmPassword, phone?, acceptTerms, acceptPrivacy}`
   * → 201 `{success, message, user, session}` and the session cookie, and an e-mail with the
   * link that verifies the address (`/verificar-correo/<token>`); 409
   * `{error: 'email_exists'|'phone_exists', message, errors}`. `/api/register` is the path the
   * spec's screen calls. 10 per address an hour, then 429.
   */
  @ApiRoute({ summary: 'Crear una cuenta de cliente (registro)', body: registrationSchema, answer: '`{success, message, user, session}` y la cookie de sesión; se envía un enlace para verificar el correo', errors: [409, 429] })
  @Post(['auth/register', 'register'])
  async register(@Body() body: unknown, @Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const { token, account, session, message } = await withRetryAfter(reply, () => this.accounts.register(objectBody(body), request.ip, siteAddress(this.config, request)));
    await this.auth.logout(request.cookies?.[SESSION_COOKIE]);
    setSessionCookie(reply, request, token, session);
    return { success: true, message, user: publicUser(account), session: publicSession(session) };
  }
}

/** The signed-in person's own account: customers and staff alike. */
@Roles(...ACCOUNT_ROLES)
@Controller('auth')
export class ProfileController {
  constructor(
    private readonly accounts: AccountsService,
    @Inject(TALLER_CONFIG) private readonly config: TallerConfig,
  ) {}

  /** → `{user}` (id, name, firstName, lastName, email, phone, role, roleLabel, emailVerified). */
  @ApiRoute({ summary: 'Mi perfil', answer: '`{user}`: id, name, firstName, lastName, email, phone, role, roleLabel, emailVerified' })
  @Get('profile')
  profile(@Req() request: AuthenticatedRequest) {
    return this.accounts.profile(request.signedIn!);
  }

  /**
   * `{firstName, lastName?, email, phone?, currentPassword?}` (the password only to change the
   * e-mail) → `{user, message}`; 409 as registration. A customer's new e-mail is unverified, and
   * gets the link that verifies it.
   */
  @ApiRoute({ summary: 'Cambiar mi perfil', body: profileSchema, answer: '`{user, message}`', errors: [409, 429] })
  @Put('profile')
  update(@Body() body: unknown, @Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return withRetryAfter(reply, () => this.accounts.updateProfile(objectBody(body), request.signedIn!, siteAddress(this.config, request)));
  }

  /** `{currentPassword, newPassword, confirmPassword}` → `{message, endedSessions}`: the other sessions end. */
  @ApiRoute({ summary: 'Cambiar mi contraseña', body: passwordChangeSchema, answer: '`{message, endedSessions}`: las demás sesiones terminan', errors: [429] })
  @Post('password')
  @HttpCode(200)
  changePassword(@Body() body: unknown, @Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return withRetryAfter(reply, () => this.accounts.changePassword(objectBody(body), request.signedIn!));
  }
}
