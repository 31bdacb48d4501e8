import { BadRequestException, Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { clientMessages as m } from '@taller/domain';
import { Ctx, Roles } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { ClientReads } from '../../client-reads.js';
import { FORGET_CONFIRMATION, ForgetClient } from './forget-client.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

/**
 * 'Olvidar cliente': `POST /api/clients/:id/forget` `{confirmation: "OLVIDAR"}`, the
 * Administrador only. Answers what was destroyed, the client as lists now show it (if it is
 * still listed), and a Spanish message.
 */
@Controller('clients')
@Roles('administrador')
export class ForgetClientController {
  constructor(
    private readonly commands: Commands,
    private readonly clients: ClientReads,
  ) {}

  @ApiRoute({ summary: 'Olvidar un cliente (datos personales destruidos)', body: 'Confirmación: `{confirmation: "OLVIDAR"}`', answer: 'Qué se ha destruido, el cliente como lo muestran ahora las listas (si sigue) y un mensaje' })
  @Post(':id/forget')
  @HttpCode(200)
  async forget(@Param('id', new ParseIdPipe(m.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    const { confirmation } = objectBody(body);
    if (confirmation !== FORGET_CONFIRMATION) {
      throw new BadRequestException({ message: m.forgetConfirmationWrong, errors: { confirmation: m.forgetConfirmationWrong } });
    }
    const erased = await this.commands.run(new ForgetClient(id, context));
    return { message: m.forgotten, ...erased, client: await this.clients.find(id) };
  }
}
