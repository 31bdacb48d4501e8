import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import {
  firstNameOf,
  isTrackingToken,
  orderEvents,
  orderTrackingView,
  repairEvents,
  repairTrackingView,
  revisionEvents,
  revisionTrackingView,
  type Dated,
  type EventCatalogue,
  type TrackingView,
} from '@taller/domain';
import type { EventStore, RecordedEvent } from '@taller/event-store';
import { ClientRow } from '../../../clients/client-row.entity.js';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { ShopSettings } from '../../../shop/shop-settings.js';
import { trackedStream } from '../../tracked-records.js';
import { TrackingLink } from '../../tracking-link.entity.js';
import { GetTrackingPage } from './get-tracking-page.query.js';

/**
 * Reads the record's own events (never a list's row: the steps and their dates are the log's)
 * and hands them to the domain, which keeps only what a customer may see.
 */
@QueryHandler(GetTrackingPage)
export class GetTrackingPageHandler implements IQueryHandler<GetTrackingPage> {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ShopSettings) private readonly shop: ShopSettings,
  ) {}

  async execute({ token, now }: GetTrackingPage): Promise<TrackingView | null> {
    if (!isTrackingToken(token)) return null;
    const em = this.orm.em.fork();
    const link = await em.findOne(TrackingLink, { token });
    if (!link) return null;
    const recorded = await this.store.readStream(link.streamId);
    const first = recorded[0];
    if (!first) return null;
    const clientId = (first.data as { clientId?: number }).clientId;
    const client = typeof clientId === 'number' ? await em.findOne(ClientRow, clientId) : null;
    const input = {
      id: link.recordId,
      firstName: firstNameOf(client?.name ?? ''),
      terms: await this.shop.termsAt(first.position),
      now,
    };
    switch (link.kind) {
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
