import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/actor.js';
import type { ErasedTraces } from '../../../privacy/person-traces.js';

/** What forgetting destroyed: the client's log position and version, and the traces outside the log. */
export interface ForgetClientResult extends ErasedTraces {
  id: number;
  position: number;
  version: number;
}

/** The word the Administrador types to confirm (the screen's dialog, the CLI's prompt, a script's `--confirm`). */
export const FORGET_CONFIRMATION = 'OLVIDAR';

export class ForgetClient extends Command<ForgetClientResult> {
  constructor(
    readonly clientId: number,
    readonly context: CommandContext,
  ) {
    super();
  }
}
