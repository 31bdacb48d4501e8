import type { OrderPaymentMethod, OrderStatus } from '@taller/domain';
import type { Identifier } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import type { Order } from './types';

/**
 * `PATCH /api/orders/:id/status`: the status as its own action, never a PUT of the field.
 * With the `version` the screen showed, a change made meanwhile by someone else answers 409.
 */
export async function changeOrderStatus(id: Identifier, status: OrderStatus, version?: number): Promise<Order> {
  const { json } = await httpClient(`/api/orders/${encodeURIComponent(String(id))}/status`, {
    method: 'PATCH',
    body: JSON.stringify(version === undefined ? { status } : { status, version }),
  });
  return json as Order;
}

/**
 * `PUT /api/orders/:id` with only what changes (the server keeps the rest): here, a reservation
 * charged at the counter before it is handed over.
 */
export async function markOrderPaid(id: Identifier, paymentMethod: OrderPaymentMethod, version: number): Promise<Order> {
  const { json } = await httpClient(`/api/orders/${encodeURIComponent(String(id))}`, {
    method: 'PUT',
    body: JSON.stringify({ version, isPaid: true, paymentMethod }),
  });
  return json as Order;
}
