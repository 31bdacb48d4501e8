import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { repairAggregate } from '../../repair.stream.js';
import { DeleteRepair } from './delete-repair.command.js';

@CommandHandler(DeleteRepair)
export class DeleteRepairHandler implements ICommandHandler<DeleteRepair> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ repairId, context }: DeleteRepair) {
    const { position, version } = await this.aggregates.handle({
      ...repairAggregate(repairId),
      command: { type: 'DeleteRepair' },
      context,
    });
    return { id: repairId, position, version };
  }
}
