import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Ctx, Roles } from '../../auth/auth.guard.js';
import type { CommandContext } from '../../shared/actor.js';
import { AeatSender } from './aeat-sender.js';
import { ApiRoute } from '../../http/openapi/api-route.js';

@Controller('verifactu')
export class AeatController {
  constructor(private readonly sender: AeatSender) {}

  /** The queue of records for the AEAT: whether sending is on, and how many are pending, accepted or refused. */
  @ApiRoute({ summary: 'Estado del envío de registros a la AEAT (VERI*FACTU)', answer: 'La cola de registros y su estado' })
  @Get('status')
  async status() {
    return this.sender.status();
  }

  /** 'Enviar ahora' (the Administrador): one submission of what is pending; 409 when sending is off. */
  @ApiRoute({ summary: 'Enviar ahora los registros pendientes a la AEAT', answer: 'El resultado del envío' })
  @Post('send')
  @HttpCode(200)
  @Roles('administrador')
  async send(@Ctx() context: CommandContext) {
    return { outcome: await this.sender.sendPending(context), status: await this.sender.status() };
  }
}
