import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

export class DeleteRevision extends Command<CommandResult> {
  constructor(
    readonly revisionId: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
