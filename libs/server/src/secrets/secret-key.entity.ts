import { EntitySchema } from '@mikro-orm/core';

/**
 * The key that seals one record's secrets (a repair's unlock code). A plain table, not the
 * log: deleting the key is how a secret is purged, while the log itself is never rewritten.
 */
export class SecretKey {
  /** The record it belongs to, e.g. `repair-12`. */
  subject!: string;
  /** 32 random bytes, base64. */
  key!: string;
  createdAt!: Date;
}

export const SecretKeySchema = new EntitySchema<SecretKey>({
  class: SecretKey,
  tableName: 'secret_keys',
  properties: {
    subject: { type: 'string', length: 100, primary: true },
    key: { type: 'string', length: 64 },
    createdAt: { type: 'datetime' },
  },
});
