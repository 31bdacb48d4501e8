import { accountDecider, accountEvents } from '@taller/domain';
import { streamName } from '@taller/event-store';

/** The stream of one staff account's changes: `account-7`, keyed by the accounts table's id. */
export const ACCOUNT_STREAM_PREFIX = 'account';

export function staffAccountAggregate(accountId: number) {
  return { streamId: streamName(ACCOUNT_STREAM_PREFIX, accountId), decider: accountDecider, catalogue: accountEvents };
}
