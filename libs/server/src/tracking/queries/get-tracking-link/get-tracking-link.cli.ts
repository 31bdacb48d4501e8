import type { Command } from 'commander';
import { trackedNumber } from '@taller/domain';
import type { OpenCore } from '../../../cli/cli-context.js';
import { recordCommand } from '../../tracking-cli.js';
import { TrackingLinks, type TrackingLinkJson } from '../../tracking-links.js';

/** One line for a record's link: its address (or path, without PUBLIC_URL), or that it has none. */
export function linkLine(number: string, link: TrackingLinkJson | null): string {
  return link ? `${number}: ${link.url ?? link.path}` : `${number}: sin enlace de seguimiento (créalo con «taller seguimiento emitir»)`;
}

export function getTrackingLinkCli(tracking: Command, open: OpenCore): void {
  recordCommand<{ json?: boolean }>(
    tracking,
    open,
    'show',
    'Muestra el enlace de seguimiento de un trabajo',
    async (app, { kind, id }, options) => {
      const { link } = await app.get(TrackingLinks).of(kind, id);
      process.stdout.write(options.json ? `${JSON.stringify({ link })}\n` : `${linkLine(trackedNumber(kind, id), link)}\n`);
    },
    { followLog: false },
  ).option('--json', 'salida en JSON, para otros programas');
}
