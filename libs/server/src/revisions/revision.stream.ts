import { revisionDecider, revisionEvents, revisionMessages } from '@taller/domain';
import { streamName } from '@taller/event-store';

/** Everything the aggregate store needs to run a revision command. */
export const revisionAggregate = (revisionId: number) => ({
  streamId: streamName('revision', revisionId),
  decider: revisionDecider,
  catalogue: revisionEvents,
  conflictMessage: revisionMessages.staleVersion,
});
