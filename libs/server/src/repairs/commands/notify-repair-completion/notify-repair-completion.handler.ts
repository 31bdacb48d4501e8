import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RepairNotices } from '../../notices/repair-notices.js';
import { NotifyRepairCompletion } from './notify-repair-completion.command.js';

@CommandHandler(NotifyRepairCompletion)
export class NotifyRepairCompletionHandler implements ICommandHandler<NotifyRepairCompletion> {
  constructor(private readonly notices: RepairNotices) {}

  async execute({ repairId, channel, context }: NotifyRepairCompletion) {
    const givenBy = { id: context.actor.id, name: context.actor.name };
    const { position, version } = await this.notices.give(repairId, { type: 'NotifyRepairCompletion', now: context.now, channel, givenBy }, context);
    return { id: repairId, position, version };
  }
}
