import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { SecretBox } from '../../../secrets/secret-box.js';
import { repairAggregate } from '../../repair.stream.js';
import { sealUnlockCode, unlockCodeOf, unlockCodeSubject, withoutUnlockCode } from '../../../secrets/unlock-code.js';
import { CorrectRepairDetails } from './correct-repair-details.command.js';

@CommandHandler(CorrectRepairDetails)
export class CorrectRepairDetailsHandler implements ICommandHandler<CorrectRepairDetails> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly secrets: SecretBox,
  ) {}

  async execute({ repairId, form, expectedVersion, context }: CorrectRepairDetails) {
    const unlockCode = await sealUnlockCode(this.secrets, unlockCodeSubject('repair', repairId), unlockCodeOf(form));
    const { position, version } = await this.aggregates.handle({
      ...repairAggregate(repairId),
      command: { type: 'CorrectRepairDetails', data: withoutUnlockCode(form), now: context.now, unlockCode },
      expectedVersion,
      context,
    });
    return { id: repairId, position, version };
  }
}
