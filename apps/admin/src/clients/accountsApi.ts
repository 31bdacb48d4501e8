import type { AccountCandidate, ClientAccounts } from '@taller/domain';
import type { Identifier } from 'react-admin';
import { httpClient } from '../providers/httpClient';

export type { AccountCandidate, ClientAccounts, LinkedAccount } from '@taller/domain';

/** What linking or unlinking answers: the client's accounts as they now are, and what happened. */
export interface AccountLinkChange extends ClientAccounts {
  message: string;
  changed: boolean;
}

const id = (value: Identifier) => encodeURIComponent(String(value));

export async function fetchClientAccounts(clientId: Identifier, signal?: AbortSignal): Promise<ClientAccounts> {
  return (await httpClient(`/api/clients/${id(clientId)}/accounts`, { signal, cache: 'no-store' })).json as ClientAccounts;
}

/** Customer accounts whose e-mail or phone holds `text` (3 characters or more). */
export async function searchCustomerAccounts(clientId: Identifier, text: string, signal?: AbortSignal): Promise<AccountCandidate[]> {
  const answer = await httpClient(`/api/clients/${id(clientId)}/accounts/search?q=${encodeURIComponent(text)}`, { signal, cache: 'no-store' });
  return (answer.json as { accounts: AccountCandidate[] }).accounts;
}

export async function linkClientAccount(clientId: Identifier, accountId: number): Promise<AccountLinkChange> {
  return (await httpClient(`/api/clients/${id(clientId)}/accounts`, { method: 'POST', body: JSON.stringify({ accountId }) })).json as AccountLinkChange;
}

export async function unlinkClientAccount(clientId: Identifier, accountId: number): Promise<AccountLinkChange> {
  return (await httpClient(`/api/clients/${id(clientId)}/accounts/${accountId}`, { method: 'DELETE' })).json as AccountLinkChange;
}
