import type { Command } from 'commander';
import { trackedNumber } from '@taller/domain';
import { failWith, type OpenCore } from '../../../cli/cli-context.js';
import { cliRecord, CLI_KIND_NAMES } from '../../tracked-records.js';
import { TrackingLinks, type TrackingLinkJson } from '../../tracking-links.js';

/** One line for a record's link: its address (or path, without PUBLIC_URL), or that it has none. */
export function linkLine(number: string, link: TrackingLinkJson | null): string {
  return link ? `${number}: ${link.url ?? link.path}` : `${number}: sin enlace de seguimiento (créalo con «taller tracking issue»)`;
}

export function getTrackingLinkCli(tracking: Command, open: OpenCore): void {
  tracking
    .command('show')
    .description('Muestra el enlace de seguimiento de un trabajo')
    .argument('<tipo>', CLI_KIND_NAMES)
    .argument('<id>', 'número del trabajo')
    .option('--json', 'salida en JSON, para otros programas')
    .action(async (kindText: string, idText: string, options: { json?: boolean }) => {
      let record: ReturnType<typeof cliRecord>;
      try {
        record = cliRecord(kindText, idText);
      } catch (error) {
        failWith(error);
      }
      const app = await open({ followLog: false });
      try {
        const { link } = await app.get(TrackingLinks).of(record.kind, record.id);
        process.stdout.write(options.json ? `${JSON.stringify({ link })}\n` : `${linkLine(trackedNumber(record.kind, record.id), link)}\n`);
      } catch (error) {
        failWith(error);
      } finally {
        await app.close();
      }
    });
}
