import { assertNever } from '../shared/decider.js';
import type { OrderDetails, OrderEvent } from './order.events.js';
import type { OrderStatus, OrderStatusDates } from './order.rules.js';

/** An order as the decider sees it: enough to decide what may happen next. */
export type Order =
  | { exists: false }
  | ({
      exists: true;
      deleted: boolean;
      orderId: number;
      clientId: number;
      date: string;
      status: OrderStatus;
    } & OrderDetails &
      OrderStatusDates);

export const initialOrder: Order = { exists: false };

export function evolveOrder(state: Order, event: OrderEvent): Order {
  switch (event.type) {
    case 'OrderPlaced':
      return { exists: true, deleted: false, completedAt: null, deliveredAt: null, ...event.data };
    case 'OrderDetailsCorrected':
      return state.exists ? { ...state, ...event.data.changes } : state;
    case 'OrderStatusChanged': {
      if (!state.exists) return state;
      const { from: _from, to, ...dates } = event.data;
      return { ...state, ...dates, status: to };
    }
    case 'OrderDeleted':
      return state.exists ? { ...state, deleted: true } : state;
    default:
      return assertNever(event);
  }
}
