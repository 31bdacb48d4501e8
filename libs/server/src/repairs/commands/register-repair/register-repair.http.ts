import { Body, Controller, Post } from '@nestjs/common';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { RepairReads } from '../../repair-reads.js';
import { RegisterRepair } from './register-repair.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { repairJsonSchema } from '../../repair.json.js';
import { newRepairSchema, repairFieldLabels } from '@taller/domain';

@Controller('repairs')
export class RegisterRepairController {
  constructor(
    private readonly commands: Commands,
    private readonly repairs: RepairReads,
  ) {}

  @ApiRoute({ summary: 'Registrar una reparación', body: newRepairSchema, description: 'Con `unlockCode` opcional (el PIN o patrón del equipo, guardado sellado).', answer: repairJsonSchema, labels: repairFieldLabels })
  @Post()
  async register(@Body() body: unknown, @Ctx() context: CommandContext) {
    const { id } = await this.commands.run(new RegisterRepair(objectBody(body), context));
    return this.repairs.require(id);
  }
}
