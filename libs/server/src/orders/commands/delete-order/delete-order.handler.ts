import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { orderAggregate } from '../../order.stream.js';
import { DeleteOrder } from './delete-order.command.js';

@CommandHandler(DeleteOrder)
export class DeleteOrderHandler implements ICommandHandler<DeleteOrder> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ orderId, context }: DeleteOrder) {
    const { position, version } = await this.aggregates.handle({
      ...orderAggregate(orderId),
      command: { type: 'DeleteOrder' },
      context,
    });
    return { id: orderId, position, version };
  }
}
