import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { StaffChangeResult } from '../../staff-accounts.js';

export class DisableStaffAccount extends Command<StaffChangeResult> {
  constructor(
    readonly accountId: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
