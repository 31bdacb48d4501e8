import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { repairAggregate } from '../../repair.stream.js';
import { NotifyRepairCompletion } from './notify-repair-completion.command.js';

@CommandHandler(NotifyRepairCompletion)
export class NotifyRepairCompletionHandler implements ICommandHandler<NotifyRepairCompletion> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ repairId, context }: NotifyRepairCompletion) {
    const { position, version } = await this.aggregates.handle({
      ...repairAggregate(repairId),
      command: { type: 'NotifyRepairCompletion', now: context.now },
      context,
    });
    return { id: repairId, position, version };
  }
}
