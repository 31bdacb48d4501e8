import { EntitySchema } from '@mikro-orm/core';

/** A client as lists and searches show it. */
export class ClientRow {
  id!: number;
  version!: number;
  name!: string;
  lastName!: string;
  phone!: string;
  email!: string;
  /** name, last name, phone and e-mail, lower case without accents, for `q`. */
  searchText!: string;
  createdAt!: Date;
  updatedAt!: Date;
}

export const ClientRowSchema = new EntitySchema<ClientRow>({
  class: ClientRow,
  tableName: 'client_rows',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: false },
    version: { type: 'integer' },
    name: { type: 'string', length: 80 },
    lastName: { type: 'string', length: 80 },
    phone: { type: 'string', length: 30 },
    email: { type: 'string', length: 200 },
    searchText: { type: 'text' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});

export function fullName(client: Pick<ClientRow, 'name' | 'lastName'>): string {
  return [client.name, client.lastName].filter(Boolean).join(' ');
}
