import { EntitySchema } from '@mikro-orm/core';

/**
 * Staff's last decision about one customer account and one client: linked by hand (`linked`),
 * or unlinked (an account that would see the client by its e-mail included). Without a row, an
 * account sees the client whose e-mail is its verified e-mail. Projected from the client's
 * `ClientAccountLinked` / `ClientAccountUnlinked` events, which keep who and when for the
 * history and the audit; a deleted client's rows go.
 */
export class ClientAccountLink {
  /** `12:7`: the client and the account (one row per pair). */
  key!: string;
  clientId!: number;
  accountId!: number;
  linked!: boolean;
  /** Who decided: the staff account's id (null for the command line) and name, as the event records them. */
  changedById!: number | null;
  changedBy!: string;
  changedAt!: Date;
}

export const ClientAccountLinkSchema = new EntitySchema<ClientAccountLink>({
  class: ClientAccountLink,
  tableName: 'client_account_links',
  indexes: [{ properties: ['accountId'] }],
  uniques: [{ properties: ['clientId', 'accountId'] }],
  properties: {
    key: { type: 'string', length: 40, primary: true },
    clientId: { type: 'integer' },
    accountId: { type: 'integer' },
    linked: { type: 'boolean' },
    changedById: { type: 'integer', nullable: true },
    changedBy: { type: 'string', length: 200 },
    changedAt: { type: 'datetime' },
  },
});
