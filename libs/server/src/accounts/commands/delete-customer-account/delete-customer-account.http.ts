import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { validate } from '@taller/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { passwordText } from '../../../auth/account.rules.js';
import { Ctx, Roles, type AuthenticatedRequest } from '../../../auth/auth.guard.js';
import { authMessages as m } from '../../../auth/auth.messages.js';
import { clearSessionCookie } from '../../../auth/session-cookie.js';
import type { CommandContext } from '../../../shared/actor.js';
import { objectBody } from '../../../shared/http-body.js';
import { withRetryAfter } from '../../../shared/too-many-attempts.js';
import { DeleteCustomerAccount } from './delete-customer-account.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

const deletionSchema = z.object({
  password: passwordText('password', m.deletePasswordRequired, m.passwordTooLong).min(1, m.deletePasswordRequired),
});

/**
 * 'Eliminar mi cuenta' on /perfil: `POST /api/account/delete` `{password}` → `{message, deleted,
 * kept, unlinkedClients}` and the session cookie cleared. A wrong password: 400 with the field's
 * error; too many (the sign-in's limits, and 5 per account in 15 min): 429. Customers only (staff
 * 403, no session 401).
 */
@Controller('account')
@Roles('customer')
export class DeleteCustomerAccountController {
  constructor(private readonly commands: CommandBus) {}

  @ApiRoute({ summary: 'Eliminar mi cuenta (cliente)', body: deletionSchema, answer: '`{message, deleted, kept, unlinkedClients}`; la cookie de sesión se borra', errors: [429] })
  @Post('delete')
  @HttpCode(200)
  async delete(@Body() body: unknown, @Req() request: AuthenticatedRequest, @Ctx() context: CommandContext, @Res({ passthrough: true }) reply: FastifyReply) {
    const { password } = validate(deletionSchema, objectBody(body), m.formInvalid);
    const deleted = await withRetryAfter(reply, () => this.commands.execute(new DeleteCustomerAccount(request.signedIn!.account.id, password, request.ip, context)));
    clearSessionCookie(reply);
    return deleted;
  }
}
