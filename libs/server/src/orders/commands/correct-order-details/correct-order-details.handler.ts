import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { ReservationStock } from '../../../reservations/reservation-stock.js';
import { orderAggregate } from '../../order.stream.js';
import { CorrectOrderDetails } from './correct-order-details.command.js';

@CommandHandler(CorrectOrderDetails)
export class CorrectOrderDetailsHandler implements ICommandHandler<CorrectOrderDetails> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly stock: ReservationStock,
  ) {}

  async execute({ orderId, form, expectedVersion, context }: CorrectOrderDetails) {
    const { position, version } = await this.aggregates.handle({
      ...orderAggregate(orderId),
      command: { type: 'CorrectOrderDetails', data: form, now: context.now },
      expectedVersion,
      context,
    });
    // A reservation collected, cancelled or deleted: its units leave with the customer or go back.
    const settled = await this.stock.settle(orderId, context);
    return { id: orderId, position: Math.max(position, settled), version };
  }
}
