import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { repairMessages, NOTICE_CHANNELS, repairFieldLabels } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { RepairReads } from '../../repair-reads.js';
import { SendRepairFinalNotice } from './send-repair-final-notice.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { z } from 'zod';

@Controller('repairs')
export class SendRepairFinalNoticeController {
  constructor(
    private readonly commands: Commands,
    private readonly repairs: RepairReads,
  ) {}

  /**
   * `{ "channel": "email" | "phone" | "in_person" }`: the final notice, once due. Answers the
   * repair and `recorded`: false when one had already been given (nothing changes).
   */
  @ApiRoute({ summary: 'Enviar el aviso final antes del abandono', body: z.object({ channel: z.enum(NOTICE_CHANNELS) }), answer: 'La reparación y `recorded`', labels: repairFieldLabels })
  @Post(':id/final-notice')
  @HttpCode(200)
  async send(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    const result = await this.commands.run(new SendRepairFinalNotice(id, objectBody(body ?? {}).channel, context));
    return { ...(await this.repairs.require(id)), recorded: result.position > 0 };
  }
}
