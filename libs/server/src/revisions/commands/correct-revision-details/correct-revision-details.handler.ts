import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { revisionAggregate } from '../../revision.stream.js';
import { CorrectRevisionDetails } from './correct-revision-details.command.js';

@CommandHandler(CorrectRevisionDetails)
export class CorrectRevisionDetailsHandler implements ICommandHandler<CorrectRevisionDetails> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ revisionId, form, expectedVersion, context }: CorrectRevisionDetails) {
    const { position, version } = await this.aggregates.handle({
      ...revisionAggregate(revisionId),
      command: { type: 'CorrectRevisionDetails', data: form },
      expectedVersion,
      context,
    });
    return { id: revisionId, position, version };
  }
}
