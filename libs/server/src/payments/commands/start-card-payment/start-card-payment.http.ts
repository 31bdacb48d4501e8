import { Body, Controller, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { cardPaymentMessages, orderMessages, RuleBroken, ValidationFailed } from '@taller/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../auth/auth.guard.js';
import type { TallerConfig } from '../../../config/config.js';
import { TALLER_CONFIG } from '../../../event-sourcing/tokens.js';
import { siteAddress } from '../../../http/site-address.js';
import { objectBody } from '../../../shared/http-body.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { StartCardPayment } from './start-card-payment.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

const TOKEN_REQUIRED = 'Falta el código de seguimiento de la reserva (el del enlace de tu correo)';

/**
 * The site's 'Pagar con tarjeta': `{ token }` (the reservation's tracking token) →
 * `{ action, method: 'POST', fields }`, the form the browser posts to the bank's payment page.
 * 409 without card payment configured or for a reservation closed or paid; 404 for a wrong token.
 */
@Public()
@Controller('reservations')
export class StartCardPaymentController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(TALLER_CONFIG) private readonly config: TallerConfig,
  ) {}

  @ApiRoute({ summary: 'Empezar el pago con tarjeta de una reserva', body: 'El token de seguimiento de la reserva: `{token}`', answer: 'El formulario del banco: `{action, method: \'POST\', fields}`', errors: [404, 409] })
  @Post(':id/payment')
  @HttpCode(200)
  async start(
    @Param('id', new ParseIdPipe(orderMessages.invalidId)) orderId: number,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    void reply.header('Cache-Control', 'no-store');
    const { token } = objectBody(body);
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw new ValidationFailed({ token: TOKEN_REQUIRED }, TOKEN_REQUIRED);
    const site = siteAddress(this.config, request);
    if (!site) throw new RuleBroken(cardPaymentMessages.unavailable);
    return this.commands.execute(new StartCardPayment(orderId, token, site));
  }
}
