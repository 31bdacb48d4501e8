import {
  createParamDecorator,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { commandContext, CUSTOMER_ACCOUNT_ACTOR_NAME, type CommandContext } from '../shared/actor.js';
import { fullName, STAFF_ROLES, type AccountRole } from './account.entity.js';
import { authMessages } from './auth.messages.js';
import { AuthService, SESSION_COOKIE, type SignedIn } from './auth.service.js';

const PUBLIC = 'taller:public';
const ROLES = 'taller:roles';

/** Open to anyone: health and sign-in. Everything else is closed by default. */
export const Public = () => SetMetadata(PUBLIC, true);
/** Only these roles (default: staff, Administrador and Gerente). */
export const Roles = (...roles: AccountRole[]) => SetMetadata(ROLES, roles);

/**
 * Who may call a route, as the guard reads it: anyone, or these roles. The API description
 * (http/openapi) reads it here rather than repeating it.
 */
export function accessOf(handler: object, controller: object): 'public' | readonly AccountRole[] {
  const reflector = new Reflector();
  const targets = [handler, controller] as [() => void, () => void];
  if (reflector.getAllAndOverride<boolean>(PUBLIC, targets)) return 'public';
  return reflector.getAllAndOverride<AccountRole[]>(ROLES, targets) ?? STAFF_ROLES;
}

export type AuthenticatedRequest = FastifyRequest & { signedIn?: SignedIn };

/** Deny by default: every route needs a staff session unless marked @Public(). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    request.signedIn = (await this.auth.authenticate(request.cookies?.[SESSION_COOKIE])) ?? undefined;
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC, targets)) return true;
    if (!request.signedIn) throw new UnauthorizedException({ message: authMessages.notSignedIn });
    const roles = this.reflector.getAllAndOverride<AccountRole[]>(ROLES, targets) ?? STAFF_ROLES;
    if (!roles.includes(request.signedIn.account.role)) throw new ForbiddenException({ message: authMessages.forbidden });
    return true;
  }
}

/** The command context of the signed-in account: who, from the API, under a correlation id. */
export const Ctx = createParamDecorator((_: unknown, context: ExecutionContext): CommandContext => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  const account = request.signedIn!.account;
  const name = account.role === 'customer' ? CUSTOMER_ACCOUNT_ACTOR_NAME : fullName(account);
  return commandContext({ id: account.id, name, role: account.role }, 'api', String(request.id));
});
