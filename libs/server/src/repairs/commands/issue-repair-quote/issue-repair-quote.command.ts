import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/**
 * A quote for the repair's customer (`{lines, validUntil?, notes?}`), e-mailed with the tracking
 * link when the client has an address; `site` is the public site's address for that link.
 */
export class IssueRepairQuote extends Command<CommandResult & { emailed: boolean }> {
  constructor(
    readonly repairId: number,
    readonly form: unknown,
    readonly site: string | undefined,
    readonly context: CommandContext,
  ) {
    super();
  }
}
