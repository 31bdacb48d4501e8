import { Command } from '@nestjs/cqrs';
import type { TrackedKind } from '@taller/domain';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/** The record's tracking link stops working; it has none until a new one is issued. */
export class RevokeTracking extends Command<CommandResult> {
  constructor(
    readonly kind: TrackedKind,
    readonly id: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
