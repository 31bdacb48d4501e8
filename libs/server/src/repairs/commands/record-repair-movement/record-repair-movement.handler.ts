import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { movementByOf } from '../../../payments/movement-request.js';
import { repairAggregate } from '../../repair.stream.js';
import { RecordRepairMovement } from './record-repair-movement.command.js';

@CommandHandler(RecordRepairMovement)
export class RecordRepairMovementHandler implements ICommandHandler<RecordRepairMovement> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ repairId, kind, form, movementId, context }: RecordRepairMovement) {
    const request = { form, movementId, by: movementByOf(context), now: context.now };
    const { position, version } = await this.aggregates.handle({
      ...repairAggregate(repairId),
      command: kind === 'payment' ? { type: 'RecordRepairPayment', ...request } : { type: 'RecordRepairRefund', ...request },
      context,
    });
    return { id: repairId, position, version };
  }
}
