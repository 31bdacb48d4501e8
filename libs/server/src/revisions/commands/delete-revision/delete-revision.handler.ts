import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { revisionAggregate } from '../../revision.stream.js';
import { DeleteRevision } from './delete-revision.command.js';

@CommandHandler(DeleteRevision)
export class DeleteRevisionHandler implements ICommandHandler<DeleteRevision> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ revisionId, context }: DeleteRevision) {
    const { position, version } = await this.aggregates.handle({
      ...revisionAggregate(revisionId),
      command: { type: 'DeleteRevision' },
      context,
    });
    return { id: revisionId, position, version };
  }
}
