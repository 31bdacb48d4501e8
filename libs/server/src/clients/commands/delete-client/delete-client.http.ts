import { Controller, Delete, Param } from '@nestjs/common';
import { clientMessages } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { ClientReads } from '../../client-reads.js';
import { DeleteClient } from './delete-client.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { clientJsonSchema } from '../../client.json.js';

@Controller('clients')
export class DeleteClientController {
  constructor(
    private readonly commands: Commands,
    private readonly clients: ClientReads,
  ) {}

  /** Answers the client as it was; its history stays. Refused (409) while it has work. */
  @ApiRoute({ summary: 'Eliminar un cliente (sin trabajos)', answer: clientJsonSchema.describe('El cliente tal como era; su historial queda') })
  @Delete(':id')
  async delete(@Param('id', new ParseIdPipe(clientMessages.invalidId)) id: number, @Ctx() context: CommandContext) {
    const client = await this.clients.require(id);
    await this.commands.run(new DeleteClient(id, context));
    return client;
  }
}
