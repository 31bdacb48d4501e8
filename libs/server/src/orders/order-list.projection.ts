import { Injectable } from '@nestjs/common';
import { orderEvents, orderTotalCents } from '@taller/domain';
import type { RecordedEvent } from '@taller/event-store';
import { clientNameLookups, clientNameOf, isClientChange, renameClientOn } from '../clients/client-names.js';
import type { Projection } from '../projections/projection.js';
import { lookup, type ProjectionContext } from '../projections/projection-context.js';
import { searchable } from '../shared/search-text.js';
import { OrderRow, orderSortKeys } from './order-row.entity.js';
import { setSortKeys } from '../shared/sort-key.js';

/** What `q` finds a row by, and the keys its list sorts by. */
function indexRow(row: OrderRow): void {
  row.searchText = searchable(row.name, row.description, row.clientName, row.pickupCode);
  setSortKeys(row, orderSortKeys);
}
const instant = (iso: string | null) => (iso === null ? null : new Date(iso));

@Injectable()
export class OrderListProjection implements Projection {
  readonly name = 'order-list';
  readonly label = 'Lista de pedidos';
  /**
   * 2: Spanish sort keys; 3: reservations for pickup; 4: encargos with a deposit; 5: the money
   * taken and given back, every way, and what stayed owed on delivery (issue 18).
   */
  readonly version = 5;
  readonly owns = [OrderRow];

  readonly lookups = [
    ...clientNameLookups(OrderRow, (e) => (e.type === 'OrderPlaced' ? placedFor(e) : undefined)),
    lookup(OrderRow, 'id', (e) => (orderEvents.has(e.type) && e.type !== 'OrderPlaced' ? orderIdOf(e) : undefined)),
  ];

  apply(recorded: RecordedEvent, rows: ProjectionContext): void {
    if (isClientChange(recorded.type)) {
      return renameClientOn(recorded, rows, OrderRow, (row) => {
        indexRow(row);
      });
    }
    if (!orderEvents.has(recorded.type)) return;
    const event = orderEvents.parse(recorded);
    const at = new Date(recorded.metadata.occurredAt);
    if (event.type === 'OrderPlaced') {
      const { orderId, trackingToken: _t, reservation, specialOrder, ...data } = event.data;
      const row = rows.create(OrderRow, {
        id: orderId,
        version: recorded.revision,
        ...data,
        reservationLines: reservation?.lines ?? null,
        pickupCode: reservation?.pickupCode ?? null,
        holdUntil: reservation ? new Date(reservation.holdUntil) : null,
        specialOrder: specialOrder ? { ...specialOrder, deposit: null, depositOutcome: null, arrivedAt: null } : null,
        totalCents: orderTotalCents(data.quantity, data.unitPriceCents),
        paidCents: 0,
        refundedCents: 0,
        owedCents: null,
        clientName: clientNameOf(rows, data.clientId),
        completedAt: null,
        deliveredAt: null,
        searchText: '',
        clientNameKey: '', nameKey: '',
        createdAt: at,
        updatedAt: at,
      });
      indexRow(row);
      return;
    }
    const row = rows.findOne(OrderRow, orderIdOf(recorded));
    if (!row) return;
    switch (event.type) {
      case 'OrderDetailsCorrected':
        Object.assign(row, event.data.changes);
        row.totalCents = orderTotalCents(row.quantity, row.unitPriceCents);
        indexRow(row);
        break;
      case 'OrderStatusChanged': {
        const { to, completedAt, deliveredAt, owed } = event.data;
        row.status = to;
        // What stayed owed is the delivery's; taken back from the customer, it no longer holds.
        row.owedCents = to === 'delivered' ? (owed?.owedCents ?? null) : null;
        if (completedAt !== undefined) row.completedAt = instant(completedAt);
        if (deliveredAt !== undefined) row.deliveredAt = instant(deliveredAt);
        break;
      }
      case 'OrderDeleted':
        rows.remove(OrderRow, row);
        return;
      case 'OrderPaidOnline':
        row.isPaid = true;
        row.paymentMethod = 'online_payment';
        row.paidCents += event.data.amountCents;
        break;
      case 'OrderPaymentReceived':
        row.paidCents += event.data.amountCents;
        break;
      case 'OrderRefundGiven':
        row.refundedCents += event.data.amountCents;
        break;
      case 'OrderPaymentRefunded':
        row.refundedCents += event.data.amountCents;
        // An encargo's card deposit went back: the deposit is settled, the order's payment untouched.
        if (row.specialOrder?.deposit?.method === 'online_payment') row.specialOrder = { ...row.specialOrder, depositOutcome: 'refunded' };
        else row.isPaid = false;
        break;
      case 'OrderDepositPaid': {
        const { amountCents, method, paidAt } = event.data;
        if (row.specialOrder) row.specialOrder = { ...row.specialOrder, deposit: { amountCents, method, paidAt } };
        row.paidCents += amountCents;
        break;
      }
      case 'OrderGoodsArrived':
        if (row.specialOrder) row.specialOrder = { ...row.specialOrder, arrivedAt: event.data.arrivedAt };
        break;
      case 'OrderDepositRefunded':
        if (row.specialOrder) row.specialOrder = { ...row.specialOrder, depositOutcome: 'refunded' };
        row.refundedCents += event.data.amountCents;
        break;
      case 'OrderDepositRetained':
        if (row.specialOrder) row.specialOrder = { ...row.specialOrder, depositOutcome: 'retained' };
        break;
      case 'OrderRefundFailed':
        if (row.specialOrder?.deposit?.method === 'online_payment') row.specialOrder = { ...row.specialOrder, depositOutcome: 'refund_failed' };
        break;
      case 'OrderReservationExpired':
        break;
    }
    row.version = recorded.revision;
    row.updatedAt = at;
  }

}

const orderIdOf = (recorded: RecordedEvent): number => Number(recorded.streamId.slice('order-'.length));

function placedFor(recorded: RecordedEvent): number | undefined {
  const event = orderEvents.parse(recorded);
  return event.type === 'OrderPlaced' ? event.data.clientId : undefined;
}
