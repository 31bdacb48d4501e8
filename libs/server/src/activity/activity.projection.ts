import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '@taller/event-store';
import type { Projection } from '../projections/projection.js';
import type { ProjectionContext } from '../projections/projection-context.js';
import { ActivityRow } from './activity-row.entity.js';

@Injectable()
export class ActivityProjection implements Projection {
  readonly name = 'activity';
  /** 2: on SQLite the position is the table's rowid. */
  readonly version = 2;
  readonly owns = [ActivityRow];
  readonly appendOnly = true;

  apply(event: RecordedEvent, rows: ProjectionContext): void {
    rows.create(ActivityRow, {
      position: event.position,
      streamId: event.streamId,
      type: event.type,
      actorName: event.metadata.actor.name,
      actorRole: event.metadata.actor.role,
      source: event.metadata.source,
      occurredAt: new Date(event.metadata.occurredAt),
    });
  }
}
