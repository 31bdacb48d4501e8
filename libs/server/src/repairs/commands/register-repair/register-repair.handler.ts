import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clientTakesWork, clientDecider, clientEvents, newRepairSchema, repairMessages, validate } from '@taller/domain';
import { streamName, type EventStore } from '@taller/event-store';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { SecretBox } from '../../../secrets/secret-box.js';
import { repairAggregate } from '../../repair.stream.js';
import { sealUnlockCode, unlockCodeOf, unlockCodeSubject, withoutUnlockCode } from '../../../secrets/unlock-code.js';
import { RegisterRepair } from './register-repair.command.js';
import { newTrackingToken } from '../../../tracking/tracking-token.js';

@CommandHandler(RegisterRepair)
export class RegisterRepairHandler implements ICommandHandler<RegisterRepair> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly secrets: SecretBox,
  ) {}

  async execute({ form, context }: RegisterRepair) {
    // Checked before a number is taken, so a form with errors leaves no gap in the ids.
    const { clientId } = validate(newRepairSchema, form, repairMessages.formHasErrors);
    const clearCode = unlockCodeOf(form);
    const client = await this.aggregates.load(streamName('client', clientId), clientDecider, clientEvents);
    const repairId = await this.store.nextId('repair');
    const unlockCode = await sealUnlockCode(this.secrets, unlockCodeSubject('repair', repairId), clearCode);
    const { position, version } = await this.aggregates.handle({
      ...repairAggregate(repairId),
      command: {
        type: 'RegisterRepair',
        data: { ...withoutUnlockCode(form), repairId },
        clientExists: clientTakesWork(client.state),
        now: context.now,
        unlockCode,
        trackingToken: newTrackingToken(),
      },
      context,
    });
    return { id: repairId, position, version };
  }
}
