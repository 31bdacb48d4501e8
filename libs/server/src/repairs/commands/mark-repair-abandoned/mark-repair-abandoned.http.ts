import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { repairMessages, abandonReason, repairFieldLabels } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { RepairReads } from '../../repair-reads.js';
import { MarkRepairAbandoned } from './mark-repair-abandoned.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

@Controller('repairs')
export class MarkRepairAbandonedController {
  constructor(
    private readonly commands: Commands,
    private readonly repairs: RepairReads,
  ) {}

  /**
   * `{ "reason": "…" }`: marks it abandoned once its final notice's date has passed; its unlock
   * code is shredded. Answers the repair and `recorded`: false when it already was.
   */
  @ApiRoute({ summary: 'Marcar una reparación como abandonada', body: abandonReason, answer: 'La reparación y `recorded`', labels: repairFieldLabels })
  @Post(':id/abandon')
  @HttpCode(200)
  async abandon(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    const result = await this.commands.run(new MarkRepairAbandoned(id, objectBody(body ?? {}).reason, context));
    return { ...(await this.repairs.require(id)), recorded: result.position > 0 };
  }
}
