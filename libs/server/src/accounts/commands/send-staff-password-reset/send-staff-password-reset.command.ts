import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { StaffChangeResult } from '../../staff-accounts.js';

/** A link to choose a new password, e-mailed through the outbox; `siteUrl` is where it points. */
export class SendStaffPasswordReset extends Command<StaffChangeResult> {
  constructor(
    readonly accountId: number,
    readonly siteUrl: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
