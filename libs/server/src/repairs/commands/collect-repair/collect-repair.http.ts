import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { repairMessages } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { RepairReads } from '../../repair-reads.js';
import { CollectRepair } from './collect-repair.command.js';

@Controller('repairs')
export class CollectRepairController {
  constructor(
    private readonly commands: Commands,
    private readonly repairs: RepairReads,
  ) {}

  /** The customer picked the device up: only a completed repair; its unlock code is purged. */
  @Post(':id/collect')
  @HttpCode(200)
  async collect(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number, @Ctx() context: CommandContext) {
    await this.commands.run(new CollectRepair(id, context));
    return this.repairs.require(id);
  }
}
