import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/**
 * The customer's answer to quote `number` (`accept`: true or false): `online` from the tracking
 * page, or given by phone or in person (`channel`) and recorded by the staff member acting.
 */
export class AnswerRepairQuote extends Command<CommandResult> {
  constructor(
    readonly repairId: number,
    readonly answer: { number: unknown; accept: unknown; channel?: unknown },
    readonly online: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}
