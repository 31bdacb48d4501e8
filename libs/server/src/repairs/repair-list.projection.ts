import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/knex';
import { clientEvents, repairEvents } from '@taller/domain';
import type { RecordedEvent } from '@taller/event-store';
import { ClientRow, fullName } from '../clients/client-row.entity.js';
import { clientIdOf } from '../clients/client-list.projection.js';
import type { Projection } from '../projections/projection.js';
import { searchable } from '../shared/search-text.js';
import { RepairRow } from './repair-row.entity.js';

const searchTextOf = (row: RepairRow) => searchable(row.clientName, row.device, row.model, row.description);

@Injectable()
export class RepairListProjection implements Projection {
  readonly name = 'repair-list';
  /** 2: rows carry the price type. */
  readonly version = 2;
  readonly owns = [RepairRow];

  async apply(recorded: RecordedEvent, em: EntityManager): Promise<void> {
    if (recorded.type === 'ClientDetailsCorrected') return this.renameClient(recorded, em);
    if (!repairEvents.has(recorded.type)) return;
    const event = repairEvents.parse(recorded);
    const at = new Date(recorded.metadata.occurredAt);
    if (event.type === 'RepairRegistered') {
      const { repairId, ...data } = event.data;
      const client = await em.findOne(ClientRow, data.clientId);
      const row = em.create(RepairRow, {
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
    const row = await em.findOne(RepairRow, Number(recorded.streamId.slice('repair-'.length)));
    if (!row) return;
    switch (event.type) {
      case 'RepairDetailsCorrected':
        em.assign(row, event.data.changes);
        row.searchText = searchTextOf(row);
        break;
      case 'RepairStatusChanged':
        row.status = event.data.to;
        break;
      case 'RepairDeleted':
        em.remove(row);
        return;
    }
    row.version = recorded.revision;
    row.updatedAt = at;
  }

  /** Rows show the client's current name. */
  private async renameClient(recorded: RecordedEvent, em: EntityManager): Promise<void> {
    const event = clientEvents.parse(recorded);
    if (event.type !== 'ClientDetailsCorrected') return;
    if (!('name' in event.data.changes) && !('lastName' in event.data.changes)) return;
    const client = await em.findOne(ClientRow, clientIdOf(recorded));
    if (!client) return;
    for (const repair of await em.find(RepairRow, { clientId: client.id })) {
      repair.clientName = fullName(client);
      repair.searchText = searchTextOf(repair);
    }
  }
}
