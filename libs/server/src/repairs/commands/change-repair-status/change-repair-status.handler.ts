import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { repairAggregate } from '../../repair.stream.js';
import { ChangeRepairStatus } from './change-repair-status.command.js';

@CommandHandler(ChangeRepairStatus)
export class ChangeRepairStatusHandler implements ICommandHandler<ChangeRepairStatus> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ repairId, status, context }: ChangeRepairStatus) {
    const { position, version } = await this.aggregates.handle({
      ...repairAggregate(repairId),
      command: { type: 'ChangeRepairStatus', data: { status }, now: context.now },
      context,
    });
    return { id: repairId, position, version };
  }
}
