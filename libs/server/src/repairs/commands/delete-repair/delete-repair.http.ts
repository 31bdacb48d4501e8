import { Controller, Delete, Param } from '@nestjs/common';
import { repairMessages } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { RepairReads } from '../../repair-reads.js';
import { DeleteRepair } from './delete-repair.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { repairJsonSchema } from '../../repair.json.js';

@Controller('repairs')
export class DeleteRepairController {
  constructor(
    private readonly commands: Commands,
    private readonly repairs: RepairReads,
  ) {}

  /** Answers the repair as it was (ra-data-simple-rest's delete); its history stays. */
  @ApiRoute({ summary: 'Eliminar una reparación', answer: repairJsonSchema.describe('La reparación tal como era; su historial queda') })
  @Delete(':id')
  async delete(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number, @Ctx() context: CommandContext) {
    const repair = await this.repairs.require(id);
    await this.commands.run(new DeleteRepair(id, context));
    return repair;
  }
}
