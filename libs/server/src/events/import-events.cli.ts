import { stat } from 'node:fs/promises';
import type { Command } from 'commander';
import type { SingleBar } from 'cli-progress';
import type { EventStore, NewEvent } from '@taller/event-store';
import { failWith, progressBar, type OpenCore } from '../cli/cli-context.js';
import { EVENT_STORE } from '../event-sourcing/tokens.js';
import { Projector } from '../projections/projector.js';
import { checkEventFile, eventFileLines, parseEventFileLine } from './event-file.js';

/**
 * The kinds of record numbered from the log's sequences (their registration asks `nextId`): an
 * imported log moves these past its highest number. The shop's one stream (`shop-1`) and staff
 * accounts (numbered by the accounts table) take no sequence.
 */
const NUMBERED_KINDS = new Set(['client', 'repair', 'revision', 'order', 'product']);

/** Events of one stream written in one append, at most. */
const APPEND_BATCH = 500;

export function importEventsCli(events: Command, open: OpenCore): void {
  events
    .command('import')
    .description('Carga una copia del registro de eventos (de «events export») en una instalación nueva y reconstruye las vistas')
    .argument('<archivo>', 'copia en JSON Lines')
    .action(async (file: string) => {
      const size = await stat(file).then(
        (s) => (s.isFile() ? s.size : undefined),
        () => undefined,
      );
      if (size === undefined) failWith(new Error(`No se puede leer el archivo «${file}»`));
      const app = await open();
      let bar: SingleBar | undefined;
      try {
        const store = app.get<EventStore>(EVENT_STORE);
        const head = await store.headPosition();
        if (head > 0) {
          throw new Error(
            `La base de eventos no está vacía (tiene eventos hasta la posición ${head}): importa en una instalación nueva, con DATA_DIR o DATABASE_URL sin datos`,
          );
        }

        // First pass: the whole file is checked before anything is written.
        const started = Date.now();
        bar = progressBar('Comprobando [{bar}] {percentage}% del archivo');
        bar.start(Math.max(size, 1), 0);
        const summary = await checkEventFile(file, (bytes) => bar!.update(bytes));
        bar.update(Math.max(size, 1));
        bar.stop();

        // This process stops following the log: the read models are rebuilt once at the end,
        // and with SQLite the projector's open transaction and the import's synchronous append
        // wait on each other's write lock until "database is locked" (tried).
        const projector = app.get(Projector);
        projector.onApplicationShutdown();

        // Second pass: the events in their global order, each run of one stream in one append.
        bar = progressBar('Importando  [{bar}] {percentage}% · {value}/{total} eventos');
        bar.start(Math.max(summary.events, 1), 0);
        let imported = 0;
        let run: { streamId: string; firstRevision: number; line: number; events: NewEvent[] } | undefined;
        const write = async () => {
          if (!run) return;
          const expected = run.firstRevision === 0 ? 'no_stream' : run.firstRevision - 1;
          try {
            await store.append(run.streamId, run.events, expected);
          } catch (error) {
            throw new Error(
              `La importación se detuvo en la línea ${run.line} (${(error as Error).message}); ` +
                `la base de eventos ha quedado a medias: vacíala y vuelve a importar`,
            );
          }
          imported += run.events.length;
          bar!.update(imported);
          run = undefined;
        };
        for await (const { number, text } of eventFileLines(file)) {
          const line = parseEventFileLine(text, number);
          if (line.kind !== 'event') continue;
          const { streamId, revision, id, type, schemaVersion, data, metadata } = line.event;
          if (run && (run.streamId !== streamId || run.events.length >= APPEND_BATCH)) await write();
          run ??= { streamId, firstRevision: revision, line: number, events: [] };
          run.events.push({ id, type, schemaVersion, data, metadata });
        }
        await write();
        for (const [kind, highest] of summary.highestIds) if (NUMBERED_KINDS.has(kind)) await store.advanceSequence(kind, highest);
        bar.update(Math.max(imported, 1));
        bar.stop();
        const importSeconds = ((Date.now() - started) / 1000).toFixed(1);

        const rebuildStarted = Date.now();
        bar = progressBar('Reconstruyendo [{bar}] {percentage}% · {value}/{total} eventos');
        bar.start(Math.max(imported, 1), 0);
        const projected = await projector.rebuild(undefined, ({ done, total }) => {
          bar!.setTotal(total);
          bar!.update(done);
        });
        bar.setTotal(Math.max(projected, 1));
        bar.update(Math.max(projected, 1));
        bar.stop();

        process.stdout.write(
          `Importados: ${imported} eventos de ${summary.streams} flujos en ${importSeconds} s\n` +
            `Vistas reconstruidas: ${projected} eventos en ${((Date.now() - rebuildStarted) / 1000).toFixed(1)} s\n`,
        );
      } catch (error) {
        bar?.stop();
        failWith(error);
      } finally {
        await app.close();
      }
    });
}
