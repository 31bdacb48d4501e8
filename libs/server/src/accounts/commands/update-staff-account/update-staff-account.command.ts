import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { StaffChangeResult } from '../../staff-accounts.js';

/** The screen's edit: `{name?, email?, role?}`; a field not sent keeps its value. */
export class UpdateStaffAccount extends Command<StaffChangeResult> {
  constructor(
    readonly accountId: number,
    readonly form: Record<string, unknown>,
    readonly context: CommandContext,
  ) {
    super();
  }
}
