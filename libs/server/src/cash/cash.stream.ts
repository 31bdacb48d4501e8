import { cashCloseEvents, cashDayDecider, cashDayNumber } from '@taller/domain';
import { streamName } from '@taller/event-store';

/** Each day's cash is one record: `cash-20270331`. */
export const cashAggregate = (day: string) => ({
  streamId: streamName('cash', cashDayNumber(day)),
  decider: cashDayDecider,
  catalogue: cashCloseEvents,
  conflictMessage: 'La caja de ese día cambió mientras la cerrabas: vuelve a cargarla',
});
