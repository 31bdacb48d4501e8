import type { OrderStatus } from '@taller/domain';
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
