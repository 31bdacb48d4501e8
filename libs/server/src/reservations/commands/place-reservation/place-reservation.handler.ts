import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clientDecider, clientEvents, clientTakesWork, orderMessages, reservationRequestSchema, validate, ValidationFailed } from '@taller/domain';
import { z } from 'zod';
import { streamName, type EventStore } from '@taller/event-store';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { orderAggregate } from '../../../orders/order.stream.js';
import { ShopSettings } from '../../../shop/shop-settings.js';
import { newTrackingToken } from '../../../tracking/tracking-token.js';
import { newPickupCode } from '../../pickup-code.js';
import { ReservationStock } from '../../reservation-stock.js';
import { PlaceReservation } from './place-reservation.command.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Holds the units on each product first (all or none), then places the order that records
 * them; if the order cannot be placed, the units go back. The order's number is taken only
 * once the request is known to be well formed, so a bad form leaves no gap.
 */
@CommandHandler(PlaceReservation)
export class PlaceReservationHandler implements ICommandHandler<PlaceReservation> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly stock: ReservationStock,
    private readonly shop: ShopSettings,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ clientId, lines, context }: PlaceReservation) {
    const { lines: request } = validate(z.object({ lines: reservationRequestSchema }), { lines });
    const client = await this.aggregates.load(streamName('client', clientId), clientDecider, clientEvents);
    if (!clientTakesWork(client.state)) throw new ValidationFailed({ clientId: orderMessages.clientNotFound }, orderMessages.clientNotFound);
    const { terms } = await this.shop.current();
    const orderId = await this.store.nextId('order');
    const held = await this.stock.hold(orderId, request, context);
    try {
      const { position, version } = await this.aggregates.handle({
        ...orderAggregate(orderId),
        command: {
          type: 'PlaceReservation',
          data: { orderId, clientId, lines: held, pickupCode: newPickupCode(), holdUntil: new Date(context.now.getTime() + terms.reservationHoldDays * DAY_MS) },
          clientExists: true,
          now: context.now,
          trackingToken: newTrackingToken(),
        },
        context,
      });
      return { id: orderId, position, version };
    } catch (error) {
      await this.stock.undo(orderId, held, context);
      throw error;
    }
  }
}
