import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

export class ChangeOrderStatus extends Command<CommandResult> {
  constructor(
    readonly orderId: number,
    readonly status: unknown,
    readonly context: CommandContext,
    /** When the caller sends the version it saw, a stale one is refused (409). */
    readonly expectedVersion?: number,
    /** Cancelling an encargo whose deposit was paid: `refund` or `retain` (order.decide.ts). */
    readonly deposit?: unknown,
    /** Delivering with money still due: `true` lets it stay owed, recorded with who allowed it (as sent; only `true` allows it). */
    readonly leaveOwed: unknown = false,
  ) {
    super();
  }
}
