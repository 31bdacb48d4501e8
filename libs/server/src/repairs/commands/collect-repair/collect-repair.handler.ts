import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { SecretBox } from '../../../secrets/secret-box.js';
import { repairAggregate } from '../../repair.stream.js';
import { unlockCodeSubject } from '../../../secrets/unlock-code.js';
import { CollectRepair } from './collect-repair.command.js';
import { movementByOf } from '../../../payments/movement-request.js';

@CommandHandler(CollectRepair)
export class CollectRepairHandler implements ICommandHandler<CollectRepair> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly secrets: SecretBox,
  ) {}

  async execute({ repairId, context, leaveOwed }: CollectRepair) {
    const { position, version } = await this.aggregates.handle({
      ...repairAggregate(repairId),
      command: { type: 'CollectRepair', now: context.now, leaveOwed: leaveOwed === true, by: movementByOf(context) },
      context,
    });
    // The purge recorded, the key goes: the sealed code left in the log can no longer be read.
    // After the append, so a refused collection never loses the code.
    await this.secrets.shred(unlockCodeSubject('repair', repairId));
    return { id: repairId, position, version };
  }
}
