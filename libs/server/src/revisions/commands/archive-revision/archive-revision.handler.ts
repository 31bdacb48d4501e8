import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { revisionAggregate } from '../../revision.stream.js';
import { ArchiveRevision } from './archive-revision.command.js';

@CommandHandler(ArchiveRevision)
export class ArchiveRevisionHandler implements ICommandHandler<ArchiveRevision> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ revisionId, context }: ArchiveRevision) {
    const { position, version } = await this.aggregates.handle({
      ...revisionAggregate(revisionId),
      command: { type: 'ArchiveRevision' },
      context,
    });
    return { id: revisionId, position, version };
  }
}
