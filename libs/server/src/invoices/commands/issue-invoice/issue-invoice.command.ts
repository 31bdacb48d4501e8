import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/**
 * An invoice of a collected repair or a delivered order, as sent: `{ source: { kind: 'repair'|'order', id },
 * kind: 'simplified'|'full', customer?, requestId }`. A counter source is refused: a counter invoice
 * is issued only by a counter sale (SellAtCounter). The id answered is the invoice's.
 */
export class IssueInvoice extends Command<CommandResult> {
  constructor(
    readonly form: Record<string, unknown>,
    readonly requestId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
