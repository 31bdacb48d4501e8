import type { ClientDetails, ClientEvent } from './client.events.js';
import { assertNever } from '../shared/decider.js';

export type Client =
  | { exists: false }
  | ({ exists: true; clientId: number } & ClientDetails);

export const initialClient: Client = { exists: false };

export function evolveClient(state: Client, event: ClientEvent): Client {
  switch (event.type) {
    case 'ClientRegistered': {
      const { clientId, ...details } = event.data;
      return { exists: true, clientId, ...details };
    }
    case 'ClientDetailsCorrected':
      return state.exists ? { ...state, ...event.data.changes } : state;
    default:
      return assertNever(event);
  }
}
