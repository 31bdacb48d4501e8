import type { Command } from 'commander';
import { trackedNumber } from '@taller/domain';
import { failWith, type OpenCore } from '../../../cli/cli-context.js';
import { CLI_ACTOR, commandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { cliRecord, CLI_KIND_NAMES } from '../../tracked-records.js';
import { RevokeTracking } from './revoke-tracking.command.js';

export function revokeTrackingCli(tracking: Command, open: OpenCore): void {
  tracking
    .command('revoke')
    .description('Anula el enlace de seguimiento de un trabajo: deja de abrir su página')
    .argument('<tipo>', CLI_KIND_NAMES)
    .argument('<id>', 'número del trabajo')
    .action(async (kindText: string, idText: string) => {
      let record: ReturnType<typeof cliRecord>;
      try {
        record = cliRecord(kindText, idText);
      } catch (error) {
        failWith(error);
      }
      const app = await open();
      try {
        const { position } = await app.get(Commands).run(new RevokeTracking(record.kind, record.id, commandContext(CLI_ACTOR, 'cli')));
        const number = trackedNumber(record.kind, record.id);
        process.stdout.write(position === 0 ? `${number} no tenía enlace de seguimiento\n` : `${number}: enlace de seguimiento anulado\n`);
      } catch (error) {
        failWith(error);
      } finally {
        await app.close();
      }
    });
}
