import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public } from '../../../auth/auth.guard.js';
import { CARD_GATEWAY, type CardGateway } from '../../card-gateway.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { z } from 'zod';

/** Whether the site takes cards, and through which gateway. */
export const cardPaymentsSchema = z
  .union([
    z.strictObject({ card: z.literal(false).describe('Sin pasarela: las reservas se pagan en la tienda') }),
    z.strictObject({ card: z.literal(true).describe('Con pasarela de pago'), provider: z.literal('redsys').describe('La pasarela') }),
  ])
  .describe('Si la web acepta tarjeta');

/**
 * What the public site may promise: `{ card: true, provider: 'redsys' }` when the shop has its
 * card gateway configured, else `{ card: false }` (then reservations are paid in the shop, and
 * the site says so). Read from the server's configuration, never from the site's build.
 */
@Public()
@Controller('catalogue')
export class CardPaymentsController {
  constructor(@Inject(CARD_GATEWAY) private readonly gateway: CardGateway | null) {}

  @ApiRoute({ summary: '¿Acepta la web pagos con tarjeta?', answer: cardPaymentsSchema })
  @Get('payments')
  payments(@Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('Cache-Control', 'public, max-age=60');
    return (this.gateway ? { card: true, provider: this.gateway.provider } : { card: false }) satisfies z.infer<typeof cardPaymentsSchema>;
  }
}
