import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/** An unpaid reservation past its day: cancelled by the system, its units back on sale. */
export class ExpireReservation extends Command<CommandResult> {
  constructor(
    readonly orderId: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
