import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { clientFieldLabels, type Client, type ClientEvent } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { fieldsChanged, fieldsSet, historyOf, type HistoryChange } from '../../../shared/history.js';
import { clientAggregate } from '../../client.stream.js';
import { ClientHistory } from './client-history.query.js';

export function changesOf(before: Client, event: ClientEvent, label: (field: string) => string): HistoryChange[] {
  switch (event.type) {
    case 'ClientRegistered': {
      const { clientId: _id, ...fields } = event.data;
      return fieldsSet(fields, label);
    }
    case 'ClientDetailsCorrected':
      return fieldsChanged(before.exists ? before : undefined, event.data.changes, label);
    case 'ClientDeleted':
    case 'ClientForgotten':
      return [];
    case 'ClientAccountLinked':
      return [{ field: 'account', label: label('account'), from: null, to: event.data.email }];
    case 'ClientAccountUnlinked':
      return [{ field: 'account', label: label('account'), from: event.data.email, to: null }];
  }
}

@QueryHandler(ClientHistory)
export class ClientHistoryHandler implements IQueryHandler<ClientHistory> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ clientId }: ClientHistory) {
    const aggregate = clientAggregate(clientId);
    const recorded = await this.store.readStream(aggregate.streamId);
    return recorded.length === 0 ? null : historyOf(recorded, aggregate, clientFieldLabels, changesOf);
  }
}
