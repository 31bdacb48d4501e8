import { EntitySchema } from '@mikro-orm/core';

/**
 * A person forgotten (GDPR right to erasure): the ledger of erasures, which names no one. It
 * outlives their key on purpose: a backup restored from before the erasure reads it and does
 * not bring the person back, and no key is ever made for them again.
 */
export class Erasure {
  /** The person, e.g. `client-12`. */
  subject!: string;
  erasedAt!: Date;
}

export const ErasureSchema = new EntitySchema<Erasure>({
  class: Erasure,
  tableName: 'erasures',
  properties: {
    subject: { type: 'string', length: 100, primary: true },
    erasedAt: { type: 'datetime' },
  },
});
