import { orderBalance, orderSummary } from '@taller/domain';
import type { OrderRow } from './order-row.entity.js';

/**
 * The order as the API answers it (camelCase, money in cents, `version` for edits). Prices
 * include IVA; `summary` is the detail screen's base, IVA and total.
 */
export function orderJson(row: OrderRow) {
  const balance = orderBalance(row);
  return {
    id: row.id,
    version: row.version,
    clientId: row.clientId,
    clientName: row.clientName,
    name: row.name,
    description: row.description,
    quantity: row.quantity,
    unitPriceCents: row.unitPriceCents,
    totalCents: row.totalCents,
    summary: orderSummary(row.totalCents),
    status: row.status,
    paymentMethod: row.paymentMethod,
    isPaid: row.isPaid,
    /** Where its money stands (shared/payment.ts): counter payments, an encargo's deposit and a card payment on the site, less refunds. */
    balance,
    /** What stayed owed when it was delivered, if anything did. */
    owedOnDeliveryCents: row.owedCents,
    date: row.date,
    deliveryDate: row.deliveryDate,
    completedAt: row.completedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    /** A reservation for pickup: its products, pickup code and until when they are held; null for other orders. */
    reservation:
      row.reservationLines === null
        ? null
        : { lines: row.reservationLines, pickupCode: row.pickupCode, holdUntil: row.holdUntil?.toISOString() ?? null },
    /** An encargo: the product ordered, the deposit asked, paid and settled, when it arrived, and what is still owed; null for other orders. */
    specialOrder:
      row.specialOrder === null
        ? null
        : { ...row.specialOrder, balanceCents: balance.dueCents ?? 0 },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type OrderJson = ReturnType<typeof orderJson>;
