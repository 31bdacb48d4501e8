import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

export class ChangeRepairStatus extends Command<CommandResult> {
  constructor(
    readonly repairId: number,
    readonly status: unknown,
    readonly context: CommandContext,
  ) {
    super();
  }
}
