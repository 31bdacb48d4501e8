import { Injectable } from '@nestjs/common';
import { CASH_METHODS, cashCloseEvents, expectedCashCents, type CashCount } from '@taller/domain';
import type { RecordedEvent } from '@taller/event-store';
import type { Projection } from '../projections/projection.js';
import { lookup, type ProjectionContext } from '../projections/projection-context.js';
import { CashCloseRow } from './cash-close-row.entity.js';

const numberOf = (recorded: RecordedEvent) => Number(recorded.streamId.slice('cash-'.length));

/** The figures of a count as the list shows them. */
function countFields(count: CashCount) {
  let inCents = 0;
  let outCents = 0;
  for (const method of CASH_METHODS) {
    inCents += count.expected[method].inCents;
    outCents += count.expected[method].outCents;
  }
  return {
    floatCents: count.floatCents,
    expectedCashCents: expectedCashCents(count.floatCents, count.expected),
    countedCashCents: count.countedCashCents,
    differenceCents: count.differenceCents,
    inCents,
    outCents,
    note: count.note,
    updatedAt: new Date(count.countedAt),
  };
}

/** The list of closed days ('Cierres de caja'), newest first. */
@Injectable()
export class CashClosesProjection implements Projection {
  readonly name = 'cash-closes';
  readonly label = 'Cierres de caja';
  readonly version = 1;
  readonly owns = [CashCloseRow];
  readonly lookups = [lookup(CashCloseRow, 'id', (e) => (e.type === 'CashCloseCorrected' ? numberOf(e) : undefined))];

  apply(recorded: RecordedEvent, rows: ProjectionContext): void {
    if (!cashCloseEvents.has(recorded.type)) return;
    const event = cashCloseEvents.parse(recorded);
    if (event.type === 'CashDayClosed') {
      rows.create(CashCloseRow, { id: numberOf(recorded), day: event.data.day, closedAt: new Date(event.data.countedAt), closedBy: event.data.by.name, corrections: 0, ...countFields(event.data) });
      return;
    }
    const row = rows.findOne(CashCloseRow, numberOf(recorded));
    if (!row) return;
    Object.assign(row, countFields(event.data));
    row.corrections += 1;
  }
}
