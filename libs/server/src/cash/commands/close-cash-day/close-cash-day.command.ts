import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/**
 * The day's cash counted and the day closed (`correct`: a new count of a closed day). The form as
 * sent: `{ countedCashCents, floatCents?, note? }`.
 */
export class CloseCashDay extends Command<CommandResult> {
  constructor(
    readonly day: unknown,
    readonly form: unknown,
    readonly correct: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}
