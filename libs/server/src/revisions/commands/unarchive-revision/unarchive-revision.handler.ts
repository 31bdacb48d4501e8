import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { revisionAggregate } from '../../revision.stream.js';
import { UnarchiveRevision } from './unarchive-revision.command.js';

@CommandHandler(UnarchiveRevision)
export class UnarchiveRevisionHandler implements ICommandHandler<UnarchiveRevision> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ revisionId, context }: UnarchiveRevision) {
    const { position, version } = await this.aggregates.handle({
      ...revisionAggregate(revisionId),
      command: { type: 'UnarchiveRevision' },
      context,
    });
    return { id: revisionId, position, version };
  }
}
