import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { madridDay, quoteView, type Repair, type Revision } from '@taller/domain';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { deliveryLabel, NoticeOutbox } from '../../../repairs/notices/notice-outbox.js';
import { liveQuoted, quoteOpen, quotedAggregate } from '../../quoted-records.js';
import { GetQuote, type StaffQuote } from './get-quote.query.js';

/** Read from the record's own stream (the read models keep no quote), with the outbox's word on its e-mail. */
@QueryHandler(GetQuote)
export class GetQuoteHandler implements IQueryHandler<GetQuote> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly outbox: NoticeOutbox,
  ) {}

  async execute({ record, now }: GetQuote): Promise<{ quote: StaffQuote | null } | null> {
    const { streamId, decider, catalogue } = quotedAggregate(record);
    const { state } = await this.aggregates.load(streamId, decider as never, catalogue as never);
    const quoted = liveQuoted(state as Repair | Revision);
    if (!quoted) return null;
    const { quote } = quoted;
    if (!quote) return { quote: null };
    const delivery = quote.email ? ((await this.outbox.deliveries([quote.email.outboxId])).get(quote.email.outboxId) ?? { state: 'unknown' as const }) : null;
    return {
      quote: {
        ...quoteView(quote, madridDay(now), quoteOpen(record.kind, quoted)),
        issuedAt: quote.issuedAt,
        decidedBy: quote.decision?.decidedBy?.name ?? null,
        email: quote.email && delivery ? { subject: quote.email.subject, delivery, deliveryLabel: deliveryLabel(delivery) } : null,
      },
    };
  }
}
