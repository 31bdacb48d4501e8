import { EntitySchema } from '@mikro-orm/core';

/** A closed day, as the list of closes shows it: its last count (the close, or its latest correction). */
export class CashCloseRow {
  /** The day as a number, `20270331` (its stream's). */
  id!: number;
  /** `YYYY-MM-DD`. */
  day!: string;
  closedAt!: Date;
  closedBy!: string;
  floatCents!: number;
  expectedCashCents!: number;
  countedCashCents!: number;
  differenceCents!: number;
  /** Taken in and given back over the day by every method, at the last count. */
  inCents!: number;
  outCents!: number;
  corrections!: number;
  note!: string;
  updatedAt!: Date;
}

export const CashCloseRowSchema = new EntitySchema<CashCloseRow>({
  class: CashCloseRow,
  tableName: 'cash_close_rows',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: false },
    day: { type: 'string', length: 10 },
    closedAt: { type: 'datetime' },
    closedBy: { type: 'string', length: 200 },
    floatCents: { type: 'integer' },
    expectedCashCents: { type: 'integer' },
    countedCashCents: { type: 'integer' },
    differenceCents: { type: 'integer' },
    inCents: { type: 'integer' },
    outCents: { type: 'integer' },
    corrections: { type: 'integer' },
    note: { type: 'text' },
    updatedAt: { type: 'datetime' },
  },
});
