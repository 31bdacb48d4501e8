import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { productAggregate } from '../../product.stream.js';
import { CorrectProductDetails } from './correct-product-details.command.js';

@CommandHandler(CorrectProductDetails)
export class CorrectProductDetailsHandler implements ICommandHandler<CorrectProductDetails> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ productId, form, expectedVersion, context }: CorrectProductDetails) {
    const { position, version } = await this.aggregates.handle({
      ...productAggregate(productId),
      command: { type: 'CorrectProductDetails', data: form },
      expectedVersion,
      context,
    });
    return { id: productId, position, version };
  }
}
