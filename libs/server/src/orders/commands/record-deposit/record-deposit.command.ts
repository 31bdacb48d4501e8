import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/** An encargo's deposit paid at the counter: `method` as sent (cash, credit_card, debit_card). */
export class RecordDeposit extends Command<CommandResult> {
  constructor(
    readonly orderId: number,
    readonly method: unknown,
    readonly context: CommandContext,
  ) {
    super();
  }
}
