import type { Command } from 'commander';
import { trackedNumber } from '@taller/domain';
import type { OpenCore } from '../../../cli/cli-context.js';
import { CLI_ACTOR, commandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { recordCommand } from '../../tracking-cli.js';
import { RevokeTracking } from './revoke-tracking.command.js';

export function revokeTrackingCli(tracking: Command, open: OpenCore): void {
  recordCommand(tracking, open, 'revoke', 'Anula el enlace de seguimiento de un trabajo: deja de abrir su página', async (app, { kind, id }) => {
    const { position } = await app.get(Commands).run(new RevokeTracking(kind, id, commandContext(CLI_ACTOR, 'cli')));
    const number = trackedNumber(kind, id);
    process.stdout.write(position === 0 ? `${number} no tenía enlace de seguimiento\n` : `${number}: enlace de seguimiento anulado\n`);
  });
}
