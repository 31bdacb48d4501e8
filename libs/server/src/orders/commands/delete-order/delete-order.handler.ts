import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { ReservationStock } from '../../../reservations/reservation-stock.js';
import { orderAggregate } from '../../order.stream.js';
import { DeleteOrder } from './delete-order.command.js';

@CommandHandler(DeleteOrder)
export class DeleteOrderHandler implements ICommandHandler<DeleteOrder> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly stock: ReservationStock,
  ) {}

  async execute({ orderId, context }: DeleteOrder) {
    const { position, version } = await this.aggregates.handle({
      ...orderAggregate(orderId),
      command: { type: 'DeleteOrder' },
      context,
    });
    // A reservation collected, cancelled or deleted: its units leave with the customer or go back.
    const settled = await this.stock.settle(orderId, context);
    return { id: orderId, position: Math.max(position, settled), version };
  }
}
