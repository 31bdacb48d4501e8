import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isQuotableRepair, madridDay, quoteView } from '@taller/domain';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { deliveryLabel, NoticeOutbox } from '../../notices/notice-outbox.js';
import { repairAggregate } from '../../repair.stream.js';
import { GetRepairQuote } from './repair-quote.query.js';

/** Read from the repair's own stream (the read models keep no quote), with the outbox's word on its e-mail. */
@QueryHandler(GetRepairQuote)
export class GetRepairQuoteHandler implements IQueryHandler<GetRepairQuote> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly outbox: NoticeOutbox,
  ) {}

  async execute({ repairId, now }: GetRepairQuote) {
    const { streamId, decider, catalogue } = repairAggregate(repairId);
    const { state: repair } = await this.aggregates.load(streamId, decider, catalogue);
    if (!repair.exists || repair.deleted) return null;
    const { quote } = repair;
    if (!quote) return { quote: null };
    const open = isQuotableRepair({ status: repair.status, collected: repair.collectedDay !== null });
    const delivery = quote.email ? ((await this.outbox.deliveries([quote.email.outboxId])).get(quote.email.outboxId) ?? { state: 'unknown' as const }) : null;
    return {
      quote: {
        ...quoteView(quote, madridDay(now), open),
        issuedAt: quote.issuedAt,
        decidedBy: quote.decision?.decidedBy?.name ?? null,
        email: quote.email && delivery ? { subject: quote.email.subject, delivery, deliveryLabel: deliveryLabel(delivery) } : null,
      },
    };
  }
}
