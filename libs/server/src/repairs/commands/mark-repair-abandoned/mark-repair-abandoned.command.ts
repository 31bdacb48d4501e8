import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/** Nobody came by the final notice's date: the device is marked abandoned, for `reason`. */
export class MarkRepairAbandoned extends Command<CommandResult> {
  constructor(
    readonly repairId: number,
    readonly reason: unknown,
    readonly context: CommandContext,
  ) {
    super();
  }
}
