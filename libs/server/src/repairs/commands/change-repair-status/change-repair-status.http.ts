import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { repairMessages, repairStatusSchema, repairFieldLabels } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { RepairReads } from '../../repair-reads.js';
import { ChangeRepairStatus } from './change-repair-status.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { repairJsonSchema } from '../../repair.json.js';
import { z } from 'zod';

@Controller('repairs')
export class ChangeRepairStatusController {
  constructor(
    private readonly commands: Commands,
    private readonly repairs: RepairReads,
  ) {}

  @ApiRoute({ summary: 'Cambiar el estado de una reparación', body: z.object({ status: repairStatusSchema }), answer: repairJsonSchema, labels: repairFieldLabels })
  @Post(':id/status')
  @HttpCode(200)
  async change(
    @Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number,
    @Body() body: unknown,
    @Ctx() context: CommandContext,
  ) {
    await this.commands.run(new ChangeRepairStatus(id, objectBody(body).status, context));
    return this.repairs.require(id);
  }
}
