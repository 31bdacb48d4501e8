import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/**
 * A correction of invoice `invoiceId` (a rectifying invoice by differences, 'R'), or its annulment
 * (`annul`: issued by mistake). The form: `{ lines (the right ones), reason, method (a counter sale's:
 * how the difference is paid back or charged), requestId }` / `{ reason }`.
 */
export class CorrectInvoice extends Command<CommandResult> {
  constructor(
    readonly invoiceId: number,
    readonly annul: boolean,
    readonly form: Record<string, unknown>,
    readonly requestId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
