import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { orderAggregate } from '../../order.stream.js';
import { RecordDeposit } from './record-deposit.command.js';

@CommandHandler(RecordDeposit)
export class RecordDepositHandler implements ICommandHandler<RecordDeposit> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ orderId, method, context }: RecordDeposit) {
    const { position, version } = await this.aggregates.handle({
      ...orderAggregate(orderId),
      command: { type: 'RecordDeposit', data: { method }, now: context.now },
      context,
    });
    return { id: orderId, position, version };
  }
}
