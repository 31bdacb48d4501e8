import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

export class CorrectProductDetails extends Command<CommandResult> {
  constructor(
    readonly productId: number,
    readonly form: Record<string, unknown>,
    /** The version the editor's screen showed. */
    readonly expectedVersion: number | undefined,
    readonly context: CommandContext,
  ) {
    super();
  }
}
