import { clientEvents, ERASED_PERSON } from '@taller/domain';
import type { RecordedEvent } from '@taller/event-store';
import { lookup, type EntityClass, type Lookup, type ProjectionContext } from '../projections/projection-context.js';
import { clientIdOf } from './client-list.projection.js';
import { ClientRow, fullName } from './client-row.entity.js';

/** A row of a client's work (a repair, an order, a revision) that shows the client's name. */
interface WorkRow {
  clientId: number;
  clientName: string;
}

/**
 * The lookups of a work projection for its client's name: the client of each registration
 * (`registeredFor`), and, on a rename, the client and all of their rows.
 */
export function clientNameLookups<Row extends WorkRow>(
  entity: EntityClass<Row>,
  registeredFor: (event: RecordedEvent) => number | undefined,
): Lookup[] {
  const renamed = (e: RecordedEvent) => (e.type === 'ClientDetailsCorrected' || e.type === 'ClientForgotten' ? clientIdOf(e) : undefined);
  return [lookup(ClientRow, 'id', (e) => registeredFor(e) ?? renamed(e)), lookup(entity, 'clientId', renamed)];
}

/** The client's name as a new row shows it ('' if the client is not found). */
export function clientNameOf(rows: ProjectionContext, clientId: number): string {
  const client = rows.findOne(ClientRow, clientId);
  return client ? fullName(client) : '';
}

/** Whether a work projection hears of this client event: a rename, or the person forgotten. */
export const isClientChange = (type: string) => type === 'ClientDetailsCorrected' || type === 'ClientForgotten';

/**
 * Puts a renamed client's new name on their rows (`refresh` recomputes what depends on it,
 * such as search text); a forgotten client's rows lose the name and the contact number they
 * copied. Any other event: nothing.
 */
export function renameClientOn<Row extends WorkRow>(
  recorded: RecordedEvent,
  rows: ProjectionContext,
  entity: EntityClass<Row>,
  refresh: (row: Row) => void,
): void {
  if (recorded.type === 'ClientForgotten') {
    for (const row of rows.findBy(entity, 'clientId', clientIdOf(recorded) as Row['clientId'])) {
      row.clientName = ERASED_PERSON;
      if ('contactNumber' in row) (row as { contactNumber: string }).contactNumber = '';
      refresh(row);
    }
    return;
  }
  if (recorded.type !== 'ClientDetailsCorrected') return;
  const event = clientEvents.parse(recorded);
  if (event.type !== 'ClientDetailsCorrected') return;
  if (!('name' in event.data.changes) && !('lastName' in event.data.changes)) return;
  const client = rows.findOne(ClientRow, clientIdOf(recorded));
  if (!client) return;
  for (const row of rows.findBy(entity, 'clientId', client.id as Row['clientId'])) {
    row.clientName = fullName(client);
    refresh(row);
  }
}
