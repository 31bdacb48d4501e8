import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { customerNoticeChangesOf, noticeChannelLabels, quoteChangesOf, repairFieldLabels, type NoticeChannel, type Repair, type RepairEvent } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { maskedUnlockCode } from '../../../secrets/unlock-code.js';
import { fieldsChanged, fieldsSet, historyOf, movementRecorded, owedRecorded, imageAttached, imageRemoved, trackingChanged, unlockCodeChanged, unlockCodePurged, type HistoryChange } from '../../../shared/history.js';
import { repairAggregate } from '../../repair.stream.js';
import { RepairHistory } from './repair-history.query.js';

export function changesOf(before: Repair, event: RepairEvent, label: (field: string) => string): HistoryChange[] {
  switch (event.type) {
    case 'RepairRegistered': {
      // The first tracking link is not a field staff set: it shows on the record, and its changes here.
      const { repairId: _id, origin, unlockCode, trackingToken: _t, ...fields } = event.data;
      return fieldsSet({ ...fields, originRevisionId: origin?.revisionId ?? null, unlockCode: maskedUnlockCode(unlockCode) }, label);
    }
    case 'RepairDetailsCorrected':
      return fieldsChanged(before.exists ? before : undefined, event.data.changes, label);
    case 'RepairStatusChanged':
      return [{ field: 'status', label: label('status'), from: event.data.from, to: event.data.to }];
    case 'RepairDeleted':
      return [];
    case 'RepairImageAttached':
      return imageAttached(event.data, label);
    case 'RepairImageRemoved':
      return imageRemoved(before.exists ? before.images : [], event.data.imageId, label);
    case 'RepairCompletionNotified':
      return [{ field: 'noticeDay', label: label('noticeDay'), from: null, to: event.data.noticeDay }, ...noticeChanges(event.data, label)];
    case 'RepairFinalNoticeSent':
      return [
        { field: 'finalNoticeDay', label: label('finalNoticeDay'), from: null, to: event.data.sentDay },
        { field: 'abandonOn', label: label('abandonOn'), from: null, to: event.data.abandonOn },
        ...noticeChanges(event.data, label),
      ];
    case 'RepairAbandoned':
      return [
        { field: 'status', label: label('status'), from: before.exists ? before.status : null, to: 'abandoned' },
        { field: 'abandonedDay', label: label('abandonedDay'), from: null, to: event.data.abandonedDay },
        { field: 'abandonReason', label: label('abandonReason'), from: null, to: event.data.reason },
      ];
    case 'RepairCollected':
      return [{ field: 'collectedDay', label: label('collectedDay'), from: null, to: event.data.collectedDay }, ...owedRecorded(event.data.owed, label)];
    case 'RepairPaymentReceived':
    case 'RepairRefundGiven':
      return movementRecorded(event.data, label);
    case 'RepairUnlockCodeChanged':
      return unlockCodeChanged(before.exists ? before.unlockCode : null, event.data.unlockCode, label);
    case 'RepairUnlockCodePurged':
      return unlockCodePurged(label);
    case 'RepairTrackingIssued':
      return trackingChanged(before.exists ? before.tracking : null, event.data.token, label);
    case 'RepairTrackingRevoked':
      return trackingChanged(before.exists ? before.tracking : null, null, label);
    case 'RepairQuoteIssued':
    case 'RepairQuoteAccepted':
    case 'RepairQuoteRejected':
      return quoteChangesOf(event);
    case 'RepairCustomerNotified':
    case 'RepairCustomerNoticeFailed':
      return customerNoticeChangesOf(event);
  }
}

/** How a notice was given: its channel, who gave it, and the e-mail's subject and text when it was one. */
function noticeChanges(
  notice: { channel: NoticeChannel | 'unrecorded'; givenBy: { name: string } | null; email: { subject: string; text: string } | null },
  label: (field: string) => string,
): HistoryChange[] {
  return [
    { field: 'noticeChannel', label: label('noticeChannel'), from: null, to: noticeChannelLabels[notice.channel] },
    ...(notice.givenBy ? [{ field: 'givenBy', label: label('givenBy'), from: null, to: notice.givenBy.name }] : []),
    ...(notice.email
      ? [
          { field: 'emailSubject', label: label('emailSubject'), from: null, to: notice.email.subject },
          { field: 'emailText', label: label('emailText'), from: null, to: notice.email.text },
        ]
      : []),
  ];
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
