import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import {
  firstNameOf,
  orderEvents,
  orderTrackingView,
  repairEvents,
  repairTrackingView,
  revisionEvents,
  revisionTrackingView,
  type Dated,
  type EventCatalogue,
  type TrackedKind,
  type TrackingView,
} from '@taller/domain';
import type { EventStore, RecordedEvent } from '@taller/event-store';
import { ClientRow } from '../clients/client-row.entity.js';
import { EVENT_STORE } from '../event-sourcing/tokens.js';
import { MIKRO_ORM } from '../persistence/orm.js';
import { ShopSettings } from '../shop/shop-settings.js';
import { trackedStream } from './tracked-records.js';
import { TrackingLink } from './tracking-link.entity.js';

/** A record a customer follows: its kind, number and stream. */
export interface TrackedRecord {
  kind: TrackedKind;
  recordId: number;
  streamId: string;
}

/**
 * What a customer sees of a record (the tracking page, and each line of 'Mis pedidos y
 * reparaciones'): its own events (never a list's row: the steps and their dates are the log's),
 * handed to the domain, which keeps only what a customer may see.
 */
@Injectable()
export class TrackingViews {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ShopSettings) private readonly shop: ShopSettings,
  ) {}

  /** The record's view now; null when its stream is empty. */
  async of(record: TrackedRecord, now: Date, em: EntityManager = this.orm.em.fork()): Promise<TrackingView | null> {
    const recorded = await this.store.readStream(record.streamId);
    const first = recorded[0];
    if (!first) return null;
    const clientId = (first.data as { clientId?: number }).clientId;
    const client = typeof clientId === 'number' ? await em.findOne(ClientRow, clientId) : null;
    const input = {
      id: record.recordId,
      // A forgotten client is greeted by no name (theirs is gone, and 'Cliente' is none).
      firstName: client && !client.forgotten ? firstNameOf(client.name) : '',
      terms: await this.shop.termsAt(first.position),
      now,
    };
    switch (record.kind) {
      case 'repair':
        return repairTrackingView({ ...input, events: dated(recorded, repairEvents) });
      case 'revision': {
        const events = dated(recorded, revisionEvents);
        const converted = events.find((e) => e.event.type === 'RevisionConvertedToRepair')?.event;
        const repairId = converted?.type === 'RevisionConvertedToRepair' ? converted.data.repairId : null;
        const repairLink = repairId === null ? null : await em.findOne(TrackingLink, { streamId: trackedStream('repair', repairId) });
        return revisionTrackingView({ ...input, events, repairToken: () => repairLink?.token ?? null });
      }
      case 'order':
        return orderTrackingView({ ...input, events: dated(recorded, orderEvents) });
    }
  }
}

function dated<Event extends { type: string; data: unknown }>(recorded: readonly RecordedEvent[], catalogue: EventCatalogue<Event>): Dated<Event>[] {
  return recorded.map((stored) => ({ event: catalogue.parse(stored), at: stored.metadata.occurredAt }));
}
