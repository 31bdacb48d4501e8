import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { repairMessages, NOTICE_CHANNELS, repairFieldLabels } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { RepairReads } from '../../repair-reads.js';
import { NotifyRepairCompletion } from './notify-repair-completion.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { z } from 'zod';

@Controller('repairs')
export class NotifyRepairCompletionController {
  constructor(
    private readonly commands: Commands,
    private readonly repairs: RepairReads,
  ) {}

  /**
   * `{ "channel": "email" | "phone" | "in_person" }`: completes the repair if needed and records
   * how the customer was told (by e-mail, queued in the outbox to the client's address).
   * Answers the repair and `recorded`: false when a notice had already been given.
   */
  @ApiRoute({ summary: 'Avisar al cliente de que la reparación está lista', body: z.object({ channel: z.enum(NOTICE_CHANNELS) }), answer: 'La reparación y `recorded` (false si ya se había avisado)', labels: repairFieldLabels })
  @Post(':id/notify')
  @HttpCode(200)
  async notify(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    const result = await this.commands.run(new NotifyRepairCompletion(id, objectBody(body ?? {}).channel, context));
    return { ...(await this.repairs.require(id)), recorded: result.position > 0 };
  }
}
