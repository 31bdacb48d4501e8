import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { repairFieldLabels, type Repair, type RepairEvent } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { fieldsChanged, fieldsSet, historyOf, type HistoryChange } from '../../../shared/history.js';
import { repairAggregate } from '../../repair.stream.js';
import { RepairHistory } from './repair-history.query.js';

function changesOf(before: Repair, event: RepairEvent, label: (field: string) => string): HistoryChange[] {
  switch (event.type) {
    case 'RepairRegistered': {
      const { repairId: _id, origin, ...fields } = event.data;
      return fieldsSet({ ...fields, originRevisionId: origin?.revisionId ?? null }, label);
    }
    case 'RepairDetailsCorrected':
      return fieldsChanged(before.exists ? before : undefined, event.data.changes, label);
    case 'RepairStatusChanged':
      return [{ field: 'status', label: label('status'), from: event.data.from, to: event.data.to }];
    case 'RepairDeleted':
      return [];
    case 'RepairImageAttached':
      return [{ field: 'image', label: label('image'), from: null, to: event.data.filename }];
    case 'RepairImageRemoved': {
      // Named by the file it was, as the repair held it before.
      const removed = before.exists ? before.images.find((i) => i.imageId === event.data.imageId) : undefined;
      return [{ field: 'image', label: label('image'), from: removed?.filename ?? event.data.imageId, to: null }];
    }
  }
}

@QueryHandler(RepairHistory)
export class RepairHistoryHandler implements IQueryHandler<RepairHistory> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ repairId }: RepairHistory) {
    const aggregate = repairAggregate(repairId);
    const recorded = await this.store.readStream(aggregate.streamId);
    return recorded.length === 0 ? null : historyOf(recorded, aggregate, repairFieldLabels, changesOf);
  }
}
