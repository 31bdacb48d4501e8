import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { orderAggregate } from '../../../orders/order.stream.js';
import { ReservationStock } from '../../reservation-stock.js';
import { ExpireReservation } from './expire-reservation.command.js';

@CommandHandler(ExpireReservation)
export class ExpireReservationHandler implements ICommandHandler<ExpireReservation> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly stock: ReservationStock,
  ) {}

  async execute({ orderId, context }: ExpireReservation) {
    const { position, version } = await this.aggregates.handle({ ...orderAggregate(orderId), command: { type: 'ExpireReservation', now: context.now }, context });
    const settled = await this.stock.settle(orderId, context);
    return { id: orderId, position: Math.max(position, settled), version };
  }
}
