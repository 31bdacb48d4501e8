import { Command } from '@nestjs/cqrs';
import type { CardPayment } from '@taller/domain';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/** The gateway's signed word that a reservation's payment was authorised: recorded once, as the gateway. */
export class RecordCardPayment extends Command<CommandResult> {
  constructor(
    readonly orderId: number,
    readonly payment: CardPayment,
    readonly context: CommandContext,
  ) {
    super();
  }
}
