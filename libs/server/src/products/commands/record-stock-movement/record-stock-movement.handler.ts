import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { productAggregate } from '../../product.stream.js';
import { RecordStockMovement, STOCK_MOVEMENTS } from './record-stock-movement.command.js';

/** Counter sales of one product at once are each decided on the units left, however many collide. */
export const STOCK_ATTEMPTS = 50;

@CommandHandler(RecordStockMovement)
export class RecordStockMovementHandler implements ICommandHandler<RecordStockMovement> {
  constructor(private readonly aggregates: AggregateStore) {}

  /** No version asked: movements add up, and the decider refuses what the units do not allow. */
  async execute({ productId, movement, form, context }: RecordStockMovement) {
    const { position, version } = await this.aggregates.handle({
      ...productAggregate(productId),
      command: { type: STOCK_MOVEMENTS[movement], data: form },
      context,
      attempts: STOCK_ATTEMPTS,
    });
    return { id: productId, position, version };
  }
}
