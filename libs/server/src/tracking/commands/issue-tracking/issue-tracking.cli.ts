import type { Command } from 'commander';
import type { MikroORM } from '@mikro-orm/core';
import { trackedNumber, TRACKED_KINDS, type TrackedKind } from '@taller/domain';
import { failWith, progressBar, type OpenCore } from '../../../cli/cli-context.js';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { OrderRow } from '../../../orders/order-row.entity.js';
import { RepairRow } from '../../../repairs/repair-row.entity.js';
import { RevisionRow } from '../../../revisions/revision-row.entity.js';
import { CLI_ACTOR, commandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { linkLine } from '../../queries/get-tracking-link/get-tracking-link.cli.js';
import { trackedStream } from '../../tracked-records.js';
import { recordCommand } from '../../tracking-cli.js';
import { TrackingLink } from '../../tracking-link.entity.js';
import { TrackingLinks } from '../../tracking-links.js';
import { IssueTracking } from './issue-tracking.command.js';

const rowsOf = { repair: RepairRow, revision: RevisionRow, order: OrderRow } as const;

export function issueTrackingCli(tracking: Command, open: OpenCore): void {
  recordCommand(tracking, open, 'issue', 'Crea un enlace de seguimiento nuevo para un trabajo (el anterior deja de funcionar)', async (app, { kind, id }) => {
    await app.get(Commands).run(new IssueTracking(kind, id, commandContext(CLI_ACTOR, 'cli')));
    const { link } = await app.get(TrackingLinks).of(kind, id);
    process.stdout.write(`${linkLine(trackedNumber(kind, id), link)}\n`);
  });

  tracking
    .command('backfill')
    .description('Crea enlaces de seguimiento para los trabajos registrados antes de que existieran (los anulados a propósito también)')
    .option('--dry-run', 'solo cuenta los que no tienen enlace')
    .action(async (options: { dryRun?: boolean }) => {
      const app = await open();
      try {
        const em = app.get<MikroORM>(MIKRO_ORM).em.fork();
        const linked = new Set((await em.find(TrackingLink, {}, { fields: ['streamId'] })).map((link) => link.streamId));
        const missing: { kind: TrackedKind; id: number }[] = [];
        for (const kind of TRACKED_KINDS) {
          const rows = await em.find(rowsOf[kind] as typeof RepairRow, {}, { fields: ['id'], orderBy: { id: 'ASC' } });
          for (const { id } of rows) if (!linked.has(trackedStream(kind, id))) missing.push({ kind, id });
        }
        if (options.dryRun || missing.length === 0) {
          process.stdout.write(`${missing.length} trabajos sin enlace de seguimiento\n`);
          return;
        }
        const commands = app.get(Commands);
        const bar = progressBar('Creando enlaces |{bar}| {value}/{total}');
        bar.start(missing.length, 0);
        for (const { kind, id } of missing) {
          await commands.run(new IssueTracking(kind, id, commandContext(CLI_ACTOR, 'cli')));
          bar.increment();
        }
        bar.stop();
        process.stdout.write(`${missing.length} enlaces de seguimiento creados\n`);
      } catch (error) {
        failWith(error);
      } finally {
        await app.close();
      }
    });
}
