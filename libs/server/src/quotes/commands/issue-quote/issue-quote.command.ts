import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';
import type { QuotedRecord } from '../../quoted-records.js';

/**
 * A quote for the customer of a repair or revision (`{lines, validUntil?, notes?}`), e-mailed
 * with the tracking link when the client has an address and the shop sends quotes by e-mail;
 * `site` is the public site's address for that link.
 */
export class IssueQuote extends Command<CommandResult & { emailed: boolean }> {
  constructor(
    readonly record: QuotedRecord,
    readonly form: unknown,
    readonly site: string | undefined,
    readonly context: CommandContext,
  ) {
    super();
  }
}
