import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Command } from 'commander';
import type { EventStore } from '@taller/event-store';
import { failWith, progressBar, type OpenCore } from '../cli/cli-context.js';
import { EVENT_STORE } from '../event-sourcing/tokens.js';
import { endLine, eventLine, headerLine } from './event-file.js';

const PAGE = 1000;

interface ExportCounts {
  events: number;
  streams: number;
}

export function exportEventsCli(events: Command, open: OpenCore): void {
  events
    .command('export')
    .description('Copia todo el registro de eventos en JSON Lines, para una copia de seguridad o una mudanza')
    .option('-o, --out <archivo>', 'archivo de destino (sin él, la salida estándar)')
    .action(async (options: { out?: string }) => {
      const app = await open();
      // The bar and the counts go to stderr, so that stdout carries nothing but the copy.
      const bar = progressBar('Exportando [{bar}] {percentage}% · {events} eventos');
      try {
        const started = Date.now();
        const store = app.get<EventStore>(EVENT_STORE);
        const head = await store.headPosition();
        const counts: ExportCounts = { events: 0, streams: 0 };
        bar.start(Math.max(head, 1), 0, { events: 0 });
        const lines = Readable.from(copyLines(store, counts, (position) => bar.update(Math.min(position, head), { events: counts.events })));
        // pipeline waits for the destination to drain: a copy of millions of events never sits in memory.
        await pipeline(lines, options.out ? createWriteStream(options.out) : process.stdout);
        bar.update(Math.max(head, 1), { events: counts.events });
        bar.stop();
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        (options.out ? process.stdout : process.stderr).write(
          `Exportados: ${counts.events} eventos de ${counts.streams} flujos en ${seconds} s${options.out ? ` → ${options.out}` : ''}\n`,
        );
      } catch (error) {
        bar.stop();
        failWith((error as { code?: string }).code === 'EPIPE' ? new Error('La salida se cerró antes de terminar la copia') : error);
      } finally {
        await app.close();
      }
    });
}

/** The copy, a page of the global log at a time, as the destination asks for it. */
async function* copyLines(store: EventStore, counts: ExportCounts, onPage: (position: number) => void): AsyncGenerator<string> {
  yield headerLine(new Date());
  let after = 0;
  for (;;) {
    const page = await store.readAll(after, PAGE);
    if (page.length === 0) break;
    let text = '';
    for (const event of page) {
      text += eventLine(event);
      counts.events += 1;
      // The whole log is copied, so every stream shows up once with its first event.
      if (event.revision === 0) counts.streams += 1;
    }
    yield text;
    after = page.at(-1)!.position;
    onPage(after);
  }
  yield endLine(counts);
}
