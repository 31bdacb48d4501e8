import { madridDay } from '../shared/dates.js';
import type { Decider } from '../shared/decider.js';
import { assertNever } from '../shared/decider.js';
import { NotFound, RuleBroken } from '../shared/errors.js';
import { validate } from '../shared/validation.js';
import type { ClientDetails, ClientEvent } from './client.events.js';
import { clientMessages as m } from './client.messages.js';
import { clientEditSchema, newClientSchema, quickClientSchema } from './client.rules.js';
import { evolveClient, initialClient, type Client } from './client.js';

export type ClientCommand =
  | {
      type: 'RegisterClient';
      /** The form as sent, checked here; `quick`: the name-and-phone form of new work. */
      data: Record<string, unknown> & { clientId: number };
      quick?: boolean;
      now: Date;
    }
  | { type: 'CorrectClientDetails'; data: Record<string, unknown> }
  | {
      type: 'DeleteClient';
      /** Whether repairs, revisions or orders of the client exist: the handler looks. */
      hasWork: boolean;
    }
  /** Destroys the person's data; allowed on a deleted client too (its history still named them). */
  | { type: 'ForgetClient' }
  | ({ type: 'LinkAccount' } & AccountLinkChange)
  | ({ type: 'UnlinkAccount' } & AccountLinkChange);

/** A customer account staff link to the client or unlink from it. */
interface AccountLinkChange {
  account: { id: number; email: string };
  /** Whether the account sees the client's work now (by its verified e-mail, or linked earlier): the handler looks. */
  linkedNow: boolean;
}

type LiveClient = Extract<Client, { exists: true }>;

/** A client that can be acted on: registered, not deleted, not forgotten. */
export function requireClient(state: Client): LiveClient {
  if (!state.exists || state.deleted || state.forgotten) throw new NotFound(m.notFound);
  return state;
}

/** Whether new work (a repair, a revision, an order) can be registered for the client. */
export const clientTakesWork = (state: Client): boolean => state.exists && !state.deleted && !state.forgotten;

function registerClient(command: Extract<ClientCommand, { type: 'RegisterClient' }>, state: Client): ClientEvent[] {
  if (state.exists) throw new RuleBroken('El cliente ya existe');
  const form = command.quick
    ? { ...validate(newClientSchema, validate(quickClientSchema, command.data, m.quickClientIncomplete)) }
    : validate(newClientSchema, command.data, m.formHasErrors);
  const { registrationDate, ...details } = form;
  return [
    {
      type: 'ClientRegistered',
      data: { clientId: command.data.clientId, ...details, registrationDate: registrationDate ?? madridDay(command.now) },
    },
  ];
}

/**
 * Records only what really changed; a field not sent keeps its value. Fields sent as they
 * are need no checking: the whole record of a client without e-mail saves, but an e-mail
 * (or phone) changed to nothing is refused.
 */
function correctClientDetails(data: Record<string, unknown>, state: Client): ClientEvent[] {
  const client = requireClient(state);
  const sent = Object.fromEntries(Object.entries(data).filter(([key, value]) => value !== client[key as keyof ClientDetails]));
  const form = validate(clientEditSchema, sent, m.formHasErrors);
  const changes: Partial<ClientDetails> = {};
  for (const [key, value] of Object.entries(form) as [keyof ClientDetails, string][]) {
    if (value !== undefined && value !== client[key]) Object.assign(changes, { [key]: value });
  }
  return Object.keys(changes).length > 0 ? [{ type: 'ClientDetailsCorrected', data: { changes } }] : [];
}

function deleteClient(hasWork: boolean, state: Client): ClientEvent[] {
  requireClient(state);
  if (hasWork) throw new RuleBroken(m.hasWork);
  return [{ type: 'ClientDeleted', data: {} }];
}

function forgetClient(state: Client): ClientEvent[] {
  if (!state.exists) throw new NotFound(m.notFound);
  if (state.forgotten) throw new RuleBroken(m.alreadyForgotten);
  return [{ type: 'ClientForgotten', data: {} }];
}

/** Links or unlinks an account; nothing when it already is as asked (a retry, a second click). */
function changeAccountLink(linked: boolean, { account, linkedNow }: AccountLinkChange, state: Client): ClientEvent[] {
  requireClient(state);
  if (linkedNow === linked) return [];
  const data = { accountId: account.id, email: account.email };
  return [linked ? { type: 'ClientAccountLinked', data } : { type: 'ClientAccountUnlinked', data }];
}

export function decideClient(command: ClientCommand, state: Client): ClientEvent[] {
  switch (command.type) {
    case 'RegisterClient':
      return registerClient(command, state);
    case 'CorrectClientDetails':
      return correctClientDetails(command.data, state);
    case 'DeleteClient':
      return deleteClient(command.hasWork, state);
    case 'ForgetClient':
      return forgetClient(state);
    case 'LinkAccount':
      return changeAccountLink(true, command, state);
    case 'UnlinkAccount':
      return changeAccountLink(false, command, state);
    default:
      return assertNever(command);
  }
}

export const clientDecider: Decider<ClientCommand, ClientEvent, Client> = {
  initialState: initialClient,
  evolve: evolveClient,
  decide: decideClient,
};
