import { Injectable } from '@nestjs/common';
import { expectedCashCents, madridDay, requireClosableDay, type CashCount, type DayTotals } from '@taller/domain';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { paymentJson } from '../../../payments/queries/list-payments/list-payments.handler.js';
import { CashLedger } from '../../cash-ledger.js';
import { cashAggregate } from '../../cash.stream.js';

const countJson = (count: CashCount, index: number) => ({
  kind: index === 0 ? ('close' as const) : ('correction' as const),
  ...count,
  expectedCashCents: expectedCashCents(count.floatCents, count.expected),
});

/**
 * A day's cash as the 'Caja' screen, the printable summary and `taller cash day` show it: the
 * movements of the day and their totals per method now, and, once closed, the close and every
 * correction, each against the totals it was counted on; the movements recorded after the last
 * count are named, so a late payment is never hidden in a closed day.
 */
@Injectable()
export class CashDays {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ledger: CashLedger,
  ) {}

  async of(asked: unknown, now: Date) {
    const day = requireClosableDay(asked, now);
    const [{ expected, rows, upToPosition }, { state }] = await Promise.all([
      this.ledger.reading(day),
      this.aggregates.load(cashAggregate(day).streamId, cashAggregate(day).decider, cashAggregate(day).catalogue),
    ]);
    const counts = state.closed ? state.counts.map(countJson) : [];
    const last = counts.at(-1);
    return {
      id: day,
      day,
      today: day === madridDay(now),
      closed: state.closed,
      totals: expected as DayTotals,
      upToPosition,
      movements: rows.map((row) => ({ ...paymentJson(row), afterCount: last !== undefined && row.position > last.upToPosition })),
      counts,
      /** Movements recorded after the last count: a correction takes them in. */
      movementsAfterCount: last === undefined ? 0 : rows.filter((row) => row.position > last.upToPosition).length,
    };
  }
}
export type CashDayJson = Awaited<ReturnType<CashDays['of']>>;
