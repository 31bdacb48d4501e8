import { Body, Controller, Param, Put } from '@nestjs/common';
import { accountMessages as m, staffDetailsSchema, staffRole, accountFieldLabels } from '@taller/domain';
import { Ctx, Roles } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { StaffReads } from '../../staff-reads.js';
import { UpdateStaffAccount } from './update-staff-account.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

@Roles('administrador')
@Controller('staff')
export class UpdateStaffAccountController {
  constructor(
    private readonly commands: Commands,
    private readonly staff: StaffReads,
  ) {}

  /** `{name?, email?, role?}` (the whole record as the screen sends it: what did not change is ignored) → the member. */
  @ApiRoute({ summary: 'Corregir una cuenta del equipo (nombre, correo, rol)', body: staffDetailsSchema.extend({ role: staffRole.optional() }), answer: 'El miembro', labels: accountFieldLabels })
  @Put(':id')
  async update(@Param('id', new ParseIdPipe(m.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    await this.commands.run(new UpdateStaffAccount(id, objectBody(body), context));
    return this.staff.require(id);
  }
}
