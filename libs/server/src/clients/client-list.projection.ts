import { Injectable } from '@nestjs/common';
import { clientEvents, emailKey, ERASED_PERSON, madridDay, phoneKey } from '@taller/domain';
import type { RecordedEvent } from '@taller/event-store';
import type { Projection } from '../projections/projection.js';
import { lookup, type ProjectionContext } from '../projections/projection-context.js';
import { searchable } from '../shared/search-text.js';
import { ClientRow, clientSortKeys } from './client-row.entity.js';
import { setSortKeys } from '../shared/sort-key.js';

/** What `q` finds a client by (the phone also as bare digits, as people type it), and the keys its list sorts by. */
function refresh(row: ClientRow): void {
  row.phoneKey = phoneKey(row.phone);
  row.emailKey = emailKey(row.email);
  row.searchText = searchable(row.name, row.lastName, row.phone, row.phoneKey, row.email, row.company);
  setSortKeys(row, clientSortKeys);
}

@Injectable()
export class ClientListProjection implements Projection {
  readonly name = 'client-list';
  readonly label = 'Lista de clientes';
  /** 2: company, status, registration date and the duplicate keys. 3: Spanish sort keys. */
  readonly version = 3;
  readonly owns = [ClientRow];
  readonly lookups = [
    lookup(ClientRow, 'id', (e) => (e.type !== 'ClientRegistered' && clientEvents.has(e.type) ? clientIdOf(e) : undefined)),
  ];

  apply(recorded: RecordedEvent, rows: ProjectionContext): void {
    if (!clientEvents.has(recorded.type)) return;
    const event = clientEvents.parse(recorded);
    const at = new Date(recorded.metadata.occurredAt);
    switch (event.type) {
      case 'ClientRegistered': {
        const { clientId, registrationDate, ...details } = event.data;
        const row = rows.create(ClientRow, {
          id: clientId,
          version: recorded.revision,
          ...details,
          registrationDate: registrationDate ?? madridDay(at),
          forgotten: false,
          phoneKey: '',
          emailKey: '',
          searchText: '',
          nameKey: '',
          lastNameKey: '',
          companyKey: '',
          createdAt: at,
          updatedAt: at,
        });
        refresh(row);
        return;
      }
      case 'ClientDetailsCorrected': {
        const row = rows.findOne(ClientRow, clientIdOf(recorded));
        if (!row) return;
        Object.assign(row, { ...event.data.changes, version: recorded.revision, updatedAt: at });
        refresh(row);
        return;
      }
      case 'ClientDeleted': {
        const row = rows.findOne(ClientRow, clientIdOf(recorded));
        if (row) rows.remove(ClientRow, row);
        return;
      }
      case 'ClientForgotten': {
        const row = rows.findOne(ClientRow, clientIdOf(recorded));
        if (!row) return;
        Object.assign(row, { name: ERASED_PERSON, lastName: '', phone: '', email: '', company: '', forgotten: true, version: recorded.revision, updatedAt: at });
        refresh(row);
        return;
      }
      case 'ClientAccountLinked':
      case 'ClientAccountUnlinked': {
        // The record is unchanged, but its stream moved on: an edit must name the new version.
        const row = rows.findOne(ClientRow, clientIdOf(recorded));
        if (row) row.version = recorded.revision;
        return;
      }
    }
  }
}

export function clientIdOf(recorded: RecordedEvent): number {
  return Number(recorded.streamId.slice('client-'.length));
}
