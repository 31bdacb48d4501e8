import { Injectable } from '@nestjs/common';
import { revisionEvents } from '@taller/domain';
import type { RecordedEvent } from '@taller/event-store';
import { clientNameLookups, clientNameOf, isClientChange, renameClientOn } from '../clients/client-names.js';
import type { Projection } from '../projections/projection.js';
import { lookup, type ProjectionContext } from '../projections/projection-context.js';
import { searchable } from '../shared/search-text.js';
import { RevisionRow, revisionSortKeys } from './revision-row.entity.js';
import { setSortKeys } from '../shared/sort-key.js';

/** What `q` finds a row by, and the keys its list sorts by. */
function indexRow(row: RevisionRow): void {
  row.searchText = searchable(row.clientName, row.device, row.model, row.description);
  setSortKeys(row, revisionSortKeys);
}

@Injectable()
export class RevisionListProjection implements Projection {
  readonly name = 'revision-list';
  readonly label = 'Lista de revisiones';
  /** 2: rows say whether an unlock code is kept. 3: Spanish sort keys. 4: the latest quote's state and validity. */
  readonly version = 4;
  readonly owns = [RevisionRow];

  readonly lookups = [
    ...clientNameLookups(RevisionRow, (e) => (e.type === 'RevisionRegistered' ? registeredFor(e) : undefined)),
    lookup(RevisionRow, 'id', (e) => (revisionEvents.has(e.type) && e.type !== 'RevisionRegistered' ? revisionIdOf(e) : undefined)),
  ];

  apply(recorded: RecordedEvent, rows: ProjectionContext): void {
    if (isClientChange(recorded.type)) {
      return renameClientOn(recorded, rows, RevisionRow, (row) => {
        indexRow(row);
      });
    }
    if (!revisionEvents.has(recorded.type)) return;
    const event = revisionEvents.parse(recorded);
    const at = new Date(recorded.metadata.occurredAt);
    if (event.type === 'RevisionRegistered') {
      const { revisionId, unlockCode, trackingToken: _t, ...data } = event.data;
      const row = rows.create(RevisionRow, {
        id: revisionId,
        version: recorded.revision,
        ...data,
        clientName: clientNameOf(rows, data.clientId),
        archivedAt: null,
        convertedToRepairId: null,
        hasUnlockCode: unlockCode !== null,
        quoteState: null,
        quoteValidUntil: null,
        searchText: '',
        clientNameKey: '', deviceKey: '', modelKey: '',
        createdAt: at,
        updatedAt: at,
      });
      indexRow(row);
      return;
    }
    const row = rows.findOne(RevisionRow, revisionIdOf(recorded));
    if (!row) return;
    switch (event.type) {
      case 'RevisionDetailsCorrected':
        Object.assign(row, event.data.changes);
        indexRow(row);
        break;
      case 'RevisionStatusChanged':
        row.status = event.data.to;
        break;
      case 'RevisionArchived':
        row.status = 'archived';
        row.archivedAt = at;
        break;
      case 'RevisionUnarchived':
        row.status = 'pending';
        row.archivedAt = null;
        break;
      case 'RevisionConvertedToRepair':
        row.convertedToRepairId = event.data.repairId;
        break;
      case 'RevisionUnlockCodeChanged':
        row.hasUnlockCode = event.data.unlockCode !== null;
        break;
      case 'RevisionUnlockCodePurged':
        row.hasUnlockCode = false;
        break;
      case 'RevisionQuoteIssued':
        row.quoteState = 'pending';
        row.quoteValidUntil = event.data.validUntil;
        break;
      case 'RevisionQuoteAccepted':
        row.quoteState = 'accepted';
        break;
      case 'RevisionQuoteRejected':
        row.quoteState = 'rejected';
        break;
      case 'RevisionDeleted':
        rows.remove(RevisionRow, row);
        return;
    }
    row.version = recorded.revision;
    row.updatedAt = at;
  }

}

const revisionIdOf = (recorded: RecordedEvent): number => Number(recorded.streamId.slice('revision-'.length));

function registeredFor(recorded: RecordedEvent): number | undefined {
  const event = revisionEvents.parse(recorded);
  return event.type === 'RevisionRegistered' ? event.data.clientId : undefined;
}
