import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clientTakesWork, clientDecider, clientEvents, newOrderSchema, orderMessages, specialOrderFormSchema, validate, ValidationFailed } from '@taller/domain';
import { streamName, type EventStore } from '@taller/event-store';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { orderAggregate } from '../../order.stream.js';
import { PlaceOrder } from './place-order.command.js';
import { newTrackingToken } from '../../../tracking/tracking-token.js';
import { productAggregate } from '../../../products/product.stream.js';

@CommandHandler(PlaceOrder)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrder> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ form, context }: PlaceOrder) {
    // Checked before a number is taken, so a form with errors leaves no gap in the ids.
    const { clientId } = validate(newOrderSchema, form, orderMessages.formHasErrors);
    // An encargo of a catalogue product: that product must be there.
    const special = form['special'] === true ? validate(specialOrderFormSchema, form, orderMessages.formHasErrors) : null;
    const productExists = special?.productId != null ? await this.productExists(special.productId) : undefined;
    const client = await this.aggregates.load(streamName('client', clientId), clientDecider, clientEvents);
    const clientExists = clientTakesWork(client.state);
    // The decider refuses it too; refused here, an unknown client takes no order number either.
    if (!clientExists) throw new ValidationFailed({ clientId: orderMessages.clientNotFound }, orderMessages.clientNotFound);
    const orderId = await this.store.nextId('order');
    const { position, version } = await this.aggregates.handle({
      ...orderAggregate(orderId),
      command: { type: 'PlaceOrder', data: { ...form, orderId }, clientExists, productExists, now: context.now, trackingToken: newTrackingToken() },
      context,
    });
    return { id: orderId, position, version };
  }

  private async productExists(productId: number): Promise<boolean> {
    const { streamId, decider, catalogue } = productAggregate(productId);
    return (await this.aggregates.load(streamId, decider, catalogue)).state.exists;
  }
}
