import { Body, Controller, Post } from '@nestjs/common';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { ClientReads } from '../../client-reads.js';
import { RegisterClient } from './register-client.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { clientJsonSchema } from '../../client.json.js';
import { newClientSchema, quickClientSchema, clientFieldLabels } from '@taller/domain';

@Controller('clients')
export class RegisterClientController {
  constructor(
    private readonly commands: Commands,
    private readonly clients: ClientReads,
  ) {}

  /** A client with the phone or e-mail of another is refused with 409 and that client. */
  @ApiRoute({ summary: 'Registrar un cliente', body: newClientSchema, answer: clientJsonSchema.describe('El cliente; con el teléfono o correo de otro, 409 con ese cliente'), labels: clientFieldLabels })
  @Post()
  async register(@Body() body: unknown, @Ctx() context: CommandContext) {
    const { id } = await this.commands.run(new RegisterClient(objectBody(body), context));
    return this.clients.require(id);
  }

  /** The quick client of new work: `{name, phone}`, both required. */
  @ApiRoute({ summary: 'Registrar un cliente rápido (nombre y teléfono)', body: quickClientSchema, answer: clientJsonSchema, labels: clientFieldLabels })
  @Post('quick')
  async registerQuick(@Body() body: unknown, @Ctx() context: CommandContext) {
    const { id } = await this.commands.run(new RegisterClient(objectBody(body), context, true));
    return this.clients.require(id);
  }
}
