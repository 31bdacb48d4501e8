import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { repairAggregate } from '../../repair.stream.js';
import { AnswerRepairQuote } from './answer-repair-quote.command.js';

@CommandHandler(AnswerRepairQuote)
export class AnswerRepairQuoteHandler implements ICommandHandler<AnswerRepairQuote> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ repairId, answer, online, context }: AnswerRepairQuote) {
    const { actor } = context;
    const { position, version } = await this.aggregates.handle({
      ...repairAggregate(repairId),
      command: {
        type: 'AnswerRepairQuote',
        number: answer.number,
        accept: answer.accept,
        channel: answer.channel,
        online,
        // Online, the customer holding the link; otherwise who took the answer.
        decidedBy: online ? null : { id: actor.id, name: actor.name },
        now: context.now,
      },
      context,
    });
    return { id: repairId, position, version };
  }
}
