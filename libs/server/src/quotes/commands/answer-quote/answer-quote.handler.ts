import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { ConvertRevision } from '../../../revisions/commands/convert-revision/convert-revision.command.js';
import { Commands } from '../../../shared/commands.js';
import { quoteCommandTypes, quotedAggregate } from '../../quoted-records.js';
import { AnswerQuote } from './answer-quote.command.js';

/**
 * Records the answer on the record. A revision whose quote is accepted then becomes its repair,
 * registered with the quote's total as its fixed price (the conversion is the one staff make,
 * idempotent: answering again, or converting by hand after, never makes two repairs).
 */
@CommandHandler(AnswerQuote)
export class AnswerQuoteHandler implements ICommandHandler<AnswerQuote> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly commands: Commands,
  ) {}

  async execute({ record, answer, online, context }: AnswerQuote) {
    const { actor } = context;
    const { events, position, version } = await this.aggregates.handle({
      ...quotedAggregate(record),
      command: {
        type: quoteCommandTypes[record.kind].answer,
        number: answer.number,
        accept: answer.accept,
        channel: answer.channel,
        online,
        // Online, the customer holding the link; otherwise who took the answer.
        decidedBy: online ? null : { id: actor.id, name: actor.name },
        now: context.now,
      },
      context,
    } as never);
    const accepted = (events as { type: string }[]).some((event) => event.type === 'RevisionQuoteAccepted');
    if (record.kind !== 'revision' || !accepted) return { id: record.id, position, version };
    const converted = await this.commands.run(new ConvertRevision(record.id, context));
    return { id: record.id, position: Math.max(position, converted.position), version: converted.version, repairId: converted.repairId };
  }
}
