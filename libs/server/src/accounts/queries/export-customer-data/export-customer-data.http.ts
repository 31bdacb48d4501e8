import { Controller, Get, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { madridDay } from '@taller/domain';
import type { FastifyReply } from 'fastify';
import { Roles, type AuthenticatedRequest } from '../../../auth/auth.guard.js';
import { ExportCustomerData } from './export-customer-data.query.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

/** The file's name: `mis-datos-taller-2026-11-27.json`, the shop's day. */
export const customerDataFileName = (now: Date) => `mis-datos-taller-${madridDay(now)}.json`;

/**
 * 'Descargar mis datos' on /perfil: `GET /api/account/data` → a JSON file to keep
 * (`Content-Disposition: attachment`), see ExportCustomerDataHandler. Customers only (staff: 403,
 * no session: 401); never cached.
 */
@Controller('account')
@Roles('customer')
export class ExportCustomerDataController {
  constructor(private readonly queries: QueryBus) {}

  @ApiRoute({ summary: 'Descargar mis datos (cliente)', answer: 'Un archivo JSON para guardar (`Content-Disposition: attachment`): `{explanation, generatedAt, account, sessions, clients, work, contactMessages, stockAlerts}`' })
  @Get('data')
  async data(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const now = new Date();
    const data = await this.queries.execute(new ExportCustomerData(request.signedIn!.account.id, now));
    void reply
      .header('Cache-Control', 'no-store')
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${customerDataFileName(now)}"`);
    // Indented: the person who asked for it may well open it in a text editor.
    return JSON.stringify(data, null, 2);
  }
}
