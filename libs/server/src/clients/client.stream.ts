import { clientDecider, clientEvents, clientMessages } from '@taller/domain';
import { streamName } from '@taller/event-store';

/** Everything the aggregate store needs to run a client command. */
export const clientAggregate = (clientId: number) => ({
  streamId: streamName('client', clientId),
  decider: clientDecider,
  catalogue: clientEvents,
  conflictMessage: clientMessages.changedMeanwhile,
});
