import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { ReservationStock } from '../../../reservations/reservation-stock.js';
import { orderAggregate } from '../../order.stream.js';
import { movementByOf } from '../../../payments/movement-request.js';
import { ChangeOrderStatus } from './change-order-status.command.js';

@CommandHandler(ChangeOrderStatus)
export class ChangeOrderStatusHandler implements ICommandHandler<ChangeOrderStatus> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly stock: ReservationStock,
  ) {}

  async execute({ orderId, status, context, expectedVersion, deposit, leaveOwed }: ChangeOrderStatus) {
    const { position, version } = await this.aggregates.handle({
      ...orderAggregate(orderId),
      command: { type: 'ChangeOrderStatus', data: { status, deposit }, now: context.now, leaveOwed: leaveOwed === true, by: movementByOf(context) },
      expectedVersion,
      context,
    });
    // A reservation or encargo collected, cancelled or deleted: its units leave with the customer or go back (a card payment too).
    const settled = await this.stock.settle(orderId, context);
    return { id: orderId, position: Math.max(position, settled), version };
  }
}
