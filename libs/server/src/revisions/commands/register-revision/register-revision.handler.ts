import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clientTakesWork, clientDecider, clientEvents, newRevisionSchema, revisionMessages, validate } from '@taller/domain';
import { streamName, type EventStore } from '@taller/event-store';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { SecretBox } from '../../../secrets/secret-box.js';
import { sealUnlockCode, unlockCodeOf, unlockCodeSubject, withoutUnlockCode } from '../../../secrets/unlock-code.js';
import { revisionAggregate } from '../../revision.stream.js';
import { RegisterRevision } from './register-revision.command.js';
import { newTrackingToken } from '../../../tracking/tracking-token.js';

@CommandHandler(RegisterRevision)
export class RegisterRevisionHandler implements ICommandHandler<RegisterRevision> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly secrets: SecretBox,
  ) {}

  async execute({ form, context }: RegisterRevision) {
    // Checked before a number is taken, so a form with errors leaves no gap in the ids.
    const { clientId } = validate(newRevisionSchema, form, revisionMessages.formHasErrors);
    const clearCode = unlockCodeOf(form);
    const client = await this.aggregates.load(streamName('client', clientId), clientDecider, clientEvents);
    const revisionId = await this.store.nextId('revision');
    const unlockCode = await sealUnlockCode(this.secrets, unlockCodeSubject('revision', revisionId), clearCode);
    const { position, version } = await this.aggregates.handle({
      ...revisionAggregate(revisionId),
      command: {
        type: 'RegisterRevision',
        data: { ...withoutUnlockCode(form), revisionId },
        clientExists: clientTakesWork(client.state),
        unlockCode,
        trackingToken: newTrackingToken(),
      },
      context,
    });
    return { id: revisionId, position, version };
  }
}
