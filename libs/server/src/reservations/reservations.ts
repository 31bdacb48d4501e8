import { Inject, Injectable } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { z } from 'zod';
import { emailKey, phoneKey, reservationGuestSchema, trackedNumber, validate, type ReservationGuest } from '@taller/domain';
import type { SignedIn } from '../auth/auth.service.js';
import type { FastifyRequest } from 'fastify';
import { ClientRow } from '../clients/client-row.entity.js';
import { RegisterClient } from '../clients/commands/register-client/register-client.command.js';
import { Outbox } from '../mail/outbox.js';
import { OrderReads } from '../orders/order-reads.js';
import { MIKRO_ORM } from '../persistence/orm.js';
import { addressOf, AttemptCounters, counterKey } from '../shared/attempt-counters.js';
import { commandContext, CUSTOMER_ACCOUNT_ACTOR_NAME, type CommandContext } from '../shared/actor.js';
import { Commands } from '../shared/commands.js';
import { TooManyAttempts } from '../shared/too-many-attempts.js';
import { ShopSettings } from '../shop/shop-settings.js';
import { TrackingLinks, trackingPath } from '../tracking/tracking-links.js';
import { PlaceReservation } from './commands/place-reservation/place-reservation.command.js';
import { reservationMail } from './reservation-mail.js';
import { CARD_GATEWAY, type CardGateway } from '../payments/card-gateway.js';

/** Reservations an address may place in an hour: a family's shopping, never the whole shop held by one script. */
export const RESERVATIONS_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;
export const RESERVATIONS_THROTTLED = 'Has hecho muchas reservas seguidas. Espera un poco o llámanos a la tienda.';
/** Who placed it, in the history, when nobody was signed in. */
export const GUEST_ACTOR_NAME = 'Cliente (reserva en la web)';

/** The site's receipt for a reservation (the API description shows this schema; the reservation's answer is held to it). */
export const reservationReceiptSchema = z
  .object({
    orderId: z.number().int().describe('El pedido que es la reserva'),
    number: z.string().describe('Su número, p. ej. `P-000123`'),
    pickupCode: z.string().describe('Código de recogida'),
    holdUntil: z.string().describe('Reservado hasta: instante ISO 8601 (UTC)'),
    lines: z
      .array(
        z.strictObject({
          productId: z.number().int().describe('Producto'),
          name: z.string().describe('Su nombre al reservarlo'),
          quantity: z.number().int().describe('Unidades'),
          unitPriceCents: z.number().int().describe('Precio unitario, IVA incluido, en céntimos'),
        }),
      )
      .describe('Los productos reservados'),
    totalCents: z.number().int().describe('Total, IVA incluido, en céntimos'),
    trackingPath: z.string().nullable().describe('La página de seguimiento del pedido'),
    emailTo: z.string().describe('A dónde va la confirmación (puesta en la bandeja de salida del taller)'),
    message: z.string().describe('Qué decir al cliente'),
  })
  .describe('La reserva hecha');
export type ReservationReceipt = z.infer<typeof reservationReceiptSchema>;

/**
 * A customer's reservation from the site: a guest gives name, e-mail and phone; a signed-in
 * customer's e-mail is their account's. The shop registers them as its client (or finds the
 * client it already has with that phone or e-mail), holds the units and mails the pickup code.
 */
@Injectable()
export class Reservations {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly commands: Commands,
    private readonly counters: AttemptCounters,
    private readonly orders: OrderReads,
    private readonly outbox: Outbox,
    private readonly shop: ShopSettings,
    private readonly links: TrackingLinks,
    @Inject(CARD_GATEWAY) private readonly gateway: CardGateway | null,
  ) {}

  async reserve(body: Record<string, unknown>, request: FastifyRequest, account: SignedIn['account'] | undefined): Promise<ReservationReceipt> {
    const contact = validate(reservationGuestSchema, { ...objectOf(body.contact), ...(account?.role === 'customer' ? { email: account.email } : {}) });
    const key = counterKey('reservations', addressOf(request.ip));
    const wait = await this.counters.attempt([{ key, max: RESERVATIONS_PER_HOUR, windowMs: HOUR_MS }]);
    if (wait > 0) throw new TooManyAttempts(RESERVATIONS_THROTTLED, wait);
    try {
      return await this.place(body, contact, request, account);
    } catch (error) {
      // Only reservations placed count: a customer told a product is short may try again at once.
      await this.counters.takeBack(key);
      throw error;
    }
  }

  private async place(body: Record<string, unknown>, contact: ReservationGuest, request: FastifyRequest, account: SignedIn['account'] | undefined): Promise<ReservationReceipt> {
    const context: CommandContext = commandContext(
      account?.role === 'customer' ? { id: account.id, name: CUSTOMER_ACCOUNT_ACTOR_NAME, role: 'customer' } : { id: null, name: GUEST_ACTOR_NAME, role: 'customer' },
      'api',
      String(request.id),
    );
    const clientId = (await this.knownClient(contact)) ?? (await this.commands.run(new RegisterClient({ ...contact, status: 'active' }, context))).id;
    const { id } = await this.commands.run(new PlaceReservation(clientId, body.lines, context));
    const order = await this.orders.require(id);
    const reservation = order.reservation!;
    const { link } = await this.links.ofFound('order', id, request);
    const { identity } = await this.shop.current();
    const mail = reservationMail({
      orderId: id,
      firstName: contact.name,
      lines: reservation.lines,
      totalCents: order.totalCents,
      pickupCode: reservation.pickupCode!,
      holdUntil: reservation.holdUntil!,
      link: link?.url ?? '',
      cardPayment: this.gateway !== null,
      identity,
    });
    await this.outbox.enqueue({ to: contact.email, ...mail, regarding: `order:${id}` });
    return {
      orderId: id,
      number: trackedNumber('order', id),
      pickupCode: reservation.pickupCode!,
      holdUntil: reservation.holdUntil!,
      lines: reservation.lines,
      totalCents: order.totalCents,
      trackingPath: link ? trackingPath(link.token) : null,
      emailTo: contact.email,
      message: `Reserva hecha. Te enviamos la confirmación con el código de recogida a ${contact.email}.`,
    };
  }

  /** The client the shop already has with that phone, or else that e-mail (not one forgotten or deleted). */
  private async knownClient(contact: { phone: string; email: string }): Promise<number | undefined> {
    const em = this.orm.em.fork();
    for (const where of [{ phoneKey: phoneKey(contact.phone) }, { emailKey: emailKey(contact.email) }]) {
      const row = await em.findOne(ClientRow, { ...where, forgotten: false }, { orderBy: { id: 'ASC' } });
      if (row) return row.id;
    }
    return undefined;
  }
}

const objectOf = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
