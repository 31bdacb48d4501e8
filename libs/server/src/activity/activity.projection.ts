import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '@taller/event-store';
import type { Projection } from '../projections/projection.js';
import type { ProjectionContext } from '../projections/projection-context.js';
import { ActivityRow } from './activity-row.entity.js';

/** `repair-12` → `repair`; a stream without a number (`shop`) is its own kind. */
export function streamKind(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash < 0 ? streamId : streamId.slice(0, dash);
}

/** An account by its id; an actor without one (the command line, the system) by its role. */
export function actorKey(actor: { id: number | null; role: string }): string {
  return actor.id === null || actor.id === undefined ? actor.role : String(actor.id);
}

@Injectable()
export class ActivityProjection implements Projection {
  readonly name = 'activity';
  readonly label = 'Actividad';
  /** 2: on SQLite the position is the table's rowid. 3: the kind of record and the actor's key, for the audit's filters. */
  readonly version = 3;
  readonly owns = [ActivityRow];
  readonly appendOnly = true;

  apply(event: RecordedEvent, rows: ProjectionContext): void {
    rows.create(ActivityRow, {
      position: event.position,
      streamId: event.streamId,
      kind: streamKind(event.streamId),
      type: event.type,
      actorKey: actorKey(event.metadata.actor),
      actorName: event.metadata.actor.name,
      actorRole: event.metadata.actor.role,
      source: event.metadata.source,
      occurredAt: new Date(event.metadata.occurredAt),
    });
  }
}
