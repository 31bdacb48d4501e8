import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { cashDayNumber, requireClosableDay } from '@taller/domain';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { movementByOf } from '../../../payments/movement-request.js';
import { CashLedger } from '../../cash-ledger.js';
import { cashAggregate } from '../../cash.stream.js';
import { CloseCashDay } from './close-cash-day.command.js';

@CommandHandler(CloseCashDay)
export class CloseCashDayHandler implements ICommandHandler<CloseCashDay> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ledger: CashLedger,
  ) {}

  async execute({ day: asked, form, correct, context }: CloseCashDay) {
    const day = requireClosableDay(asked, context.now);
    const { expected, upToPosition } = await this.ledger.reading(day);
    const { position, version } = await this.aggregates.handle({
      ...cashAggregate(day),
      command: { type: correct ? 'CorrectCashClose' : 'CloseCashDay', day, form, expected, upToPosition, now: context.now, by: movementByOf(context) },
      context,
    });
    return { id: cashDayNumber(day), position, version };
  }
}
