import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clientDecider, clientEvents, clientMessages, newClientSchema, validate } from '@taller/domain';
import { streamName, type EventStore } from '@taller/event-store';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { RegisterClient } from './register-client.command.js';

@CommandHandler(RegisterClient)
export class RegisterClientHandler implements ICommandHandler<RegisterClient> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ form, context }: RegisterClient) {
    validate(newClientSchema, form, 'Por favor, corrige los errores en el formulario');
    const clientId = await this.store.nextId('client');
    const { position, version } = await this.aggregates.handle({
      streamId: streamName('client', clientId),
      decider: clientDecider,
      catalogue: clientEvents,
      command: {
        type: 'RegisterClient',
        data: { clientId, name: form.name, lastName: form.lastName, phone: form.phone, email: form.email },
      },
      context,
      conflictMessage: clientMessages.notFound,
    });
    return { id: clientId, position, version };
  }
}
