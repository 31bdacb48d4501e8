import { Controller, Get, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { Roles, type AuthenticatedRequest } from '../../../auth/auth.guard.js';
import { GetCustomerWork } from './customer-work.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

/**
 * `GET /api/account/work` → `{verified, items: [{kind, number, item, statusLabel, date,
 * trackingPath}]}`: 'Mis pedidos y reparaciones', newest first. `{verified: false, items: []}`
 * until the account's e-mail is verified. Customers only (staff: 403); never cached.
 */
@Controller('account')
@Roles('customer')
export class CustomerWorkController {
  constructor(private readonly queries: QueryBus) {}

  @ApiRoute({ summary: 'Mis pedidos y reparaciones (cliente)', answer: '`{verified, items: [{kind, number, item, statusLabel, date, trackingPath}]}`' })
  @Get('work')
  work(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('Cache-Control', 'no-store');
    return this.queries.execute(new GetCustomerWork(request.signedIn!.account.id));
  }
}
