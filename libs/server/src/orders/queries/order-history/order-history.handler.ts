import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { customerNoticeChangesOf, orderFieldLabels, type Order, type OrderEvent } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { fieldsChanged, fieldsSet, historyOf, movementRecorded, owedRecorded, trackingChanged, type HistoryChange } from '../../../shared/history.js';
import { orderAggregate } from '../../order.stream.js';
import { OrderHistory } from './order-history.query.js';

export function changesOf(before: Order, event: OrderEvent, label: (field: string) => string): HistoryChange[] {
  const previous = before.exists ? before : undefined;
  switch (event.type) {
    case 'OrderPlaced': {
      const { orderId: _id, trackingToken: _t, reservation, specialOrder, ...fields } = event.data;
      return [
        ...fieldsSet(fields, label),
        ...(reservation ? fieldsSet({ lines: reservation.lines.map((line) => `${line.quantity} × ${line.name}`).join(', '), holdUntil: reservation.holdUntil }, label) : []),
        ...(specialOrder ? fieldsSet(specialOrder, label) : []),
      ];
    }
    case 'OrderDepositPaid': {
      const { card: _card, ...paid } = event.data;
      return fieldsSet(paid, label);
    }
    case 'OrderGoodsArrived': {
      const { productId: _p, heldUnits, arrivedAt } = event.data;
      return fieldsSet(heldUnits > 0 ? { arrivedAt, heldUnits } : { arrivedAt }, label);
    }
    case 'OrderDepositRefunded':
    case 'OrderDepositRetained':
      return fieldsSet(event.data, label);
    case 'OrderReservationExpired':
      return [];
    // The gateway's reference, amount and reason are in the event's data; the fields it moves, here.
    case 'OrderPaidOnline':
      return fieldsChanged(previous, { isPaid: true, paymentMethod: 'online_payment' }, label);
    case 'OrderPaymentRefunded':
      return fieldsChanged(previous, { isPaid: false }, label);
    case 'OrderRefundFailed':
      return [];
    case 'OrderDetailsCorrected':
      return fieldsChanged(previous, event.data.changes, label);
    case 'OrderStatusChanged': {
      const { from, to, owed, ...dates } = event.data;
      return [{ field: 'status', label: label('status'), from, to }, ...fieldsChanged(previous, dates, label), ...owedRecorded(owed ?? null, label)];
    }
    case 'OrderPaymentReceived':
    case 'OrderRefundGiven':
      return movementRecorded(event.data, label);
    case 'OrderDeleted':
      return [];
    case 'OrderTrackingIssued':
      return trackingChanged(previous?.tracking ?? null, event.data.token, label);
    case 'OrderTrackingRevoked':
      return trackingChanged(previous?.tracking ?? null, null, label);
    case 'OrderCustomerNotified':
    case 'OrderCustomerNoticeFailed':
      return customerNoticeChangesOf(event);
  }
}

@QueryHandler(OrderHistory)
export class OrderHistoryHandler implements IQueryHandler<OrderHistory> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ orderId }: OrderHistory) {
    const aggregate = orderAggregate(orderId);
    const recorded = await this.store.readStream(aggregate.streamId);
    return recorded.length === 0 ? null : historyOf(recorded, aggregate, orderFieldLabels, changesOf);
  }
}
