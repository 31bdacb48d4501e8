import { Query } from '@nestjs/cqrs';
import type { ListQuery } from '../../../shared/list-query.js';
import type { ClientJson } from '../../client.json.js';

export const CLIENT_SORTABLE = [
  'id',
  'name',
  'lastName',
  'phone',
  'email',
  'company',
  'status',
  'registrationDate',
  'createdAt',
  'updatedAt',
] as const;
export type ClientSortField = (typeof CLIENT_SORTABLE)[number];

/** Filters: `q` (name, last name, phone, e-mail, company), `status` and `id`. */
export class ListClients extends Query<{ rows: (ClientJson & { totalOrders: number })[]; total: number }> {
  constructor(readonly list: ListQuery<ClientSortField>) {
    super();
  }
}
