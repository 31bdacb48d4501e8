import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { changeTracking } from '../../tracked-records.js';
import { newTrackingToken } from '../../tracking-token.js';
import { IssueTracking } from './issue-tracking.command.js';

@CommandHandler(IssueTracking)
export class IssueTrackingHandler implements ICommandHandler<IssueTracking> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ kind, id, context }: IssueTracking) {
    const token = newTrackingToken();
    const { position, version } = await changeTracking(this.aggregates, kind, id, { issue: token }, context);
    return { id, position, version, token };
  }
}
