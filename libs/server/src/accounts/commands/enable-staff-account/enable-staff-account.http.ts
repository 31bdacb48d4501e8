import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { accountMessages as m } from '@taller/domain';
import { Ctx, Roles } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { StaffReads } from '../../staff-reads.js';
import { EnableStaffAccount } from './enable-staff-account.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

@Roles('administrador')
@Controller('staff')
export class EnableStaffAccountController {
  constructor(
    private readonly commands: Commands,
    private readonly staff: StaffReads,
  ) {}

  @ApiRoute({ summary: 'Reactivar una cuenta del equipo', answer: 'El miembro' })
  @Post(':id/enable')
  @HttpCode(200)
  async enable(@Param('id', new ParseIdPipe(m.invalidId)) id: number, @Ctx() context: CommandContext) {
    const result = await this.commands.run(new EnableStaffAccount(id, context));
    return { ...(await this.staff.require(id)), changed: result.events.length > 0 };
  }
}
