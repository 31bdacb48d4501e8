import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { repairFieldLabels, type Repair, type RepairEvent } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { fieldsChanged, fieldsSet, historyOf, type HistoryChange } from '../../../shared/history.js';
import { repairAggregate } from '../../repair.stream.js';
import { UNLOCK_CODE_MASK } from '../../unlock-code.js';

/** The history says the unlock code was set or changed, never what it is (not even sealed). */
const masked = (sealed: string | null) => (sealed === null ? null : UNLOCK_CODE_MASK);
import { RepairHistory } from './repair-history.query.js';

function changesOf(before: Repair, event: RepairEvent, label: (field: string) => string): HistoryChange[] {
  switch (event.type) {
    case 'RepairRegistered': {
      const { repairId: _id, origin, unlockCode, ...fields } = event.data;
      return fieldsSet({ ...fields, originRevisionId: origin?.revisionId ?? null, unlockCode: masked(unlockCode) }, label);
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
    case 'RepairCompletionNotified':
      return [{ field: 'noticeDay', label: label('noticeDay'), from: null, to: event.data.noticeDay }];
    case 'RepairCollected':
      return [{ field: 'collectedDay', label: label('collectedDay'), from: null, to: event.data.collectedDay }];
    case 'RepairUnlockCodeChanged':
      return [{ field: 'unlockCode', label: label('unlockCode'), from: masked(before.exists ? before.unlockCode : null), to: masked(event.data.unlockCode) }];
    case 'RepairUnlockCodePurged':
      return [{ field: 'unlockCode', label: label('unlockCode'), from: UNLOCK_CODE_MASK, to: null }];
  }
}

/** An event's data as the history shows it: the sealed unlock code replaced by the mask. */
function withoutSecrets(data: unknown): unknown {
  if (data === null || typeof data !== 'object' || !('unlockCode' in data)) return data;
  return { ...data, unlockCode: masked(data.unlockCode as string | null) };
}

@QueryHandler(RepairHistory)
export class RepairHistoryHandler implements IQueryHandler<RepairHistory> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ repairId }: RepairHistory) {
    const aggregate = repairAggregate(repairId);
    const recorded = await this.store.readStream(aggregate.streamId);
    if (recorded.length === 0) return null;
    return historyOf(recorded, aggregate, repairFieldLabels, changesOf).map((entry) => ({ ...entry, data: withoutSecrets(entry.data) }));
  }
}
