import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/** `id` is the revision's; `repairId` the repair it became (now or before). */
export interface Conversion extends CommandResult {
  repairId: number;
}

export class ConvertRevision extends Command<Conversion> {
  constructor(
    readonly revisionId: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
