import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { EMPTY_DAY_TOTALS, type DayTotals, type LedgerReading } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { EVENT_STORE } from '../event-sourcing/tokens.js';
import { MIKRO_ORM } from '../persistence/orm.js';
import { Projector } from '../projections/projector.js';
import { MoneyMovementRow } from '../payments/ledger/money-movement-row.entity.js';

/** A day's totals per method from a set of movements. */
export function totalsOf(rows: readonly Pick<MoneyMovementRow, 'method' | 'direction' | 'amountCents'>[]): DayTotals {
  const totals = structuredClone(EMPTY_DAY_TOTALS);
  for (const row of rows) {
    if (row.direction === 'in') totals[row.method].inCents += row.amountCents;
    else totals[row.method].outCents += row.amountCents;
  }
  return totals;
}

/**
 * The ledger of a day as of now: every movement recorded up to the end of the global log, once
 * the ledger's projection has caught up with it (a close counted against a ledger behind the
 * log would be wrong, so this refuses rather than guess).
 */
@Injectable()
export class CashLedger {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly projector: Projector,
  ) {}

  async movementsOf(day: string): Promise<{ rows: MoneyMovementRow[]; upToPosition: number }> {
    const upToPosition = await this.store.headPosition();
    if (upToPosition > 0 && !(await this.projector.waitFor(upToPosition))) {
      throw new ServiceUnavailableException({ message: 'El registro de cobros va con retraso: vuelve a intentarlo en un momento' });
    }
    const rows = await this.orm.em.fork().find(MoneyMovementRow, { day, position: { $lte: upToPosition } }, { orderBy: { position: 'ASC' } });
    return { rows, upToPosition };
  }

  async reading(day: string): Promise<LedgerReading & { rows: MoneyMovementRow[] }> {
    const { rows, upToPosition } = await this.movementsOf(day);
    return { expected: totalsOf(rows), upToPosition, rows };
  }
}
