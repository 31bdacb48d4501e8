import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clientDecider, clientEvents, newRepairSchema, repairMessages, validate } from '@taller/domain';
import { streamName, type EventStore } from '@taller/event-store';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { repairAggregate } from '../../repair.stream.js';
import { RegisterRepair } from './register-repair.command.js';

@CommandHandler(RegisterRepair)
export class RegisterRepairHandler implements ICommandHandler<RegisterRepair> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ form, context }: RegisterRepair) {
    // Checked before a number is taken, so a form with errors leaves no gap in the ids.
    const { clientId } = validate(newRepairSchema, form, repairMessages.formHasErrors);
    const client = await this.aggregates.load(streamName('client', clientId), clientDecider, clientEvents);
    const repairId = await this.store.nextId('repair');
    const { position, version } = await this.aggregates.handle({
      ...repairAggregate(repairId),
      command: { type: 'RegisterRepair', data: { ...form, repairId }, clientExists: client.state.exists && !client.state.deleted, now: context.now },
      context,
    });
    return { id: repairId, position, version };
  }
}
