import { Controller, Get, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Roles } from '../../../auth/auth.guard.js';
import { listAnswer, parseListQuery } from '../../../shared/list-query.js';
import { STAFF_SORTABLE, StaffReads } from '../../staff-reads.js';

@Roles('administrador')
@Controller('staff')
export class ListStaffController {
  constructor(private readonly staff: StaffReads) {}

  /** The team (never a customer): `filter` `q` (name, e-mail), `role`, `active`; `Content-Range` as every list. */
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, STAFF_SORTABLE, { field: 'name', order: 'ASC' });
    return listAnswer(reply, 'staff', list, await this.staff.list(list));
  }
}
