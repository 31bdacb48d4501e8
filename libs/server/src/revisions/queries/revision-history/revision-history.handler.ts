import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { customerNoticeChangesOf, quoteChangesOf, revisionFieldLabels, type Revision, type RevisionEvent } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { maskedUnlockCode } from '../../../secrets/unlock-code.js';
import { fieldsChanged, fieldsSet, historyOf, imageAttached, imageRemoved, trackingChanged, unlockCodeChanged, unlockCodePurged, type HistoryChange } from '../../../shared/history.js';
import { revisionAggregate } from '../../revision.stream.js';
import { RevisionHistory } from './revision-history.query.js';

/** Fields only the history names (the rest are the revision's own, in the domain's labels). */
export const labels: Record<string, string> = { ...revisionFieldLabels, repairId: 'Reparación' };

export function changesOf(before: Revision, event: RevisionEvent, label: (field: string) => string): HistoryChange[] {
  const previous = before.exists ? before : undefined;
  switch (event.type) {
    case 'RevisionRegistered': {
      const { revisionId: _id, unlockCode, trackingToken: _t, ...fields } = event.data;
      return fieldsSet({ ...fields, unlockCode: maskedUnlockCode(unlockCode) }, label);
    }
    case 'RevisionDetailsCorrected':
      return fieldsChanged(previous, event.data.changes, label);
    case 'RevisionStatusChanged':
      return [{ field: 'status', label: label('status'), from: event.data.from, to: event.data.to }];
    case 'RevisionArchived':
      return [{ field: 'status', label: label('status'), from: event.data.from, to: 'archived' }];
    case 'RevisionUnarchived':
      return [{ field: 'status', label: label('status'), from: previous?.status ?? 'archived', to: 'pending' }];
    case 'RevisionConvertedToRepair':
      return [{ field: 'repairId', label: label('repairId'), from: null, to: event.data.repairId }];
    case 'RevisionDeleted':
      return [];
    case 'RevisionImageAttached':
      return imageAttached(event.data, label);
    case 'RevisionImageRemoved':
      return imageRemoved(previous?.images ?? [], event.data.imageId, label);
    case 'RevisionUnlockCodeChanged':
      return unlockCodeChanged(previous?.unlockCode ?? null, event.data.unlockCode, label);
    case 'RevisionUnlockCodePurged':
      return unlockCodePurged(label);
    case 'RevisionTrackingIssued':
      return trackingChanged(previous?.tracking ?? null, event.data.token, label);
    case 'RevisionTrackingRevoked':
      return trackingChanged(previous?.tracking ?? null, null, label);
    case 'RevisionQuoteIssued':
    case 'RevisionQuoteAccepted':
    case 'RevisionQuoteRejected':
      return quoteChangesOf(event);
    case 'RevisionCustomerNotified':
    case 'RevisionCustomerNoticeFailed':
      return customerNoticeChangesOf(event);
  }
}

@QueryHandler(RevisionHistory)
export class RevisionHistoryHandler implements IQueryHandler<RevisionHistory> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ revisionId }: RevisionHistory) {
    const aggregate = revisionAggregate(revisionId);
    const recorded = await this.store.readStream(aggregate.streamId);
    return recorded.length === 0 ? null : historyOf(recorded, aggregate, labels, changesOf);
  }
}
