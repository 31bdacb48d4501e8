import { Query } from '@nestjs/cqrs';
import type { ListQuery } from '../../../shared/list-query.js';
import type { RepairJson } from '../../repair.json.js';
import type { AbandonmentView } from '../../abandonment/abandonment-reads.js';

export const REPAIR_SORTABLE = [
  'id',
  'clientId',
  'clientName',
  'device',
  'model',
  'contactNumber',
  'description',
  'motive',
  'status',
  'priceCents',
  'paymentMethod',
  'isPaid',
  'entryDate',
  'createdAt',
  'updatedAt',
] as const;
export type RepairSortField = (typeof REPAIR_SORTABLE)[number];

/** Filters: `q` (client name, device, model, description), `status`, `id`, `clientId`. */
export class ListRepairs extends Query<{ rows: (RepairJson & { abandonment?: AbandonmentView | null })[]; total: number }> {
  constructor(readonly list: ListQuery<RepairSortField>) {
    super();
  }
}
