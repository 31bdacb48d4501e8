import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { SecretBox } from '../../../secrets/secret-box.js';
import { repairAggregate } from '../../repair.stream.js';
import { unlockCodeOf, unlockCodeSubject, withoutUnlockCode } from '../../unlock-code.js';
import { CorrectRepairDetails } from './correct-repair-details.command.js';

@CommandHandler(CorrectRepairDetails)
export class CorrectRepairDetailsHandler implements ICommandHandler<CorrectRepairDetails> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly secrets: SecretBox,
  ) {}

  async execute({ repairId, form, expectedVersion, context }: CorrectRepairDetails) {
    const clearCode = unlockCodeOf(form);
    const unlockCode = clearCode ? await this.secrets.seal(unlockCodeSubject(repairId), clearCode) : clearCode;
    const { position, version } = await this.aggregates.handle({
      ...repairAggregate(repairId),
      command: { type: 'CorrectRepairDetails', data: withoutUnlockCode(form), now: context.now, unlockCode },
      expectedVersion,
      context,
    });
    return { id: repairId, position, version };
  }
}
