import { EntitySchema, type Opt } from '@mikro-orm/core';

export const ACCOUNT_ROLES = ['administrador', 'gerente', 'customer'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
export const STAFF_ROLES: readonly AccountRole[] = ['administrador', 'gerente'];

/**
 * Which login opened a session: the manager login (`staff`, /acceso-gerencia) or the
 * customer one. The spec tells a manager session apart from a staff member's regular session.
 */
export const SESSION_AREAS = ['staff', 'customer'] as const;
export type SessionArea = (typeof SESSION_AREAS)[number];

/** A person who signs in. Not event-sourced: an immutable log is no home for a password hash. */
export class Account {
  id!: number;
  email!: string;
  /** The first name (or, for an account made before registration existed, the whole name). */
  name!: string;
  /** Null for accounts made before registration existed (the demo and first staff accounts). */
  lastName!: Opt<string> | null;
  /** A Spanish mobile or landline as its 9 digits (`612345678`); unique when present. */
  phone!: Opt<string> | null;
  role!: AccountRole;
  passwordHash!: string;
  createdAt!: Date;
  /** A disabled staff account cannot sign in; null while active. Its events tell who and when. */
  disabledAt!: Opt<Date> | null;
  /** The last successful sign-in, for the team list; null until the first. */
  lastSignInAt!: Opt<Date> | null;
  /**
   * When the customer opened the link e-mailed to their current address; null until then, and
   * again after the e-mail changes. Until then the account sees none of the shop's work for
   * that address. Staff accounts need none (and have none).
   */
  emailVerifiedAt!: Opt<Date> | null;
}

/** "Carla Cliente": the first name and the last name, as the screens and the history show it. */
export function fullName(account: Pick<Account, 'name' | 'lastName'>): string {
  return [account.name, account.lastName].filter((part) => part && part.trim() !== '').join(' ');
}

export const AccountSchema = new EntitySchema<Account>({
  class: Account,
  tableName: 'accounts',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    email: { type: 'string', length: 200, unique: true },
    name: { type: 'string', length: 120 },
    lastName: { type: 'string', length: 120, nullable: true, default: null },
    phone: { type: 'string', length: 20, nullable: true, default: null, unique: true },
    role: { type: 'string', length: 20 },
    passwordHash: { type: 'string', length: 300 },
    createdAt: { type: 'datetime' },
    disabledAt: { type: 'datetime', nullable: true, default: null },
    lastSignInAt: { type: 'datetime', nullable: true, default: null },
    emailVerifiedAt: { type: 'datetime', nullable: true, default: null },
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
  area!: SessionArea;
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
    // Sessions opened before this column existed came from either login: call them regular.
    area: { type: 'string', length: 10, default: 'customer' },
  },
});
