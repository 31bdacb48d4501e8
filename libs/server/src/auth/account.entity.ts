import { EntitySchema } from '@mikro-orm/core';

export const ACCOUNT_ROLES = ['administrador', 'gerente', 'customer'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
export const STAFF_ROLES: readonly AccountRole[] = ['administrador', 'gerente'];

/** A person who signs in. Not event-sourced: an immutable log is no home for a password hash. */
export class Account {
  id!: number;
  email!: string;
  name!: string;
  role!: AccountRole;
  passwordHash!: string;
  createdAt!: Date;
}

export const AccountSchema = new EntitySchema<Account>({
  class: Account,
  tableName: 'accounts',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    email: { type: 'string', length: 200, unique: true },
    name: { type: 'string', length: 120 },
    role: { type: 'string', length: 20 },
    passwordHash: { type: 'string', length: 300 },
    createdAt: { type: 'datetime' },
  },
});

/** A signed-in browser. Only a hash of the cookie's token is kept. */
export class Session {
  tokenHash!: string;
  accountId!: number;
  createdAt!: Date;
  lastSeenAt!: Date;
  expiresAt!: Date;
  /** "Recordarme": the cookie outlives the browser. */
  persistent!: boolean;
}

export const SessionSchema = new EntitySchema<Session>({
  class: Session,
  tableName: 'sessions',
  indexes: [{ properties: ['accountId'] }],
  properties: {
    tokenHash: { type: 'string', length: 64, primary: true },
    accountId: { type: 'integer' },
    createdAt: { type: 'datetime' },
    lastSeenAt: { type: 'datetime' },
    expiresAt: { type: 'datetime' },
    persistent: { type: 'boolean' },
  },
});
