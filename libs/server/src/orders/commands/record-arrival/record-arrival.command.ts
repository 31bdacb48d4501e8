import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { CommandResult } from '../../../shared/command-result.js';

/** 'Ha llegado': an encargo's goods are in the shop. */
export class RecordArrival extends Command<CommandResult> {
  constructor(
    readonly orderId: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
