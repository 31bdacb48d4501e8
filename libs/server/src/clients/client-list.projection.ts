import { Injectable } from '@nestjs/common';
import { clientEvents } from '@taller/domain';
import type { RecordedEvent } from '@taller/event-store';
import type { Projection } from '../projections/projection.js';
import { lookup, type ProjectionContext } from '../projections/projection-context.js';
import { searchable } from '../shared/search-text.js';
import { ClientRow } from './client-row.entity.js';

@Injectable()
export class ClientListProjection implements Projection {
  readonly name = 'client-list';
  readonly version = 1;
  readonly owns = [ClientRow];

  readonly lookups = [lookup(ClientRow, 'id', (e) => (e.type === 'ClientDetailsCorrected' ? clientIdOf(e) : undefined))];

  apply(recorded: RecordedEvent, rows: ProjectionContext): void {
    if (!clientEvents.has(recorded.type)) return;
    const event = clientEvents.parse(recorded);
    const at = new Date(recorded.metadata.occurredAt);
    switch (event.type) {
      case 'ClientRegistered': {
        const { clientId, ...details } = event.data;
        rows.create(ClientRow, {
          id: clientId,
          version: recorded.revision,
          ...details,
          searchText: searchable(details.name, details.lastName, details.phone, details.email),
          createdAt: at,
          updatedAt: at,
        });
        return;
      }
      case 'ClientDetailsCorrected': {
        const row = rows.findOne(ClientRow, clientIdOf(recorded));
        if (!row) return;
        Object.assign(row, { ...event.data.changes, version: recorded.revision, updatedAt: at });
        row.searchText = searchable(row.name, row.lastName, row.phone, row.email);
        return;
      }
    }
  }
}

export function clientIdOf(recorded: RecordedEvent): number {
  return Number(recorded.streamId.slice('client-'.length));
}
