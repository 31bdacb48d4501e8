import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/**
 * The customer picked the device up. `leaveOwed`: staff let it go with money still due (as
 * sent; only `true` allows it), recorded with who allowed it.
 */
export class CollectRepair extends Command<CommandResult> {
  constructor(
    readonly repairId: number,
    readonly context: CommandContext,
    readonly leaveOwed: unknown = false,
  ) {
    super();
  }
}
