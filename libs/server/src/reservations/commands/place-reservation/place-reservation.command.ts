import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/** Products of the catalogue held for a client to collect: `lines` as the customer sent them, checked here. */
export class PlaceReservation extends Command<CommandResult> {
  constructor(
    readonly clientId: number,
    readonly lines: unknown,
    readonly context: CommandContext,
  ) {
    super();
  }
}
