import { Injectable } from '@nestjs/common';
import { repairEvents } from '@taller/domain';
import type { RecordedEvent } from '@taller/event-store';
import { clientNameLookups, clientNameOf, isClientChange, renameClientOn } from '../clients/client-names.js';
import type { Projection } from '../projections/projection.js';
import { lookup, type ProjectionContext } from '../projections/projection-context.js';
import { searchable } from '../shared/search-text.js';
import { RepairRow, repairSortKeys } from './repair-row.entity.js';
import { setSortKeys } from '../shared/sort-key.js';

/** What `q` finds a row by, and the keys its list sorts by. */
function indexRow(row: RepairRow): void {
  row.searchText = searchable(row.clientName, row.device, row.model, row.description);
  setSortKeys(row, repairSortKeys);
}

@Injectable()
export class RepairListProjection implements Projection {
  readonly name = 'repair-list';
  readonly label = 'Lista de reparaciones';
  /**
   * 2: rows carry the price type. 3: and the revision they were converted from. 4: and the
   * estimated completion, completion notice, collection and whether an unlock code is kept. 5: Spanish sort keys.
   * 6: the notice's channel (a notice of no channel sets no notice day), the final notice, the
   * abandonment, and the position the repair was taken in at (the terms in force then).
   * 7: the latest quote's state and validity (the dashboard's quotes waiting for an answer).
   * 8: the money taken and given back, and what stayed owed on collection (issue 18).
   */
  readonly version = 8;
  readonly owns = [RepairRow];

  readonly lookups = [
    ...clientNameLookups(RepairRow, (e) => (e.type === 'RepairRegistered' ? registeredBy(e) : undefined)),
    lookup(RepairRow, 'id', (e) => (repairEvents.has(e.type) && e.type !== 'RepairRegistered' ? repairIdOf(e) : undefined)),
  ];

  apply(recorded: RecordedEvent, rows: ProjectionContext): void {
    if (isClientChange(recorded.type)) {
      return renameClientOn(recorded, rows, RepairRow, (row) => {
        indexRow(row);
      });
    }
    if (!repairEvents.has(recorded.type)) return;
    const event = repairEvents.parse(recorded);
    const at = new Date(recorded.metadata.occurredAt);
    if (event.type === 'RepairRegistered') {
      const { repairId, origin, unlockCode, trackingToken: _t, ...data } = event.data;
      const row = rows.create(RepairRow, {
        id: repairId,
        version: recorded.revision,
        ...data,
        originRevisionId: origin?.revisionId ?? null,
        hasUnlockCode: unlockCode !== null,
        completedAt: data.status === 'completed' ? at : null,
        noticeDay: null,
        collectedAt: null,
        noticeChannel: null,
        finalNoticeDay: null,
        abandonOn: null,
        abandonedAt: null,
        abandonReason: null,
        quoteState: null,
        quoteValidUntil: null,
        paidCents: 0,
        refundedCents: 0,
        owedCents: null,
        takenInPosition: recorded.position,
        clientName: clientNameOf(rows, data.clientId),
        searchText: '',
        clientNameKey: '', deviceKey: '', modelKey: '',
        createdAt: at,
        updatedAt: at,
      });
      indexRow(row);
      return;
    }
    const row = rows.findOne(RepairRow, repairIdOf(recorded));
    if (!row) return;
    switch (event.type) {
      case 'RepairDetailsCorrected':
        Object.assign(row, event.data.changes);
        indexRow(row);
        break;
      case 'RepairStatusChanged':
        row.status = event.data.to;
        if (event.data.to === 'completed') row.completedAt = at;
        else {
          row.completedAt = null;
          row.noticeDay = null;
          row.noticeChannel = null;
          row.finalNoticeDay = null;
          row.abandonOn = null;
        }
        break;
      case 'RepairCompletionNotified':
        // A notice of no known channel (written by completing, before channels) starts no clock.
        if (event.data.channel !== 'unrecorded') {
          row.noticeDay = event.data.noticeDay;
          row.noticeChannel = event.data.channel;
        }
        break;
      case 'RepairFinalNoticeSent':
        row.finalNoticeDay = event.data.sentDay;
        row.abandonOn = event.data.abandonOn;
        break;
      case 'RepairAbandoned':
        row.status = 'abandoned';
        row.abandonedAt = new Date(event.data.abandonedAt);
        row.abandonReason = event.data.reason;
        break;
      case 'RepairCollected':
        row.collectedAt = new Date(event.data.collectedAt);
        row.owedCents = event.data.owed?.owedCents ?? null;
        break;
      case 'RepairPaymentReceived':
        row.paidCents += event.data.amountCents;
        break;
      case 'RepairRefundGiven':
        row.refundedCents += event.data.amountCents;
        break;
      case 'RepairUnlockCodeChanged':
        row.hasUnlockCode = event.data.unlockCode !== null;
        break;
      case 'RepairUnlockCodePurged':
        row.hasUnlockCode = false;
        break;
      case 'RepairQuoteIssued':
        row.quoteState = 'pending';
        row.quoteValidUntil = event.data.validUntil;
        break;
      case 'RepairQuoteAccepted':
        row.quoteState = 'accepted';
        break;
      case 'RepairQuoteRejected':
        row.quoteState = 'rejected';
        break;
      case 'RepairDeleted':
        rows.remove(RepairRow, row);
        return;
    }
    row.version = recorded.revision;
    row.updatedAt = at;
  }

}

const repairIdOf = (recorded: RecordedEvent): number => Number(recorded.streamId.slice('repair-'.length));

function registeredBy(recorded: RecordedEvent): number | undefined {
  const event = repairEvents.parse(recorded);
  return event.type === 'RepairRegistered' ? event.data.clientId : undefined;
}
