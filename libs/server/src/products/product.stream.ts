import { productDecider, productEvents, productMessages } from '@taller/domain';
import { streamName } from '@taller/event-store';

/** Everything the aggregate store needs to run a product command. */
export const productAggregate = (productId: number) => ({
  streamId: streamName('product', productId),
  decider: productDecider,
  catalogue: productEvents,
  conflictMessage: productMessages.staleVersion,
});
