import { BadRequestException, Body, Controller, Param, Put } from '@nestjs/common';
import { repairMessages, repairEditSchema, repairFieldLabels } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { RepairReads } from '../../repair-reads.js';
import { CorrectRepairDetails } from './correct-repair-details.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { repairJsonSchema } from '../../repair.json.js';

@Controller('repairs')
export class CorrectRepairDetailsController {
  constructor(
    private readonly commands: Commands,
    private readonly repairs: RepairReads,
  ) {}

  /** The whole edit form, with the `version` the screen showed: a stale one is refused (409). */
  @ApiRoute({ summary: 'Corregir una reparación', body: repairEditSchema, description: 'El formulario entero con la `version` que mostró la pantalla (si ha cambiado, 409); `unlockCode` opcional.', answer: repairJsonSchema, labels: repairFieldLabels })
  @Put(':id')
  async correct(
    @Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number,
    @Body() body: unknown,
    @Ctx() context: CommandContext,
  ) {
    const form = objectBody(body);
    if (!Number.isSafeInteger(form.version)) {
      throw new BadRequestException({
        message: 'Falta la versión de la reparación que se editaba',
        errors: { version: 'Falta la versión de la reparación que se editaba' },
      });
    }
    await this.commands.run(new CorrectRepairDetails(id, form, form.version as number, context));
    return this.repairs.require(id);
  }
}
