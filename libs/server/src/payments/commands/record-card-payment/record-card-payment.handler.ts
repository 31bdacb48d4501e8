import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { orderAggregate } from '../../../orders/order.stream.js';
import { CardRefunds } from '../../card-refunds.js';
import { RecordCardPayment } from './record-card-payment.command.js';

/**
 * Records the payment on the reservation (the decider ignores a notification it already has).
 * A payment that arrives for a reservation cancelled meanwhile (it expired while the customer
 * was on the bank's page) is recorded and refunded at once.
 */
@CommandHandler(RecordCardPayment)
export class RecordCardPaymentHandler implements ICommandHandler<RecordCardPayment> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly refunds: CardRefunds,
  ) {}

  async execute({ orderId, payment, context }: RecordCardPayment) {
    const { position, version } = await this.aggregates.handle({ ...orderAggregate(orderId), command: { type: 'RecordCardPayment', payment, now: context.now }, context });
    const refunded = await this.refunds.settle(orderId, context);
    return { id: orderId, position: Math.max(position, refunded), version };
  }
}
