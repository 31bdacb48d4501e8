import type { Command } from 'commander';
import { failWith, progressBar, type OpenCore } from '../cli/cli-context.js';
import type { EventStore } from '@taller/event-store';
import { EVENT_STORE } from '../event-sourcing/tokens.js';
import { Projector } from './projector.js';

export function rebuildProjectionsCli(projections: Command, open: OpenCore): void {
  projections
    .command('rebuild')
    .description('Reconstruye todas las vistas desde el registro de eventos')
    .action(async () => {
      // A server may be running on the same data: the rebuild replaces the read models in one
      // transaction, and the server carries on from the checkpoints it leaves.
      const app = await open({ followLog: false });
      const bar = progressBar('Reconstruyendo [{bar}] {percentage}% · {value}/{total} eventos');
      try {
        const started = Date.now();
        const total = await app.get<EventStore>(EVENT_STORE).headPosition();
        process.stdout.write(`Reconstruyendo las vistas desde ${total} eventos…\n`);
        bar.start(1, 0);
        const count = await app.get(Projector).rebuild(undefined, ({ done, total }) => {
          bar.setTotal(total);
          bar.update(done);
        });
        bar.setTotal(Math.max(count, 1));
        bar.update(Math.max(count, 1));
        bar.stop();
        process.stdout.write(`Vistas reconstruidas: ${count} eventos en ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      } catch (error) {
        bar.stop();
        failWith(error);
      } finally {
        await app.close();
      }
    });
}
