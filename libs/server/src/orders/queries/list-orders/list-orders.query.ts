import { Query } from '@nestjs/cqrs';
import type { ListQuery } from '../../../shared/list-query.js';
import type { OrderJson } from '../../order.json.js';

export const ORDER_SORTABLE = [
  'id',
  'clientId',
  'clientName',
  'name',
  'description',
  'quantity',
  'unitPriceCents',
  'totalCents',
  'status',
  'paymentMethod',
  'isPaid',
  'date',
  'deliveryDate',
  'completedAt',
  'deliveredAt',
  'createdAt',
  'updatedAt',
] as const;
export type OrderSortField = (typeof ORDER_SORTABLE)[number];

/** Filters: `q` (name, description, client name, pickup code), `status`, `isPaid`, `reservation` (true: the site's reservations), `special` (true: encargos), `id`, `clientId`. */
export class ListOrders extends Query<{ rows: OrderJson[]; total: number }> {
  constructor(readonly list: ListQuery<OrderSortField>) {
    super();
  }
}
