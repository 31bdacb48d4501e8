import { EntitySchema, type Opt } from '@mikro-orm/core';

/**
 * A link e-mailed to prove a customer owns their account's address. Only the SHA-256 of its
 * token is kept; it opens once (`usedAt`), only until `expiresAt`, and only while the account
 * still has the address it was sent to (`email`).
 */
export class EmailVerification {
  tokenHash!: string;
  accountId!: number;
  email!: string;
  createdAt!: Date;
  expiresAt!: Date;
  usedAt!: Opt<Date> | null;
}

export const EmailVerificationSchema = new EntitySchema<EmailVerification>({
  class: EmailVerification,
  tableName: 'email_verifications',
  indexes: [{ properties: ['accountId'] }],
  properties: {
    tokenHash: { type: 'string', length: 64, primary: true },
    accountId: { type: 'integer' },
    email: { type: 'string', length: 200 },
    createdAt: { type: 'datetime' },
    expiresAt: { type: 'datetime' },
    usedAt: { type: 'datetime', nullable: true, default: null },
  },
});
