import { Injectable } from '@nestjs/common';
import { clientEvents, repairEvents } from '@taller/domain';
import type { RecordedEvent } from '@taller/event-store';
import { ClientRow, fullName } from '../clients/client-row.entity.js';
import { clientIdOf } from '../clients/client-list.projection.js';
import type { Projection } from '../projections/projection.js';
import { lookup, type ProjectionContext } from '../projections/projection-context.js';
import { searchable } from '../shared/search-text.js';
import { RepairRow } from './repair-row.entity.js';

const searchTextOf = (row: RepairRow) => searchable(row.clientName, row.device, row.model, row.description);

@Injectable()
export class RepairListProjection implements Projection {
  readonly name = 'repair-list';
  /** 2: rows carry the price type. */
  readonly version = 2;
  readonly owns = [RepairRow];

  readonly lookups = [
    lookup(ClientRow, 'id', (e) =>
      e.type === 'RepairRegistered' ? registeredBy(e) : e.type === 'ClientDetailsCorrected' ? clientIdOf(e) : undefined,
    ),
    lookup(RepairRow, 'id', (e) => (repairEvents.has(e.type) && e.type !== 'RepairRegistered' ? repairIdOf(e) : undefined)),
    // A client's new name goes on their repairs.
    lookup(RepairRow, 'clientId', (e) => (e.type === 'ClientDetailsCorrected' ? clientIdOf(e) : undefined)),
  ];

  apply(recorded: RecordedEvent, rows: ProjectionContext): void {
    if (recorded.type === 'ClientDetailsCorrected') return this.renameClient(recorded, rows);
    if (!repairEvents.has(recorded.type)) return;
    const event = repairEvents.parse(recorded);
    const at = new Date(recorded.metadata.occurredAt);
    if (event.type === 'RepairRegistered') {
      const { repairId, ...data } = event.data;
      const client = rows.findOne(ClientRow, data.clientId);
      const row = rows.create(RepairRow, {
        id: repairId,
        version: recorded.revision,
        ...data,
        clientName: client ? fullName(client) : '',
        searchText: '',
        createdAt: at,
        updatedAt: at,
      });
      row.searchText = searchTextOf(row);
      return;
    }
    const row = rows.findOne(RepairRow, repairIdOf(recorded));
    if (!row) return;
    switch (event.type) {
      case 'RepairDetailsCorrected':
        Object.assign(row, event.data.changes);
        row.searchText = searchTextOf(row);
        break;
      case 'RepairStatusChanged':
        row.status = event.data.to;
        break;
      case 'RepairDeleted':
        rows.remove(RepairRow, row);
        return;
    }
    row.version = recorded.revision;
    row.updatedAt = at;
  }

  /** Rows show the client's current name. */
  private renameClient(recorded: RecordedEvent, rows: ProjectionContext): void {
    const event = clientEvents.parse(recorded);
    if (event.type !== 'ClientDetailsCorrected') return;
    if (!('name' in event.data.changes) && !('lastName' in event.data.changes)) return;
    const client = rows.findOne(ClientRow, clientIdOf(recorded));
    if (!client) return;
    for (const repair of rows.findBy(RepairRow, 'clientId', client.id)) {
      repair.clientName = fullName(client);
      repair.searchText = searchTextOf(repair);
    }
  }
}

const repairIdOf = (recorded: RecordedEvent): number => Number(recorded.streamId.slice('repair-'.length));

function registeredBy(recorded: RecordedEvent): number | undefined {
  const event = repairEvents.parse(recorded);
  return event.type === 'RepairRegistered' ? event.data.clientId : undefined;
}
