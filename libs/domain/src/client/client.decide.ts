import type { Decider } from '../shared/decider.js';
import { assertNever } from '../shared/decider.js';
import { NotFound, RuleBroken } from '../shared/errors.js';
import { validate } from '../shared/validation.js';
import type { ClientEvent } from './client.events.js';
import { clientMessages } from './client.messages.js';
import { newClientSchema } from './client.rules.js';
import { evolveClient, initialClient, type Client } from './client.js';

export type ClientCommand = {
  type: 'RegisterClient';
  data: { clientId: number; name: unknown; lastName?: unknown; phone: unknown; email?: unknown };
};

function registerClient(command: ClientCommand['data'], state: Client): ClientEvent[] {
  if (state.exists) throw new RuleBroken('El cliente ya existe');
  const details = validate(newClientSchema, command);
  return [{ type: 'ClientRegistered', data: { clientId: command.clientId, ...details } }];
}

export function decideClient(command: ClientCommand, state: Client): ClientEvent[] {
  switch (command.type) {
    case 'RegisterClient':
      return registerClient(command.data, state);
    default:
      return assertNever(command.type);
  }
}

export function requireClient(state: Client): Extract<Client, { exists: true }> {
  if (!state.exists) throw new NotFound(clientMessages.notFound);
  return state;
}

export const clientDecider: Decider<ClientCommand, ClientEvent, Client> = {
  initialState: initialClient,
  evolve: evolveClient,
  decide: decideClient,
};
