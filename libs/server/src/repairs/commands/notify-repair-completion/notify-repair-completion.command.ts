import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/** The customer is told the device is ready, by `channel` (`email`, `phone`, `in_person`). */
export class NotifyRepairCompletion extends Command<CommandResult> {
  constructor(
    readonly repairId: number,
    readonly channel: unknown,
    readonly context: CommandContext,
  ) {
    super();
  }
}
