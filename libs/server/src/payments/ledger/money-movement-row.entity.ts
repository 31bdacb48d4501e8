import { BigIntType, EntitySchema } from '@mikro-orm/core';
import { CASH_METHODS, type CashMethod } from '@taller/domain';

/** How money moved, as the cash close counts it: the counter's four ways, and a card paid on the site. */
export const LEDGER_METHODS = CASH_METHODS;
export type LedgerMethod = CashMethod;

/**
 * One movement of money, in or out, on any record (a repair, an order): the shop's ledger, fed
 * by the events that take or give back money, for the cash close and the owner's numbers.
 */
export class MoneyMovementRow {
  /** The movement's own id (`movementId`), or the event's for the events that predate them. */
  id!: string;
  /** Global position of its event: the ledger's order. */
  position!: number;
  /** `repair`, `order`, or `counter` (a counter sale: recordId is its invoice's id). */
  kind!: string;
  recordId!: number;
  /** `in`: taken from the customer; `out`: given back. */
  direction!: 'in' | 'out';
  amountCents!: number;
  method!: LedgerMethod;
  /** The Madrid day it belongs to (its cash close). */
  day!: string;
  at!: Date;
  byName!: string;
  note!: string;
}

export const MoneyMovementRowSchema = new EntitySchema<MoneyMovementRow>({
  class: MoneyMovementRow,
  tableName: 'money_movements',
  // By day: a cash close reads its day in order; the owner's 'Cobrado' sums a range per method and
  // direction from the index alone (it covers the amount).
  indexes: [{ properties: ['day', 'position'] }, { properties: ['kind', 'recordId'] }, { properties: ['day', 'method', 'direction', 'amountCents'] }],
  properties: {
    id: { type: 'string', length: 64, primary: true },
    position: { type: new BigIntType('number') },
    kind: { type: 'string', length: 20 },
    recordId: { type: 'integer' },
    direction: { type: 'string', length: 3 },
    amountCents: { type: 'integer' },
    method: { type: 'string', length: 20 },
    day: { type: 'string', length: 10 },
    at: { type: 'datetime' },
    byName: { type: 'string', length: 200 },
    note: { type: 'string', length: 400 },
  },
});
