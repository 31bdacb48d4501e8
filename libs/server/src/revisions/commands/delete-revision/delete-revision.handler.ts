import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { SecretBox } from '../../../secrets/secret-box.js';
import { unlockCodeSubject } from '../../../secrets/unlock-code.js';
import { revisionAggregate } from '../../revision.stream.js';
import { DeleteRevision } from './delete-revision.command.js';

@CommandHandler(DeleteRevision)
export class DeleteRevisionHandler implements ICommandHandler<DeleteRevision> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly secrets: SecretBox,
  ) {}

  async execute({ revisionId, context }: DeleteRevision) {
    const { position, version } = await this.aggregates.handle({
      ...revisionAggregate(revisionId),
      command: { type: 'DeleteRevision' },
      context,
    });
    // Deleted, its code goes: the history stays, what the log holds of the code becomes noise.
    // After the append, so a refused deletion never loses it.
    await this.secrets.shred(unlockCodeSubject('revision', revisionId));
    return { id: revisionId, position, version };
  }
}
