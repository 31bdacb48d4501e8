import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { repairMessages } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { RepairReads } from '../../repair-reads.js';
import { NotifyRepairCompletion } from './notify-repair-completion.command.js';

@Controller('repairs')
export class NotifyRepairCompletionController {
  constructor(
    private readonly commands: Commands,
    private readonly repairs: RepairReads,
  ) {}

  /** Completes the repair if needed and records the day the customer was told. */
  @Post(':id/notify')
  @HttpCode(200)
  async notify(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number, @Ctx() context: CommandContext) {
    await this.commands.run(new NotifyRepairCompletion(id, context));
    return this.repairs.require(id);
  }
}
