import { BigIntType, EntitySchema } from '@mikro-orm/core';

/**
 * One count of attempts in a fixed window: contact messages from an address, failed passwords
 * of an e-mail from an address, reset e-mails to an inbox… In the database,
 * so that a restart forgives nothing and several instances share it. Not event-sourced: a
 * plain table (DESIGN.md).
 */
export class AttemptCounter {
  /** `<scope>:<SHA-256 of who>`: the scope readable, the e-mail or address not kept in clear. */
  key!: string;
  hits!: number;
  /** When the window ends (epoch milliseconds): the count starts again after it. */
  resetsAt!: number;
}

export const AttemptCounterSchema = new EntitySchema<AttemptCounter>({
  class: AttemptCounter,
  tableName: 'attempt_counters',
  indexes: [{ properties: ['resetsAt'] }],
  properties: {
    key: { type: 'string', length: 120, primary: true, fieldName: 'counter_key' },
    hits: { type: 'integer' },
    resetsAt: { type: new BigIntType('number'), fieldName: 'resets_at' },
  },
});
