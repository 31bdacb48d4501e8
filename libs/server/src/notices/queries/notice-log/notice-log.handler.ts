import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import { maskedAddress, messageChannelLabels, NOTICE_STEPS, noticeStepLabels, type MessageChannel, type NoticeLog, type NoticeLogEntry, type NoticeStep } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { ClientRow } from '../../../clients/client-row.entity.js';
import { EVENT_STORE } from '../../../event-sourcing/tokens.js';
import { OutboxMessage } from '../../../mail/outbox-message.entity.js';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { deliveryLabel, NoticeOutbox } from '../../../repairs/notices/notice-outbox.js';
import { ShopSettings } from '../../../shop/shop-settings.js';
import { NoticeOptOuts } from '../../notice-opt-outs.js';
import { aggregateOf } from '../../notice-records.js';
import { GetNoticeLog } from './notice-log.query.js';

/** The log's shape is the domain's (notice/notice.ts): the back-office reads the same type. */
export type NoticeLogJson = NoticeLog;

type Found = Omit<NoticeLogEntry, 'delivery' | 'deliveryLabel' | 'failure'> & { outboxId: number };

/**
 * The notice log of a repair, revision or order: the notices of the steps the shop chose
 * (`…CustomerNotified`), and the e-mails staff or the system gave with the record's own events
 * (the completion and final notices, the quotes), each with what the outbox knows of it now
 * (queued, sent, failed) and the failure its history recorded.
 */
@QueryHandler(GetNoticeLog)
export class GetNoticeLogHandler implements IQueryHandler<GetNoticeLog> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly outbox: NoticeOutbox,
    private readonly shop: ShopSettings,
    private readonly optOuts: NoticeOptOuts,
  ) {}

  async execute({ record }: GetNoticeLog): Promise<NoticeLogJson | null> {
    const aggregate = aggregateOf(record);
    const recorded = await this.store.readStream(aggregate.streamId);
    if (recorded.length === 0) return null;
    const found: Found[] = [];
    const failures = new Map<number, { error: string; at: string }>();
    let clientId = 0;
    for (const stored of recorded) {
      const event = (aggregate.catalogue as { parse(e: unknown): { type: string; data: Record<string, unknown> } }).parse(stored);
      const data = event.data;
      if (typeof data['clientId'] === 'number') clientId = data['clientId'];
      const by = stored.metadata.actor;
      const givenBy = by.role === 'system' ? 'Automático' : by.name;
      if (event.type.endsWith('CustomerNotified')) {
        const notice = data as unknown as { step: NoticeStep; channel: MessageChannel; to: string; outboxId: number; subject: string; text: string; sentAt: string };
        found.push({ ...entryHead(notice.step, notice.channel), to: notice.to, sentAt: notice.sentAt, subject: notice.subject, text: notice.text, givenBy, outboxId: notice.outboxId });
      } else if (event.type.endsWith('CustomerNoticeFailed')) {
        failures.set(data['outboxId'] as number, { error: data['error'] as string, at: data['failedAt'] as string });
      } else {
        const email = data['email'] as { outboxId: number; subject: string; text: string } | null | undefined;
        const step = stepOfEmail(event.type);
        if (!email || !step) continue;
        const sentAt = (data['notifiedAt'] ?? data['sentAt'] ?? data['issuedAt'] ?? stored.metadata.occurredAt) as string;
        found.push({ ...entryHead(step, 'email'), to: '', sentAt, subject: email.subject, text: email.text, givenBy, outboxId: email.outboxId });
      }
    }
    const ids = found.map((entry) => entry.outboxId);
    const deliveries = await this.outbox.deliveries(ids);
    const rows = ids.length === 0 ? [] : await this.orm.em.fork().find(OutboxMessage, { id: { $in: ids } }, { fields: ['id', 'to'] });
    const addresses = new Map(rows.map((row) => [row.id, row.to]));
    const entries = found.map(({ outboxId, ...entry }): NoticeLogEntry => {
      const delivery = deliveries.get(outboxId) ?? { state: 'unknown' as const };
      const address = addresses.get(outboxId);
      return {
        ...entry,
        to: address ?? (entry.to || maskedAddress(entry.channel, '')),
        delivery,
        deliveryLabel: deliveryLabel(delivery),
        failure: failures.get(outboxId) ?? null,
      };
    });
    const profile = await this.shop.current();
    const client = clientId ? await this.orm.em.fork().findOne(ClientRow, { id: clientId }, { fields: ['email', 'phone'] }) : null;
    return {
      entries: entries.reverse(),
      stepsOn: NOTICE_STEPS.filter((step) => profile.notices.steps[step]),
      optedOut: clientId ? await this.optOuts.hasOptedOut(clientId) : false,
      reachable: { email: (client?.email.trim() ?? '') !== '', phone: (client?.phone.trim() ?? '') !== '' },
    };
  }
}

const entryHead = (step: NoticeStep, channel: MessageChannel) => ({ step, stepLabel: noticeStepLabels[step], channel, channelLabel: messageChannelLabels[channel] });

/** The step an e-mail given with a record's own event stands for. */
function stepOfEmail(type: string): NoticeStep | null {
  if (type === 'RepairCompletionNotified') return 'ready_to_collect';
  if (type === 'RepairFinalNoticeSent') return 'final_notice';
  if (type.endsWith('QuoteIssued')) return 'quote_ready';
  return null;
}
