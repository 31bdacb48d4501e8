import { Injectable } from '@nestjs/common';
import { CommandBus, type Command } from '@nestjs/cqrs';
import { Projector } from '../projections/projector.js';
import type { CommandResult } from './command-result.js';

/**
 * Runs a command and answers once the read models show it (read-your-writes), so the
 * screen or script that reads next sees its own change. Used by the API and the CLI alike.
 */
@Injectable()
export class Commands {
  constructor(
    private readonly bus: CommandBus,
    private readonly projector: Projector,
  ) {}

  async run<R extends CommandResult>(command: Command<R>): Promise<R> {
    const result = await this.bus.execute(command);
    if (result.position > 0) await this.projector.waitFor(result.position);
    return result;
  }
}
