import type { OrderPaymentMethod, OrderStatus } from '@taller/domain';
import type { DepositDecision, DepositMethod } from '@taller/domain/texts';
import type { Identifier } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import type { Order } from './types';

/**
 * `PATCH /api/orders/:id/status`: the status as its own action, never a PUT of the field.
 * With the `version` the screen showed, a change made meanwhile by someone else answers 409.
 * `leaveOwed`: delivered with money still due, which stays owed (the server records who allowed it).
 */
export async function changeOrderStatus(id: Identifier, status: OrderStatus, version?: number, leaveOwed = false): Promise<Order> {
  const { json } = await httpClient(`/api/orders/${encodeURIComponent(String(id))}/status`, {
    method: 'PATCH',
    body: JSON.stringify({ status, ...(version === undefined ? {} : { version }), ...(leaveOwed ? { leaveOwed } : {}) }),
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

const orderPath = (id: Identifier) => `/api/orders/${encodeURIComponent(String(id))}`;

/**
 * Cancels an encargo whose deposit was paid, saying what becomes of the deposit: given back
 * (`refund`, always allowed) or kept by the shop (`retain`, only when not refundable; else 409).
 */
export async function cancelSpecialOrder(id: Identifier, deposit: DepositDecision, version?: number): Promise<Order> {
  const { json } = await httpClient(`${orderPath(id)}/status`, {
    method: 'PATCH',
    body: JSON.stringify({ status: 'cancelled', deposit, ...(version === undefined ? {} : { version }) }),
  });
  return json as Order;
}

/** `POST /api/orders/:id/deposit`: an encargo's deposit paid at the counter, and how. */
export async function recordDeposit(id: Identifier, method: DepositMethod): Promise<Order> {
  const { json } = await httpClient(`${orderPath(id)}/deposit`, { method: 'POST', body: JSON.stringify({ method }) });
  return json as Order;
}

/**
 * `POST /api/orders/:id/arrival`: an encargo's goods are in the shop. The server makes it
 * ready (which tells the customer) and, for a catalogue product, receives its units held for it.
 */
export async function recordArrival(id: Identifier): Promise<Order> {
  const { json } = await httpClient(`${orderPath(id)}/arrival`, { method: 'POST', body: JSON.stringify({}) });
  return json as Order;
}
