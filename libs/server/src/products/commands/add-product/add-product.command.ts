import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

export class AddProduct extends Command<CommandResult> {
  constructor(
    readonly form: Record<string, unknown>,
    readonly context: CommandContext,
  ) {
    super();
  }
}
