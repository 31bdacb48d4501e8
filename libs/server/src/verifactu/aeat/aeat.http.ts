import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Ctx, Roles } from '../../auth/auth.guard.js';
import type { CommandContext } from '../../shared/actor.js';
import { AeatSender } from './aeat-sender.js';

@Controller('verifactu')
export class AeatController {
  constructor(private readonly sender: AeatSender) {}

  /** The queue of records for the AEAT: whether sending is on, and how many are pending, accepted or refused. */
  @Get('status')
  async status() {
    return this.sender.status();
  }

  /** 'Enviar ahora' (the Administrador): one submission of what is pending; 409 when sending is off. */
  @Post('send')
  @HttpCode(200)
  @Roles('administrador')
  async send(@Ctx() context: CommandContext) {
    return { outcome: await this.sender.sendPending(context), status: await this.sender.status() };
  }
}
