import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { SecretBox } from '../../../secrets/secret-box.js';
import { sealUnlockCode, unlockCodeOf, unlockCodeSubject, withoutUnlockCode } from '../../../secrets/unlock-code.js';
import { revisionAggregate } from '../../revision.stream.js';
import { CorrectRevisionDetails } from './correct-revision-details.command.js';

@CommandHandler(CorrectRevisionDetails)
export class CorrectRevisionDetailsHandler implements ICommandHandler<CorrectRevisionDetails> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly secrets: SecretBox,
  ) {}

  async execute({ revisionId, form, expectedVersion, context }: CorrectRevisionDetails) {
    const unlockCode = await sealUnlockCode(this.secrets, unlockCodeSubject('revision', revisionId), unlockCodeOf(form));
    const { position, version } = await this.aggregates.handle({
      ...revisionAggregate(revisionId),
      command: { type: 'CorrectRevisionDetails', data: withoutUnlockCode(form), unlockCode },
      expectedVersion,
      context,
    });
    return { id: revisionId, position, version };
  }
}
