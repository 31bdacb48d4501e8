import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/**
 * Money taken on an order at the counter, or given back (shared/payment.ts): the form as sent
 * (`{ amountCents, method, note }`), and the id the screen drew for this attempt so that a
 * request sent twice records once.
 */
export class RecordOrderMovement extends Command<CommandResult> {
  constructor(
    readonly orderId: number,
    readonly kind: 'payment' | 'refund',
    readonly form: unknown,
    readonly movementId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
