import { orderDecider, orderEvents, orderMessages } from '@taller/domain';
import { streamName } from '@taller/event-store';

/** Everything the aggregate store needs to run an order command. */
export const orderAggregate = (orderId: number) => ({
  streamId: streamName('order', orderId),
  decider: orderDecider,
  catalogue: orderEvents,
  conflictMessage: orderMessages.staleVersion,
});
