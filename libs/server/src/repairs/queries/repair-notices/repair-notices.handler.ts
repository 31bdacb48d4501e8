import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import { madridDay, noticeChannelLabels, repairEvents, type NoticeChannel } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { AbandonmentReads, type AbandonmentView } from '../../abandonment/abandonment-reads.js';
import { deliveryLabel, NoticeOutbox, type NoticeDelivery } from '../../notices/notice-outbox.js';
import { RepairRow } from '../../repair-row.entity.js';
import { repairAggregate } from '../../repair.stream.js';
import { GetRepairNotices } from './repair-notices.query.js';

export interface NoticeJson {
  kind: 'completion' | 'final';
  day: string;
  at: string;
  channel: NoticeChannel | 'unrecorded';
  channelLabel: string;
  givenBy: string | null;
  /** The day after which it may be marked abandoned (a final notice). */
  abandonOn: string | null;
  /** Whether a clock counts from it (a notice of no channel starts none). */
  counts: boolean;
  email: { subject: string; text: string; delivery: NoticeDelivery; deliveryLabel: string } | null;
}

export interface RepairNoticesJson {
  notices: NoticeJson[];
  abandonment: AbandonmentView | null;
  abandoned: { day: string; reason: string } | null;
}

@QueryHandler(GetRepairNotices)
export class GetRepairNoticesHandler implements IQueryHandler<GetRepairNotices> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly outbox: NoticeOutbox,
    private readonly abandonment: AbandonmentReads,
  ) {}

  async execute({ repairId }: GetRepairNotices): Promise<RepairNoticesJson | null> {
    const recorded = await this.store.readStream(repairAggregate(repairId).streamId);
    if (recorded.length === 0) return null;
    const notices: NoticeJson[] = [];
    const emails: { notice: NoticeJson; outboxId: number }[] = [];
    let abandoned: RepairNoticesJson['abandoned'] = null;
    for (const stored of recorded) {
      const event = repairEvents.parse(stored);
      if (event.type === 'RepairAbandoned') abandoned = { day: event.data.abandonedDay, reason: event.data.reason };
      if (event.type !== 'RepairCompletionNotified' && event.type !== 'RepairFinalNoticeSent') continue;
      const final = event.type === 'RepairFinalNoticeSent';
      const { channel, givenBy, email } = event.data;
      const notice: NoticeJson = {
        kind: final ? 'final' : 'completion',
        day: final ? event.data.sentDay : event.data.noticeDay,
        at: final ? event.data.sentAt : event.data.notifiedAt,
        channel,
        channelLabel: noticeChannelLabels[channel],
        givenBy: givenBy?.name ?? null,
        abandonOn: final ? event.data.abandonOn : null,
        counts: channel !== 'unrecorded',
        email: email ? { subject: email.subject, text: email.text, delivery: { state: 'unknown' }, deliveryLabel: '' } : null,
      };
      notices.push(notice);
      if (email) emails.push({ notice, outboxId: email.outboxId });
    }
    // What the outbox knows now: queued is not sent, and a file written is not an e-mail sent.
    const deliveries = await this.outbox.deliveries(emails.map((e) => e.outboxId));
    for (const { notice, outboxId } of emails) {
      const delivery = deliveries.get(outboxId) ?? { state: 'unknown' as const };
      notice.email = { ...notice.email!, delivery, deliveryLabel: deliveryLabel(delivery) };
    }
    const row = await this.orm.em.fork().findOne(RepairRow, repairId);
    const view = row ? await this.abandonment.viewOf(row, madridDay(new Date()), await this.abandonment.todaysTerms()) : null;
    return { notices, abandonment: view, abandoned };
  }
}
