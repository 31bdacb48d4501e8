import { Body, Controller, Post } from '@nestjs/common';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { ClientReads } from '../../client-reads.js';
import { RegisterClient } from './register-client.command.js';

@Controller('clients')
export class RegisterClientController {
  constructor(
    private readonly commands: Commands,
    private readonly clients: ClientReads,
  ) {}

  @Post()
  async register(@Body() body: unknown, @Ctx() context: CommandContext) {
    const { id } = await this.commands.run(new RegisterClient(objectBody(body), context));
    return this.clients.require(id);
  }
}
