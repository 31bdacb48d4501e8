import { Injectable } from '@nestjs/common';
import { orderEvents, repairEvents, revisionEvents, type TrackedKind } from '@taller/domain';
import type { RecordedEvent } from '@taller/event-store';
import type { Projection } from '../projections/projection.js';
import { lookup, type ProjectionContext } from '../projections/projection-context.js';
import { TrackingLink } from './tracking-link.entity.js';

/** Per kind: the events that give a record its first link, a new one, take it away, or delete the record. */
const EVENTS: Record<string, { kind: TrackedKind; does: 'registered' | 'issued' | 'gone' }> = {
  RepairRegistered: { kind: 'repair', does: 'registered' },
  RepairTrackingIssued: { kind: 'repair', does: 'issued' },
  RepairTrackingRevoked: { kind: 'repair', does: 'gone' },
  RepairDeleted: { kind: 'repair', does: 'gone' },
  RevisionRegistered: { kind: 'revision', does: 'registered' },
  RevisionTrackingIssued: { kind: 'revision', does: 'issued' },
  RevisionTrackingRevoked: { kind: 'revision', does: 'gone' },
  RevisionDeleted: { kind: 'revision', does: 'gone' },
  OrderPlaced: { kind: 'order', does: 'registered' },
  OrderTrackingIssued: { kind: 'order', does: 'issued' },
  OrderTrackingRevoked: { kind: 'order', does: 'gone' },
  OrderDeleted: { kind: 'order', does: 'gone' },
};

const catalogues = { repair: repairEvents, revision: revisionEvents, order: orderEvents };

/** The live tracking links, by token: what the public page and the lookup resolve. */
@Injectable()
export class TrackingProjection implements Projection {
  readonly name = 'tracking';
  readonly label = 'Enlaces de seguimiento';
  readonly version = 1;
  readonly owns = [TrackingLink];
  /** The links a reissue, revocation or deletion replaces (a registration has none yet). */
  readonly lookups = [lookup(TrackingLink, 'streamId', (e) => (EVENTS[e.type] && EVENTS[e.type]!.does !== 'registered' ? e.streamId : undefined))];

  apply(recorded: RecordedEvent, rows: ProjectionContext): void {
    const handled = EVENTS[recorded.type];
    if (!handled) return;
    const data = catalogues[handled.kind].parse(recorded).data as { token?: string; trackingToken?: string };
    if (handled.does !== 'registered') for (const old of rows.findBy(TrackingLink, 'streamId', recorded.streamId)) rows.remove(TrackingLink, old);
    const token = handled.does === 'registered' ? data.trackingToken : handled.does === 'issued' ? data.token : undefined;
    if (token === undefined) return;
    rows.create(TrackingLink, {
      token,
      streamId: recorded.streamId,
      kind: handled.kind,
      recordId: Number(recorded.streamId.slice(handled.kind.length + 1)),
      issuedAt: new Date(recorded.metadata.occurredAt),
    });
  }
}
