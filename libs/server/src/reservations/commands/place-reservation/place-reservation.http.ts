import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public, type AuthenticatedRequest } from '../../../auth/auth.guard.js';
import { objectBody } from '../../../shared/http-body.js';
import { withRetryAfter } from '../../../shared/too-many-attempts.js';
import { Reservations, reservationReceiptSchema } from '../../reservations.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { reservationGuestSchema, reservationRequestSchema } from '@taller/domain';
import { z } from 'zod';

/**
 * The site's reserve button, without or with a customer session:
 * `{ lines: [{productId, quantity}], contact: {name, lastName?, email, phone} }` → 201 with the
 * pickup code and what is held until when; 400 per field, 409 naming a product with too few
 * units left (nothing held then), 429 after 10 reservations an hour from one address.
 */
@Public()
@Controller('reservations')
export class PlaceReservationController {
  constructor(private readonly reservations: Reservations) {}

  @ApiRoute({ summary: 'Reservar productos para recoger en tienda', body: z.object({ lines: reservationRequestSchema, contact: reservationGuestSchema }), answer: reservationReceiptSchema, errors: [409, 429] })
  @Post()
  @HttpCode(201)
  place(@Body() body: unknown, @Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('Cache-Control', 'no-store');
    return withRetryAfter(reply, () => this.reservations.reserve(objectBody(body), request, request.signedIn?.account));
  }
}
