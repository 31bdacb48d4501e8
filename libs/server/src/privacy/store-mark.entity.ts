import { EntitySchema } from '@mikro-orm/core';

/**
 * Facts about the shop's stores that outlive a process: which form its event log is in
 * (privacy/personal-data-mark.ts), the shape its tables were last brought to
 * (persistence/orm.ts). One row per fact.
 */
export class StoreMark {
  name!: string;
  value!: string;
  at!: Date;
}

export const StoreMarkSchema = new EntitySchema<StoreMark>({
  class: StoreMark,
  tableName: 'store_marks',
  properties: {
    name: { type: 'string', length: 60, primary: true },
    value: { type: 'string', length: 60 },
    at: { type: 'datetime' },
  },
});
