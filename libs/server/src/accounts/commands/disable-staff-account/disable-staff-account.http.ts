import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { accountMessages as m } from '@taller/domain';
import { Ctx, Roles } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { StaffReads } from '../../staff-reads.js';
import { DisableStaffAccount } from './disable-staff-account.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

@Roles('administrador')
@Controller('staff')
export class DisableStaffAccountController {
  constructor(
    private readonly commands: Commands,
    private readonly staff: StaffReads,
  ) {}

  /** → the member and `endedSessions`; 409 for the last active Administrador or one's own account. */
  @ApiRoute({ summary: 'Desactivar una cuenta del equipo', answer: 'El miembro y `endedSessions` (sesiones cerradas) y `changed`' })
  @Post(':id/disable')
  @HttpCode(200)
  async disable(@Param('id', new ParseIdPipe(m.invalidId)) id: number, @Ctx() context: CommandContext) {
    const result = await this.commands.run(new DisableStaffAccount(id, context));
    return { ...(await this.staff.require(id)), endedSessions: result.endedSessions ?? 0, changed: result.events.length > 0 };
  }
}
