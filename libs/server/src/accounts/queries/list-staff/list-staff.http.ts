import { Controller, Get, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Roles } from '../../../auth/auth.guard.js';
import { listAnswer, parseListQuery } from '../../../shared/list-query.js';
import { STAFF_SORTABLE, StaffReads } from '../../staff-reads.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

@Roles('administrador')
@Controller('staff')
export class ListStaffController {
  constructor(private readonly staff: StaffReads) {}

  /** The team (never a customer): `filter` `q` (name, e-mail), `role`, `active`; `Content-Range` as every list. */
  @ApiRoute({ summary: 'El equipo (lista)', list: true, answer: 'Cada miembro: `{id, name, email, role, roleLabel, active, stateLabel, disabledAt, lastSignInAt, createdAt}`; filtros `q`, `role`, `active`' })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, STAFF_SORTABLE, { field: 'name', order: 'ASC' });
    return listAnswer(reply, 'staff', list, await this.staff.list(list));
  }
}
