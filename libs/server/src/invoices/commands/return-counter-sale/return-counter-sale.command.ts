import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/**
 * 'Devolución' of counter sale `invoiceId`: `{ lines: [{ line, quantity }], method, reason,
 * requestId }`. The id answered is the rectifying invoice's.
 */
export class ReturnCounterSale extends Command<CommandResult> {
  constructor(
    readonly invoiceId: number,
    readonly form: Record<string, unknown>,
    readonly requestId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
