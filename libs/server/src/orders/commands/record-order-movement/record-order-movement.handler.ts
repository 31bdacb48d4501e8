import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { movementByOf } from '../../../payments/movement-request.js';
import { orderAggregate } from '../../order.stream.js';
import { RecordOrderMovement } from './record-order-movement.command.js';

@CommandHandler(RecordOrderMovement)
export class RecordOrderMovementHandler implements ICommandHandler<RecordOrderMovement> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ orderId, kind, form, movementId, context }: RecordOrderMovement) {
    const request = { form, movementId, by: movementByOf(context), now: context.now };
    const { position, version } = await this.aggregates.handle({
      ...orderAggregate(orderId),
      command: kind === 'payment' ? { type: 'RecordOrderPayment', ...request } : { type: 'RecordOrderRefund', ...request },
      context,
    });
    return { id: orderId, position, version };
  }
}
