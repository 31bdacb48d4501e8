import { Controller, Get, Param } from '@nestjs/common';
import { accountMessages as m } from '@taller/domain';
import { Roles } from '../../../auth/auth.guard.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { StaffReads } from '../../staff-reads.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

@Roles('administrador')
@Controller('staff')
export class GetStaffController {
  constructor(private readonly staff: StaffReads) {}

  @ApiRoute({ summary: 'Un miembro del equipo', answer: 'El miembro: `{id, name, email, role, roleLabel, active, stateLabel, disabledAt, lastSignInAt, createdAt}`' })
  @Get(':id')
  get(@Param('id', new ParseIdPipe(m.invalidId)) id: number) {
    return this.staff.require(id);
  }
}
