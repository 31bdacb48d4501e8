import { Command } from '@nestjs/cqrs';
import type { TrackedKind } from '@taller/domain';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/** A new tracking link for a record (its first, or one replacing the old, which stops working). */
export class IssueTracking extends Command<CommandResult & { token: string }> {
  constructor(
    readonly kind: TrackedKind,
    readonly id: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
