import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/**
 * An invoice, as sent: `{ source: { kind: 'repair'|'order'|'counter', id }, kind: 'simplified'|'full',
 * customer?, lines? (a counter sale's), requestId }`. The id answered is the invoice's.
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
