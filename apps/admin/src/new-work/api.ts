import { HttpError } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import type { Client } from '../providers/types';

/** A client as the search answers it: enough to recognise the customer at the counter. */
export type ClientChoice = Pick<Client, 'id' | 'name' | 'lastName' | 'phone' | 'email'>;

/** The spec's client search starts after 2 typed characters (back-office.md §9). */
export const CLIENT_SEARCH_MIN_CHARS = 2;

/** `GET /api/clients/search?q=`: up to 20 matches over name, last name, phone and e-mail. */
export async function searchClients(text: string, signal?: AbortSignal): Promise<ClientChoice[]> {
  const { json } = await httpClient(`/api/clients/search?q=${encodeURIComponent(text)}`, { signal });
  return Array.isArray(json) ? (json as ClientChoice[]) : [];
}

export type QuickClientAnswer =
  | { outcome: 'created'; client: Client }
  /** Another client already has that phone (or e-mail): 409 with that client. */
  | { outcome: 'exists'; client: ClientChoice };

/** `POST /api/clients/quick` `{name, phone}`; any other refusal is thrown as it came. */
export async function createQuickClient(form: { name: string; phone: string }): Promise<QuickClientAnswer> {
  try {
    const { json } = await httpClient('/api/clients/quick', { method: 'POST', body: JSON.stringify(form) });
    return { outcome: 'created', client: json as Client };
  } catch (error) {
    const existing = error instanceof HttpError && error.status === 409 ? (error.body as { existing?: ClientChoice })?.existing : undefined;
    if (existing) return { outcome: 'exists', client: existing };
    throw error;
  }
}

/** "María García López" */
export const clientFullName = (client: Pick<ClientChoice, 'name' | 'lastName'>) =>
  `${client.name} ${client.lastName ?? ''}`.trim();
