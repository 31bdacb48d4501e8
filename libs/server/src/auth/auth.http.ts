import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public, type AuthenticatedRequest } from './auth.guard.js';
import { AuthService, publicSession, publicUser, SESSION_COOKIE, loginSchema } from './auth.service.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { withRetryAfter } from '../shared/too-many-attempts.js';
import type { TallerConfig } from '../config/config.js';
import { TALLER_CONFIG } from '../event-sourcing/tokens.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/demo-data.js';
import { roleLabels } from '../shared/actor.js';
import { ApiRoute } from '../http/openapi/api-route.js';

@Public()
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(TALLER_CONFIG) private readonly config: TallerConfig,
  ) {}

  /**
   * The demo accounts the login screens offer (spec: customer login), only while the shop runs
   * in demo mode (`DEMO=on`); a real shop answers 404 and shows none.
   */
  @ApiRoute({ summary: 'Cuentas de demostración (solo en modo demo)', answer: 'Las cuentas que ofrecen las pantallas de acceso en modo demo; fuera de él, 404', errors: [404] })
  @Get('demo-accounts')
  demoAccounts() {
    if (!this.config.demo) throw new NotFoundException({ message: 'No hay cuentas de demostración' });
    return {
      password: DEMO_PASSWORD,
      accounts: DEMO_ACCOUNTS.map(({ email, name, role }) => ({ email, name, role, roleLabel: roleLabels[role] })),
    };
  }

  @ApiRoute({ summary: 'Iniciar sesión', body: loginSchema, answer: 'La cuenta y la sesión; la cookie de sesión `taller_session`', errors: [401, 429] })
  @Post('login')
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const { token, account, session } = await withRetryAfter(reply, () => this.auth.login(body, request.ip));
    // The session this browser had (say, a manager's before signing in as a customer) ends here.
    await this.auth.logout(request.cookies?.[SESSION_COOKIE]);
    setSessionCookie(reply, request, token, session);
    return { user: publicUser(account), session: publicSession(session) };
  }

  /**
   * Who this browser is signed in as. Being signed out is an answer here, not an error: the
   * public site asks on every visit, and a 401 would be a console error for every visitor.
   * It reveals nothing: every other route still answers 401 without a session. `demo` says
   * whether the shop runs in demo mode, so that the screens can warn about it.
   */
  @ApiRoute({ summary: 'Quién tiene la sesión', answer: '`{user, session, demo}`, o `{user: null}` sin sesión (200, no 401)' })
  @Get('me')
  me(@Req() request: AuthenticatedRequest) {
    const demo = this.config.demo;
    if (!request.signedIn) return { user: null, demo };
    return { user: publicUser(request.signedIn.account), session: publicSession(request.signedIn.session), demo };
  }

  @ApiRoute({ summary: 'Cerrar la sesión', format: 'none', answer: 'Sin contenido; la cookie se borra' })
  @Post('logout')
  @HttpCode(204)
  async logout(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.auth.logout(request.cookies?.[SESSION_COOKIE]);
    clearSessionCookie(reply);
  }
}
