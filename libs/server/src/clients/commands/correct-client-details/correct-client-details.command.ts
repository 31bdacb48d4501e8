import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

export class CorrectClientDetails extends Command<CommandResult> {
  constructor(
    readonly clientId: number,
    readonly changes: Record<string, unknown>,
    readonly expectedVersion: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
