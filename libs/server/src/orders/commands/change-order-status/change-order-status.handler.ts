import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { orderAggregate } from '../../order.stream.js';
import { ChangeOrderStatus } from './change-order-status.command.js';

@CommandHandler(ChangeOrderStatus)
export class ChangeOrderStatusHandler implements ICommandHandler<ChangeOrderStatus> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ orderId, status, context, expectedVersion }: ChangeOrderStatus) {
    const { position, version } = await this.aggregates.handle({
      ...orderAggregate(orderId),
      command: { type: 'ChangeOrderStatus', data: { status }, now: context.now },
      expectedVersion,
      context,
    });
    return { id: orderId, position, version };
  }
}
