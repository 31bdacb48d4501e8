import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/** The customer is told the day after which the device will be treated as abandoned. */
export class SendRepairFinalNotice extends Command<CommandResult> {
  constructor(
    readonly repairId: number,
    readonly channel: unknown,
    readonly context: CommandContext,
  ) {
    super();
  }
}
