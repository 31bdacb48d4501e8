import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

export class RegisterClient extends Command<CommandResult> {
  constructor(
    readonly form: Record<string, unknown>,
    readonly context: CommandContext,
    /** The quick client of new work: name and phone only. */
    readonly quick = false,
  ) {
    super();
  }
}
