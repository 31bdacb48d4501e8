import type { Decider, EventCatalogue } from '@taller/domain';
import type { RecordedEvent } from '@taller/event-store';
import { roleLabels, type Actor } from './actor.js';

export interface HistoryChange {
  field: string;
  label: string;
  from: unknown;
  to: unknown;
}

export interface HistoryEntry {
  position: number;
  revision: number;
  type: string;
  label: string;
  data: unknown;
  changes: HistoryChange[];
  actor: { id: number | null; name: string; role: string; roleLabel: string };
  source: string;
  occurredAt: string;
}

/** What an event changed, given the record as it was before it. */
export type ChangesOf<Event, State> = (before: State, event: Event, label: (field: string) => string) => HistoryChange[];

/**
 * The story of one record, oldest first: each event with its Spanish label, the fields it
 * changed (before → after), who and when. Read from the stream itself, never a read model.
 */
export function historyOf<Command, Event extends { type: string; data: unknown }, State>(
  recorded: readonly RecordedEvent[],
  aggregate: { decider: Decider<Command, Event, State>; catalogue: EventCatalogue<Event> },
  fieldLabels: Record<string, string>,
  changesOf: ChangesOf<Event, State>,
): HistoryEntry[] {
  const label = (field: string) => fieldLabels[field] ?? field;
  let state = aggregate.decider.initialState;
  return recorded.map((stored) => {
    const event = aggregate.catalogue.parse(stored);
    const changes = changesOf(state, event, label);
    state = aggregate.decider.evolve(state, event);
    const actor = stored.metadata.actor;
    return {
      position: stored.position,
      revision: stored.revision,
      type: stored.type,
      label: aggregate.catalogue.labelOf(stored.type),
      data: event.data,
      changes,
      actor: { ...actor, roleLabel: roleLabels[actor.role as Actor['role']] ?? actor.role },
      source: stored.metadata.source,
      occurredAt: stored.metadata.occurredAt,
    };
  });
}

/** Every field an event sets, from nothing (a registration). */
export function fieldsSet(fields: Record<string, unknown>, label: (field: string) => string): HistoryChange[] {
  return Object.entries(fields)
    .filter(([, value]) => value !== '' && value !== null && value !== undefined)
    .map(([field, to]) => ({ field, label: label(field), from: null, to }));
}

/** Every field a correction changes, from what the record had. */
export function fieldsChanged(before: unknown, changes: Record<string, unknown>, label: (field: string) => string): HistoryChange[] {
  const previous = (before ?? {}) as Record<string, unknown>;
  return Object.entries(changes).map(([field, to]) => ({ field, label: label(field), from: previous[field] ?? null, to }));
}
