import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/**
 * Staff link a customer account to a client (`linked: true`: it sees the client's work once its
 * e-mail is verified) or unlink it (`false`: it does not, even with the client's e-mail).
 */
export class LinkClientAccount extends Command<CommandResult & { changed: boolean }> {
  constructor(
    readonly clientId: number,
    readonly accountId: number,
    readonly linked: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}
