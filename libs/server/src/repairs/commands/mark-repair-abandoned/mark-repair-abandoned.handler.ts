import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { SecretBox } from '../../../secrets/secret-box.js';
import { unlockCodeSubject } from '../../../secrets/unlock-code.js';
import { repairAggregate } from '../../repair.stream.js';
import { MarkRepairAbandoned } from './mark-repair-abandoned.command.js';

@CommandHandler(MarkRepairAbandoned)
export class MarkRepairAbandonedHandler implements ICommandHandler<MarkRepairAbandoned> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly secrets: SecretBox,
  ) {}

  async execute({ repairId, reason, context }: MarkRepairAbandoned) {
    const { events, position, version } = await this.aggregates.handle({
      ...repairAggregate(repairId),
      command: { type: 'MarkRepairAbandoned', now: context.now, reason },
      context,
    });
    // As on collection: the purge recorded, the key goes, after the append (a refusal loses nothing).
    if (events.length > 0) await this.secrets.shred(unlockCodeSubject('repair', repairId));
    return { id: repairId, position, version };
  }
}
