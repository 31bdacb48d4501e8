import { ERASED_PERSON, type ClientDetails, type ClientEvent } from './client.events.js';
import { assertNever } from '../shared/decider.js';

export type Client =
  | { exists: false }
  | ({ exists: true; deleted: boolean; forgotten: boolean; clientId: number; registrationDate: string | null } & ClientDetails);

export const initialClient: Client = { exists: false };

export function evolveClient(state: Client, event: ClientEvent): Client {
  switch (event.type) {
    case 'ClientRegistered': {
      const { clientId, registrationDate, ...details } = event.data;
      return { exists: true, deleted: false, forgotten: false, clientId, registrationDate, ...details };
    }
    case 'ClientDetailsCorrected':
      return state.exists ? { ...state, ...event.data.changes } : state;
    case 'ClientDeleted':
      return state.exists ? { ...state, deleted: true } : state;
    case 'ClientForgotten':
      return state.exists
        ? { ...state, forgotten: true, name: ERASED_PERSON, lastName: '', phone: '', email: '', company: '' }
        : state;
    case 'ClientAccountLinked':
    case 'ClientAccountUnlinked':
      // Which accounts see the client's work is the links' read model; the record is unchanged.
      return state;
    default:
      return assertNever(event);
  }
}
