import { EntitySchema, type Opt } from '@mikro-orm/core';

/**
 * A "forgot password" link that was e-mailed. Only the SHA-256 of its token is kept; it opens
 * once (`usedAt`) and only until `expiresAt`.
 */
export class PasswordReset {
  tokenHash!: string;
  accountId!: number;
  createdAt!: Date;
  expiresAt!: Date;
  usedAt!: Opt<Date> | null;
}

export const PasswordResetSchema = new EntitySchema<PasswordReset>({
  class: PasswordReset,
  tableName: 'password_resets',
  indexes: [{ properties: ['accountId'] }],
  properties: {
    tokenHash: { type: 'string', length: 64, primary: true },
    accountId: { type: 'integer' },
    createdAt: { type: 'datetime' },
    expiresAt: { type: 'datetime' },
    usedAt: { type: 'datetime', nullable: true, default: null },
  },
});
