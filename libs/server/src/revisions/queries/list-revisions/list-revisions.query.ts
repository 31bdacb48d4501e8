import { Query } from '@nestjs/cqrs';
import type { ListQuery } from '../../../shared/list-query.js';
import type { RevisionJson } from '../../revision.json.js';

export const REVISION_SORTABLE = [
  'id',
  'clientId',
  'clientName',
  'device',
  'model',
  'contactNumber',
  'motive',
  'description',
  'date',
  'status',
  'archivedAt',
  'convertedToRepairId',
  'createdAt',
  'updatedAt',
] as const;
export type RevisionSortField = (typeof REVISION_SORTABLE)[number];

/** Filters: `q` (client name, device, model, description), `status`, `id`, `clientId`. */
export class ListRevisions extends Query<{ rows: RevisionJson[]; total: number }> {
  constructor(readonly list: ListQuery<RevisionSortField>) {
    super();
  }
}
