import { BadRequestException, Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { clientMessages as m } from '@taller/domain';
import { Ctx, Roles } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { AccountLinks } from '../../account-links/account-links.js';
import { LinkClientAccount } from './link-client-account.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

/** `{accountId}`: a positive whole number (as a number, or its digits). */
function accountIdOf(body: unknown): number {
  const { accountId } = objectBody(body);
  const text = typeof accountId === 'number' || typeof accountId === 'string' ? String(accountId) : '';
  if (!/^[1-9]\d{0,14}$/.test(text)) throw new BadRequestException({ message: m.accountIdInvalid, errors: { accountId: m.accountIdInvalid } });
  return Number(text);
}

/**
 * 'Cuenta de cliente' on the client's detail: `POST /api/clients/:id/accounts` `{accountId}`
 * links a customer account by hand, `DELETE /api/clients/:id/accounts/:accountId` unlinks one
 * (an e-mail match too). Both answer `{message, changed, linked, suggested}`; nothing changes
 * when it already was so (`changed: false`). Gerente and Administrador.
 */
@Controller('clients')
@Roles('gerente', 'administrador')
export class LinkClientAccountController {
  constructor(
    private readonly commands: Commands,
    private readonly links: AccountLinks,
  ) {}

  @ApiRoute({ summary: 'Vincular una cuenta de cliente a un cliente', body: 'La cuenta: `{accountId}` (número entero positivo)', answer: '`{message, changed, linked, suggested}`' })
  @Post(':id/accounts')
  @HttpCode(200)
  async link(@Param('id', new ParseIdPipe(m.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    const accountId = accountIdOf(body);
    const { changed } = await this.commands.run(new LinkClientAccount(id, accountId, true, context));
    return { message: changed ? m.accountLinked : m.accountAlreadyLinked, changed, ...(await this.links.ofClient(id)) };
  }

  @ApiRoute({ summary: 'Desvincular una cuenta de un cliente', answer: '`{message, changed, linked, suggested}`' })
  @Delete(':id/accounts/:accountId')
  async unlink(
    @Param('id', new ParseIdPipe(m.invalidId)) id: number,
    @Param('accountId', new ParseIdPipe(m.accountIdInvalid)) accountId: number,
    @Ctx() context: CommandContext,
  ) {
    const { changed } = await this.commands.run(new LinkClientAccount(id, accountId, false, context));
    return { message: changed ? m.accountUnlinked : m.accountAlreadyUnlinked, changed, ...(await this.links.ofClient(id)) };
  }
}
