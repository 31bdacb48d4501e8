import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Command } from 'commander';
import type { SingleBar } from 'cli-progress';
import { failWith, progressBar, type OpenCore } from '../cli/cli-context.js';
import type { TallerConfig } from '../config/config.js';
import type { EventStore } from '@taller/event-store';
import { EVENT_STORE, TALLER_CONFIG } from '../event-sourcing/tokens.js';
import { MIKRO_ORM, type ReadModels } from '../persistence/orm.js';
import { PROJECTIONS, type Projection } from '../projections/projection.js';
import { Projector } from '../projections/projector.js';
import { backedUpTables } from './backup-tables.js';
import { backupMessages } from './backup.messages.js';
import { readPassphrase } from './passphrase.js';
import { checkArchive } from './restore-check.js';
import { laterErasures, reapplyErasures } from '../privacy/erasure-ledger.js';
import { beforeRestore, type RestorePlan } from './restore-plan.js';
import { whatTheTargetHolds, writeArchiveInto } from './restore-writer.js';

export function restoreCli(program: Command, open: OpenCore): void {
  program
    .command('restore')
    .description('Rehace un taller desde una copia de «taller backup» en una instalación vacía (SQLite o PostgreSQL) y reconstruye las vistas')
    .argument('<archivo>', 'copia .tar.gz de «taller backup»')
    .option('--passphrase-file <archivo>', 'archivo cuya primera línea es la frase de paso (si no, TALLER_BACKUP_PASSPHRASE o se pregunta)')
    .option(
      '--erasures-from <copias...>',
      'copias posteriores cuyo registro de olvidos (RGPD) se aplica (además de la más reciente que haya junto a la restaurada)',
    )
    .action(async (file: string, options: { passphraseFile?: string; erasuresFrom?: string[] }) => {
      const started = Date.now();
      let passphrase: string;
      let size: number;
      try {
        size = await stat(file).then(
          (s) => (s.isFile() ? s.size : Promise.reject(new Error())),
          () => Promise.reject(new Error()),
        ).catch(() => {
          throw new Error(backupMessages.fileUnreadable(file));
        });
        passphrase = await readPassphrase({ file: options.passphraseFile, confirm: false });
      } catch (error) {
        failWith(error);
      }
      const app = await open({ followLog: false });
      let bar: SingleBar | undefined;
      try {
        const config = app.get<TallerConfig>(TALLER_CONFIG);
        if (config.eventStoreUrl) throw new Error(backupMessages.kurrentUnsupported);
        const orm = app.get<ReadModels>(MIKRO_ORM);
        const tables = backedUpTables(orm, app.get<Projection[]>(PROJECTIONS));
        const uploadsDir = join(config.dataDir, 'uploads');
        const held = await whatTheTargetHolds(orm, tables, uploadsDir);
        if (held) throw new Error(backupMessages.notEmpty(held));

        // First pass: the whole archive is checked before anything is written.
        bar = progressBar('Comprobando [{bar}] {percentage}% del archivo');
        bar.start(Math.max(size, 1), 0);
        const checked = await checkArchive(file, passphrase, tables, (bytes) => bar!.update(bytes));
        bar.update(Math.max(size, 1));
        bar.stop();

        // The people forgotten after this backup was taken: read before anything is written.
        const later = await laterErasures(file, options.erasuresFrom ?? []);

        const plan: RestorePlan = { subjectsWithKeys: checked.subjectsWithKeys, withheldSubjects: new Set() };
        await beforeRestore(plan, app);

        bar = progressBar('Restaurando [{bar}] {percentage}% del archivo');
        bar.start(Math.max(size, 1), 0);
        const restored = await writeArchiveInto(file, checked, plan, orm, app.get<EventStore>(EVENT_STORE), tables, uploadsDir, (bytes) => bar!.update(bytes));
        bar.update(Math.max(size, 1));
        bar.stop();
        const writeSeconds = ((Date.now() - started) / 1000).toFixed(1);

        const rebuildStarted = Date.now();
        bar = progressBar('Reconstruyendo [{bar}] {percentage}% · {value}/{total} eventos');
        bar.start(Math.max(restored.events, 1), 0);
        const projected = await app.get(Projector).rebuild(undefined, ({ done, total }) => {
          bar!.setTotal(total);
          bar!.update(done);
        });
        bar.setTotal(Math.max(projected, 1));
        bar.update(Math.max(projected, 1));
        bar.stop();
        // Whoever a later backup remembers as forgotten is forgotten again, as the command line.
        const forgottenAgain = await reapplyErasures(app, later.erasures);
        if (forgottenAgain > 0) await app.get(Projector).catchUp();

        process.stdout.write(
          `Restaurado: ${restored.events} eventos de ${checked.events.streams} flujos, ${restored.rows} filas de ${Object.keys(checked.manifest.counts.tables).length} tablas, ` +
            `${restored.keys} claves, ${restored.images} imágenes en ${writeSeconds} s (copia del ${checked.header.createdAt}, ${checked.header.source})\n` +
            `Vistas reconstruidas: ${projected} eventos en ${((Date.now() - rebuildStarted) / 1000).toFixed(1)} s\n`,
        );
        if (later.readFrom.length > 0) {
          process.stdout.write(
            `Olvidos (RGPD) de copias posteriores (${later.readFrom.map((f) => basename(f)).join(', ')}): ` +
              `${later.erasures.size} en su registro, ${forgottenAgain} olvidados de nuevo en el taller restaurado\n`,
          );
        }
        if (later.unreadable.length > 0) process.stdout.write(`Aviso: no se pudo leer el registro de olvidos de ${later.unreadable.join(', ')}\n`);
        if (restored.withheldKeys > 0) process.stdout.write(`Claves no restauradas (datos que no deben volver): ${restored.withheldKeys}\n`);
      } catch (error) {
        bar?.stop();
        failWith(error);
      } finally {
        await app.close();
      }
    });
}
