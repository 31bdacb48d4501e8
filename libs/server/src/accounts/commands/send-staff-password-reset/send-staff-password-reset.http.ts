import { BadRequestException, Controller, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { accountMessages as m } from '@taller/domain';
import { Ctx, Roles, type AuthenticatedRequest } from '../../../auth/auth.guard.js';
import type { TallerConfig } from '../../../config/config.js';
import { TALLER_CONFIG } from '../../../event-sourcing/tokens.js';
import { siteAddress } from '../../../http/site-address.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { mailNotice } from '../../mail-notice.js';
import { StaffReads } from '../../staff-reads.js';
import { SendStaffPasswordReset } from './send-staff-password-reset.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

@Roles('administrador')
@Controller('staff')
export class SendStaffPasswordResetController {
  constructor(
    private readonly commands: Commands,
    private readonly staff: StaffReads,
    @Inject(TALLER_CONFIG) private readonly config: TallerConfig,
  ) {}

  /** → `{mail: {delivery, message, link?}}`; 409 for a disabled account. */
  @ApiRoute({ summary: 'Enviar a un miembro del equipo un enlace para elegir contraseña', answer: '`{mail: {delivery, message, link?}}`' })
  @Post(':id/password-reset')
  @HttpCode(200)
  async send(@Param('id', new ParseIdPipe(m.invalidId)) id: number, @Req() request: AuthenticatedRequest, @Ctx() context: CommandContext) {
    const siteUrl = siteAddress(this.config, request);
    if (!siteUrl) throw new BadRequestException({ message: 'Petición no válida' });
    const result = await this.commands.run(new SendStaffPasswordReset(id, siteUrl, context));
    const member = await this.staff.require(id);
    return { ...member, mail: mailNotice(member.email, result.link!) };
  }
}
