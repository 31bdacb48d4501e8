import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { repairDecider, repairEvents, repairFieldLabels, type Repair, type RepairEvent } from '@taller/domain';
import { streamName, type EventStore } from '@taller/event-store';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { roleLabels, type Actor } from '../../../shared/actor.js';
import { RepairHistory, type HistoryChange } from './repair-history.query.js';

const label = (field: string) => repairFieldLabels[field as keyof typeof repairFieldLabels] ?? field;

function changesOf(before: Repair, event: RepairEvent): HistoryChange[] {
  const previous = before.exists ? (before as unknown as Record<string, unknown>) : {};
  switch (event.type) {
    case 'RepairRegistered': {
      const { repairId: _id, ...fields } = event.data;
      return Object.entries(fields)
        .filter(([, value]) => value !== '' && value !== null)
        .map(([field, to]) => ({ field, label: label(field), from: null, to }));
    }
    case 'RepairDetailsCorrected':
      return Object.entries(event.data.changes).map(([field, to]) => ({
        field,
        label: label(field),
        from: previous[field] ?? null,
        to,
      }));
    case 'RepairStatusChanged':
      return [{ field: 'status', label: label('status'), from: event.data.from, to: event.data.to }];
    case 'RepairDeleted':
      return [];
  }
}

@QueryHandler(RepairHistory)
export class RepairHistoryHandler implements IQueryHandler<RepairHistory> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ repairId }: RepairHistory) {
    const recorded = await this.store.readStream(streamName('repair', repairId));
    if (recorded.length === 0) return null;
    let state = repairDecider.initialState;
    return recorded.map((stored) => {
      const event = repairEvents.parse(stored);
      const changes = changesOf(state, event);
      state = repairDecider.evolve(state, event);
      const actor = stored.metadata.actor;
      return {
        position: stored.position,
        revision: stored.revision,
        type: stored.type,
        label: repairEvents.labelOf(stored.type),
        data: event.data,
        changes,
        actor: { ...actor, roleLabel: roleLabels[actor.role as Actor['role']] ?? actor.role },
        source: stored.metadata.source,
        occurredAt: stored.metadata.occurredAt,
      };
    });
  }
}
