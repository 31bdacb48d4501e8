import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { repairAggregate } from '../../repair.stream.js';
import { CorrectRepairDetails } from './correct-repair-details.command.js';

@CommandHandler(CorrectRepairDetails)
export class CorrectRepairDetailsHandler implements ICommandHandler<CorrectRepairDetails> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ repairId, form, expectedVersion, context }: CorrectRepairDetails) {
    const { position, version } = await this.aggregates.handle({
      ...repairAggregate(repairId),
      command: { type: 'CorrectRepairDetails', data: form },
      expectedVersion,
      context,
    });
    return { id: repairId, position, version };
  }
}
