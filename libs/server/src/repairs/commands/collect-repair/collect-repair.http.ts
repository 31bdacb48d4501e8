import { BadRequestException, Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { repairMessages } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { objectBody } from '../../../shared/http-body.js';
import { RepairReads } from '../../repair-reads.js';
import { CollectRepair } from './collect-repair.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { repairJsonSchema } from '../../repair.json.js';

@Controller('repairs')
export class CollectRepairController {
  constructor(
    private readonly commands: Commands,
    private readonly repairs: RepairReads,
  ) {}

  /**
   * The customer picked the device up: only a completed repair; its unlock code is purged. With
   * money still due, 409 unless the body says `{ leaveOwed: true }` (it stays owed, with who allowed it).
   */
  @ApiRoute({ summary: 'El cliente recoge el equipo', body: '`{leaveOwed: true}` para entregarlo con dinero pendiente', optionalBody: true, answer: repairJsonSchema.describe('La reparación; empieza la garantía y se destruye el código de desbloqueo') })
  @Post(':id/collect')
  @HttpCode(200)
  async collect(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    const leaveOwed = body === undefined || body === null ? false : objectBody(body).leaveOwed ?? false;
    if (typeof leaveOwed !== 'boolean') throw new BadRequestException({ message: 'Indica si queda a deber (sí o no)', errors: { leaveOwed: 'Indica si queda a deber (sí o no)' } });
    await this.commands.run(new CollectRepair(id, context, leaveOwed));
    return this.repairs.require(id);
  }
}
