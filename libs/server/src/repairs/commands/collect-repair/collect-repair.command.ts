import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/** The customer picked the device up. */
export class CollectRepair extends Command<CommandResult> {
  constructor(
    readonly repairId: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
