import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { ClientDuplicates } from '../../client-duplicates.js';
import { clientAggregate } from '../../client.stream.js';
import { CorrectClientDetails } from './correct-client-details.command.js';

@CommandHandler(CorrectClientDetails)
export class CorrectClientDetailsHandler implements ICommandHandler<CorrectClientDetails> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly duplicates: ClientDuplicates,
  ) {}

  async execute({ clientId, changes, expectedVersion, context }: CorrectClientDetails) {
    await this.duplicates.refuse(changes, clientId);
    const { position, version } = await this.aggregates.handle({
      ...clientAggregate(clientId),
      command: { type: 'CorrectClientDetails', data: changes },
      expectedVersion,
      context,
    });
    return { id: clientId, position, version };
  }
}
