import { Injectable } from '@nestjs/common';
import { invoiceEvents, madridDay, orderEvents, repairEvents, type MoneyMovement } from '@taller/domain';
import type { RecordedEvent } from '@taller/event-store';
import type { Projection } from '../../projections/projection.js';
import type { ProjectionContext } from '../../projections/projection-context.js';
import { MoneyMovementRow, type LedgerMethod } from './money-movement-row.entity.js';

/** An order's counter method (`credit_card`, `debit_card`…) as the ledger counts it. */
function ledgerMethodOfOrder(method: string): LedgerMethod {
  if (method === 'cash') return 'cash';
  if (method === 'online_payment') return 'card_online';
  return 'card';
}

/** The events that take or give back money. */
const MONEY_EVENTS = new Set([
  'RepairPaymentReceived',
  'RepairRefundGiven',
  'OrderPaymentReceived',
  'OrderRefundGiven',
  'OrderDepositPaid',
  'OrderDepositRefunded',
  'OrderPaidOnline',
  'OrderPaymentRefunded',
  // A counter sale's invoice carries the money taken with it (invoice/counter-sale.ts).
  'InvoiceIssued',
]);

const recordIdOf = (recorded: RecordedEvent): number => Number(recorded.streamId.slice(recorded.streamId.indexOf('-') + 1));

/**
 * The shop's ledger (issue 18): every movement of money in or out, by day and method, from the
 * events that record one. Repairs' and orders' payments and refunds at the counter; orders'
 * deposits, card payments on the site and what was given back of them.
 */
@Injectable()
export class MoneyMovementsProjection implements Projection {
  readonly name = 'money-movements';
  readonly label = 'Movimientos de dinero';
  /** 2: orders' payments and refunds at the counter; 3: counter sales and their returns (kind `counter`, recordId the invoice's id). */
  readonly version = 3;
  readonly owns = [MoneyMovementRow];
  readonly appendOnly = true;

  apply(recorded: RecordedEvent, rows: ProjectionContext): void {
    const at = new Date(recorded.metadata.occurredAt);
    const base = { position: recorded.position, recordId: recordIdOf(recorded), byName: recorded.metadata.actor.name, note: '' };
    const counter = (kind: string, direction: 'in' | 'out', movement: MoneyMovement, recordId = base.recordId) =>
      rows.create(MoneyMovementRow, {
        ...base,
        recordId,
        id: movement.movementId,
        kind,
        direction,
        amountCents: movement.amountCents,
        method: movement.method,
        day: movement.day,
        at: new Date(movement.at),
        byName: movement.by.name,
        note: movement.note,
      });
    const ofOrder = (direction: 'in' | 'out', amountCents: number, method: LedgerMethod, when: Date, note: string) =>
      rows.create(MoneyMovementRow, { ...base, id: recorded.id, kind: 'order', direction, amountCents, method, day: madridDay(when), at: when, note });

    // Only the events that move money are read: any other (and whatever its data) is not this ledger's.
    if (!MONEY_EVENTS.has(recorded.type)) return;
    if (invoiceEvents.has(recorded.type)) {
      const event = invoiceEvents.parse(recorded);
      // A sale's money comes in; a return's (or a correction's that comes to less) goes back out;
      // a correction that comes to more is charged.
      if (event.type === 'InvoiceIssued' && event.data.sale) counter('counter', event.data.totals.totalCents < 0 ? 'out' : 'in', event.data.sale.payment, event.data.invoiceId);
      return;
    }
    if (repairEvents.has(recorded.type)) {
      const event = repairEvents.parse(recorded);
      if (event.type === 'RepairPaymentReceived') counter('repair', 'in', event.data);
      else if (event.type === 'RepairRefundGiven') counter('repair', 'out', event.data);
      return;
    }
    if (!orderEvents.has(recorded.type)) return;
    const event = orderEvents.parse(recorded);
    switch (event.type) {
      case 'OrderPaymentReceived':
        counter('order', 'in', event.data);
        break;
      case 'OrderRefundGiven':
        counter('order', 'out', event.data);
        break;
      case 'OrderDepositPaid': {
        const paidAt = new Date(event.data.paidAt);
        ofOrder('in', event.data.amountCents, event.data.card ? 'card_online' : ledgerMethodOfOrder(event.data.method), paidAt, 'Señal');
        break;
      }
      case 'OrderDepositRefunded':
        ofOrder('out', event.data.amountCents, ledgerMethodOfOrder(event.data.method), at, 'Señal devuelta');
        break;
      case 'OrderPaidOnline':
        ofOrder('in', event.data.amountCents, 'card_online', at, 'Pago con tarjeta en la web');
        break;
      case 'OrderPaymentRefunded':
        ofOrder('out', event.data.amountCents, 'card_online', at, 'Devolución del pago con tarjeta');
        break;
    }
  }
}
