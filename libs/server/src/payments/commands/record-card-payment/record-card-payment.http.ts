import { BadRequestException, Body, Controller, HttpCode, Inject, Logger, NotFoundException, Post, Req, Res } from '@nestjs/common';
import { cardPaymentMessages, DomainError, trackedNumber } from '@taller/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../../auth/auth.guard.js';
import type { Actor } from '../../../shared/actor.js';
import { commandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { CARD_GATEWAY, ForgedNotification, orderOfReference, type CardGateway } from '../../card-gateway.js';
import { RecordCardPayment } from './record-card-payment.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

/** Who recorded a card payment in the history: the gateway, on the bank's behalf. */
export const REDSYS_ACTOR: Actor = { id: null, name: 'Redsys (pasarela de pago)', role: 'system' };

export const notificationMessages = {
  refused: 'Notificación de pago rechazada: no viene firmada por la pasarela con la clave del comercio',
  notConfigured: 'El pago con tarjeta no está configurado en esta tienda',
  recorded: 'Pago registrado',
  notAuthorised: 'Notificación recibida: el pago no se autorizó y no se registra nada',
} as const;

/**
 * Redsys' online notification ('notificación online'): a form-encoded POST from Redsys' servers
 * with Ds_SignatureVersion, Ds_MerchantParameters and Ds_Signature. Only its signature makes it
 * true: a forged one is 400, logged, and records nothing. An authorised payment is recorded once
 * (a notification sent again answers 200 and records nothing more); one not authorised (the
 * customer cancelled, the bank refused) records nothing. The cross-site guard lets this one path
 * take a form (http/cross-site.ts): it carries no cookie and is believed for its signature alone.
 */
@Public()
@Controller('payments')
export class RedsysNotificationController {
  private readonly logger = new Logger('Pagos');

  constructor(
    private readonly commands: Commands,
    @Inject(CARD_GATEWAY) private readonly gateway: CardGateway | null,
  ) {}

  @ApiRoute({ summary: 'Notificación firmada de Redsys (servidor a servidor)', body: 'Formulario (application/x-www-form-urlencoded) con Ds_SignatureVersion, Ds_MerchantParameters y Ds_Signature', answer: 'Recibida; una falsificada, 400 y nada registrado' })
  @Post('redsys/notification')
  @HttpCode(200)
  async notify(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('Cache-Control', 'no-store');
    if (this.gateway?.provider !== 'redsys') throw new NotFoundException({ message: notificationMessages.notConfigured });
    const form = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    let notice;
    try {
      notice = this.gateway.verifyNotification(form);
    } catch (error) {
      if (!(error instanceof ForgedNotification)) throw error;
      this.logger.warn({ why: error.why, ip: request.ip }, 'Notificación de pago rechazada: firma o datos no válidos; no se registra nada');
      throw new BadRequestException({ message: notificationMessages.refused });
    }
    const orderId = orderOfReference(notice.reference);
    if (orderId === null) {
      this.logger.error({ reference: notice.reference }, 'Notificación de pago firmada para una operación que no es de una reserva');
      throw new NotFoundException({ message: cardPaymentMessages.reservationNotFound });
    }
    if (!notice.authorised) {
      this.logger.log({ orderId, reference: notice.reference, response: notice.responseCode }, `Pago con tarjeta no autorizado: ${trackedNumber('order', orderId)}`);
      return { message: notificationMessages.notAuthorised };
    }
    const context = commandContext(REDSYS_ACTOR, 'system', String(request.id));
    try {
      await this.commands.run(new RecordCardPayment(orderId, { provider: 'redsys', reference: notice.reference, amountCents: notice.amountCents, authorisation: notice.authorisation }, context));
    } catch (error) {
      // Money taken that the shop will not record as the reservation's payment: staff must know.
      if (error instanceof DomainError) this.logger.error({ orderId, reference: notice.reference, amountCents: notice.amountCents, reason: error.message }, `Pago con tarjeta no registrado en ${trackedNumber('order', orderId)}: revísalo en el portal del TPV`);
      throw error;
    }
    this.logger.log({ orderId, reference: notice.reference, amountCents: notice.amountCents }, `Reserva pagada con tarjeta: ${trackedNumber('order', orderId)}`);
    return { message: notificationMessages.recorded };
  }
}
