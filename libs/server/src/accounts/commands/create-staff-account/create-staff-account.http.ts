import { BadRequestException, Body, Controller, Inject, Post, Req } from '@nestjs/common';
import { Ctx, Roles, type AuthenticatedRequest } from '../../../auth/auth.guard.js';
import type { TallerConfig } from '../../../config/config.js';
import { TALLER_CONFIG } from '../../../event-sourcing/tokens.js';
import { siteAddress } from '../../../http/site-address.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { mailNotice } from '../../mail-notice.js';
import { StaffReads } from '../../staff-reads.js';
import { CreateStaffAccount } from './create-staff-account.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { newStaffAccountSchema, accountFieldLabels } from '@taller/domain';

@Roles('administrador')
@Controller('staff')
export class CreateStaffAccountController {
  constructor(
    private readonly commands: Commands,
    private readonly staff: StaffReads,
    @Inject(TALLER_CONFIG) private readonly config: TallerConfig,
  ) {}

  /**
   * `{email, name, role}` → 201 the member and `mail` (`delivery`, `message`, and `link` when no
   * mail leaves the server): the new member chooses a password through an e-mailed link, valid
   * 24 h. 409 `email_exists` when the address has an account.
   */
  @ApiRoute({ summary: 'Crear una cuenta del equipo', body: newStaffAccountSchema, answer: 'El miembro creado y `mail` (`delivery`, `message` y `link` si el correo no sale del servidor): elige su contraseña con el enlace enviado, válido 24 h', errors: [409], labels: accountFieldLabels })
  @Post()
  async create(@Body() body: unknown, @Req() request: AuthenticatedRequest, @Ctx() context: CommandContext) {
    const form = objectBody(body);
    const siteUrl = siteAddress(this.config, request);
    if (!siteUrl) throw new BadRequestException({ message: 'Petición no válida' });
    const result = await this.commands.run(new CreateStaffAccount(form, { kind: 'reset_link', siteUrl }, context));
    const member = await this.staff.require(result.id);
    return { ...member, mail: mailNotice(member.email, result.link!) };
  }
}
