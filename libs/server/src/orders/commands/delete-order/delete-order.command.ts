import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

export class DeleteOrder extends Command<CommandResult> {
  constructor(
    readonly orderId: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
