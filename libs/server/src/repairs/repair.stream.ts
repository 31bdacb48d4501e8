import { repairDecider, repairEvents, repairMessages } from '@taller/domain';
import { streamName } from '@taller/event-store';

/** Everything the aggregate store needs to run a repair command. */
export const repairAggregate = (repairId: number) => ({
  streamId: streamName('repair', repairId),
  decider: repairDecider,
  catalogue: repairEvents,
  conflictMessage: repairMessages.staleVersion,
});
