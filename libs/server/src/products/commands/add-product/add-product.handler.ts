import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { newProductSchema, productMessages, validate } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { productAggregate } from '../../product.stream.js';
import { AddProduct } from './add-product.command.js';

@CommandHandler(AddProduct)
export class AddProductHandler implements ICommandHandler<AddProduct> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ form, context }: AddProduct) {
    // Checked before a number is taken, so a form with errors leaves no gap in the ids.
    validate(newProductSchema, form, productMessages.formHasErrors);
    const productId = await this.store.nextId('product');
    const { position, version } = await this.aggregates.handle({
      ...productAggregate(productId),
      command: { type: 'AddProduct', data: { ...form, productId } },
      context,
    });
    return { id: productId, position, version };
  }
}
