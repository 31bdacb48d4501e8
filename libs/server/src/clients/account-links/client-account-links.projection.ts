import { Injectable } from '@nestjs/common';
import { clientEvents } from '@taller/domain';
import type { RecordedEvent } from '@taller/event-store';
import type { Projection } from '../../projections/projection.js';
import { lookup, type ProjectionContext } from '../../projections/projection-context.js';
import { clientIdOf } from '../client-list.projection.js';
import { ClientAccountLink } from './client-account-link.entity.js';

const HANDLED = new Set(['ClientAccountLinked', 'ClientAccountUnlinked', 'ClientDeleted', 'ClientForgotten']);

/** Staff's decisions linking customer accounts to clients (client_account_links). */
@Injectable()
export class ClientAccountLinksProjection implements Projection {
  readonly name = 'client-account-links';
  readonly label = 'Cuentas de cliente vinculadas';
  readonly version = 1;
  readonly owns = [ClientAccountLink];
  readonly lookups = [lookup(ClientAccountLink, 'clientId', (e) => (HANDLED.has(e.type) ? clientIdOf(e) : undefined))];

  apply(recorded: RecordedEvent, rows: ProjectionContext): void {
    if (!HANDLED.has(recorded.type)) return;
    const event = clientEvents.parse(recorded);
    const clientId = clientIdOf(recorded);
    const decisions = rows.findBy(ClientAccountLink, 'clientId', clientId);
    if (event.type === 'ClientDeleted' || event.type === 'ClientForgotten') {
      for (const row of decisions) rows.remove(ClientAccountLink, row);
      return;
    }
    if (event.type !== 'ClientAccountLinked' && event.type !== 'ClientAccountUnlinked') return;
    const { actor, occurredAt } = recorded.metadata;
    const decision = {
      linked: event.type === 'ClientAccountLinked',
      changedById: actor.id ?? null,
      changedBy: actor.name,
      changedAt: new Date(occurredAt),
    };
    const row = decisions.find((d) => d.accountId === event.data.accountId);
    if (row) Object.assign(row, decision);
    else rows.create(ClientAccountLink, { key: `${clientId}:${event.data.accountId}`, clientId, accountId: event.data.accountId, ...decision });
  }
}
