import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';
import type { QuotedRecord } from '../../quoted-records.js';

/**
 * The customer's answer to quote `number` (`accept`: true or false): `online` from the tracking
 * page, or given by phone or in person (`channel`) and recorded by the staff member acting. A
 * revision's accepted quote becomes its repair (`repairId` in the answer).
 */
export class AnswerQuote extends Command<CommandResult & { repairId?: number }> {
  constructor(
    readonly record: QuotedRecord,
    readonly answer: { number: unknown; accept: unknown; channel?: unknown },
    readonly online: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}
