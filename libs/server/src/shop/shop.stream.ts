import { shopDecider, shopEvents, shopMessages } from '@taller/domain';
import { streamName } from '@taller/event-store';

/** The shop is one record: a single stream, `shop-1`. */
export const SHOP_STREAM = streamName('shop', 1);

/** Everything the aggregate store needs to run a command on the shop's settings. */
export const shopAggregate = () => ({
  streamId: SHOP_STREAM,
  decider: shopDecider,
  catalogue: shopEvents,
  conflictMessage: shopMessages.staleVersion,
});
