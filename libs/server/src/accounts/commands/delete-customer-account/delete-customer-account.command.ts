import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';

/** What deleting an account did, in the customer's words. */
export interface CustomerAccountDeleted {
  message: string;
  /** What is gone. */
  deleted: string[];
  /** What the shop keeps, and why. */
  kept: string[];
  /** The clients the account was linked to, now unlinked (their history records it). */
  unlinkedClients: number;
}

/**
 * A customer deletes their own account, confirming it with their password (typed just now: a
 * session left open on a shared computer must not be enough). `address`: where the request came
 * from, for the sign-in's throttle.
 */
export class DeleteCustomerAccount extends Command<CustomerAccountDeleted> {
  constructor(
    readonly accountId: number,
    readonly password: string,
    readonly address: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
