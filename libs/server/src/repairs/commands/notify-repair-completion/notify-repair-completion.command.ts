import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/** The customer was told the device is ready. */
export class NotifyRepairCompletion extends Command<CommandResult> {
  constructor(
    readonly repairId: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
