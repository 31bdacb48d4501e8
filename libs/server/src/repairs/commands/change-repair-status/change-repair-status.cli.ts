import type { Command } from 'commander';
import { repairStatusLabels, SETTABLE_REPAIR_STATUSES, type RepairStatus } from '@taller/domain';
import { commandContext, CLI_ACTOR } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { failWith, type OpenCore } from '../../../cli/cli-context.js';
import { repairStatusWords } from '../../../shared/cli-words.js';
import { RepairReads } from '../../repair-reads.js';
import { ChangeRepairStatus } from './change-repair-status.command.js';

export function changeRepairStatusCli(repairs: Command, open: OpenCore): void {
  repairs
    .command('status')
    .description('Cambia el estado de una reparación')
    .argument('<id>', 'número de la reparación')
    .argument('<estado>', repairStatusWords.list(SETTABLE_REPAIR_STATUSES, ' | '))
    .action(async (idText: string, statusText: string) => {
      const id = Number(idText);
      if (!/^[1-9]\d*$/.test(idText)) failWith(new Error('ID de reparación no válido'));
      let status: RepairStatus;
      try {
        status = repairStatusWords.parse(statusText, 'Estado', SETTABLE_REPAIR_STATUSES);
      } catch (error) {
        failWith(error);
      }
      if (status === 'abandoned') {
        failWith(new Error('Una reparación se marca como abandonada con «taller repairs abandoned --mark», cuando ha vencido el plazo de su aviso final'));
      }
      const app = await open();
      try {
        const before = await app.get(RepairReads).require(id);
        await app.get(Commands).run(new ChangeRepairStatus(id, status, commandContext(CLI_ACTOR, 'cli')));
        const after = await app.get(RepairReads).require(id);
        process.stdout.write(
          before.status === after.status
            ? `La reparación ${id} ya estaba en «${repairStatusLabels[after.status]}»\n`
            : `Reparación ${id}: ${repairStatusLabels[before.status]} → ${repairStatusLabels[after.status]}\n`,
        );
      } catch (error) {
        failWith(error);
      } finally {
        await app.close();
      }
    });
}
