import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { StaffChangeResult } from '../../staff-accounts.js';

/**
 * A new member of the team: `{email, name, role}`, and how the first password is set: typed or
 * generated at the command line, or chosen by the member through an e-mailed link (the screen's way).
 */
export class CreateStaffAccount extends Command<StaffChangeResult> {
  constructor(
    readonly form: Record<string, unknown>,
    readonly password: { kind: 'typed' | 'generated'; password: string } | { kind: 'reset_link'; siteUrl: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}
