import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clientMessages, newClientSchema, quickClientSchema, validate } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { ClientDuplicates } from '../../client-duplicates.js';
import { clientAggregate } from '../../client.stream.js';
import { RegisterClient } from './register-client.command.js';

@CommandHandler(RegisterClient)
export class RegisterClientHandler implements ICommandHandler<RegisterClient> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly duplicates: ClientDuplicates,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ form, context, quick }: RegisterClient) {
    // Checked before a number is taken, so a form with errors leaves no gap in the ids.
    const details = quick
      ? validate(quickClientSchema, form, clientMessages.quickClientIncomplete)
      : validate(newClientSchema, form, clientMessages.formHasErrors);
    await this.duplicates.refuse(details);
    const clientId = await this.store.nextId('client');
    const { position, version } = await this.aggregates.handle({
      ...clientAggregate(clientId),
      command: { type: 'RegisterClient', data: { ...form, clientId }, quick, now: context.now },
      context,
    });
    return { id: clientId, position, version };
  }
}
