import { EntitySchema } from '@mikro-orm/core';
import type { ClientStatus } from '@taller/domain';
import { SORT_KEY_LENGTH, type SortKeyColumns } from '../shared/sort-key.js';

/** A client as lists, searches and the detail show it. */
export class ClientRow {
  id!: number;
  version!: number;
  name!: string;
  lastName!: string;
  phone!: string;
  email!: string;
  company!: string;
  status!: ClientStatus;
  /** Their personal data was destroyed (RGPD): the row stays, named `ERASED_PERSON`, for the work that points to it. */
  forgotten!: boolean;
  /** `YYYY-MM-DD`, Madrid. */
  registrationDate!: string;
  /** The phone's digits without Spain's prefix, and the e-mail in lower case: duplicates. */
  phoneKey!: string;
  emailKey!: string;
  /** name, last name, phone (also as digits), e-mail and company, lower case without accents, for `q`. */
  searchText!: string;
  /** Spanish sort keys of the texts a list sorts by (shared/sort-key.ts). */
  nameKey!: string;
  lastNameKey!: string;
  companyKey!: string;
  createdAt!: Date;
  updatedAt!: Date;
}

export const ClientRowSchema = new EntitySchema<ClientRow>({
  class: ClientRow,
  tableName: 'client_rows',
  // The list's sorts (by name: then last name, list-clients.handler.ts) and status filter read in
  // order from an index (list-page.ts); the keys find duplicates.
  indexes: [
    { properties: ['nameKey', 'lastNameKey', 'name', 'lastName', 'id'] },
    { properties: ['phoneKey'] },
    { properties: ['emailKey'] },
    { properties: ['name'] },
    { properties: ['email', 'id'] },
    { properties: ['phone', 'id'] },
    { properties: ['registrationDate', 'id'] },
    { properties: ['status', 'id'] },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: false },
    version: { type: 'integer' },
    name: { type: 'string', length: 80 },
    lastName: { type: 'string', length: 80 },
    phone: { type: 'string', length: 30 },
    email: { type: 'string', length: 200 },
    company: { type: 'string', length: 120, default: '' },
    status: { type: 'string', length: 10, default: 'active' },
    forgotten: { type: 'boolean', default: false },
    registrationDate: { type: 'string', length: 10, default: '' },
    phoneKey: { type: 'string', length: 30, default: '' },
    emailKey: { type: 'string', length: 200, default: '' },
    searchText: { type: 'text' },
    nameKey: { type: 'string', length: SORT_KEY_LENGTH, default: '' },
    lastNameKey: { type: 'string', length: SORT_KEY_LENGTH, default: '' },
    companyKey: { type: 'string', length: SORT_KEY_LENGTH, default: '' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});

export function fullName(client: Pick<ClientRow, 'name' | 'lastName'>): string {
  return [client.name, client.lastName].filter(Boolean).join(' ');
}

/** The texts its list sorts in Spanish order, and their key columns. */
export const clientSortKeys: SortKeyColumns<ClientRow> = { name: 'nameKey', lastName: 'lastNameKey', company: 'companyKey' };
