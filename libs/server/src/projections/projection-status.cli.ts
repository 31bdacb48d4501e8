import type { Command } from 'commander';
import { formatMadridDateTime } from '@taller/domain';
import { failWith, table, type OpenCore } from '../cli/cli-context.js';
import { PROJECTIONS, type Projection } from './projection.js';
import { Projector } from './projector.js';

/**
 * `taller projections status`: every read model's version, position, lag behind the log and
 * last error. Exit code 1 while one is stopped on an event, for a monitoring script.
 */
export function projectionStatusCli(projections: Command, open: OpenCore): void {
  projections
    .command('status')
    .description('Estado de cada vista: versión, posición, retraso respecto al registro y último error')
    .option('--json', 'salida en JSON, para otros programas')
    .action(async (options: { json?: boolean }) => {
      const app = await open({ followLog: false });
      let stopped = 0;
      try {
        const { head, projections: all } = await app.get(Projector).status();
        const labels = new Map(app.get<Projection[]>(PROJECTIONS).map((p) => [p.name, p.label ?? p.name]));
        const labelOf = (name: string) => labels.get(name) ?? name;
        stopped = all.filter((p) => p.fault).length;
        if (options.json) {
          process.stdout.write(`${JSON.stringify({ status: stopped > 0 ? 'degraded' : 'ok', head, projections: all }, null, 2)}\n`);
        } else {
          const rows = all.map((p) => [
            labelOf(p.name),
            String(p.version),
            String(p.position),
            String(p.lag),
            p.fault
              ? `${p.fault.rebuilding ? 'sin reconstruir (conserva su versión anterior): falla en' : 'detenida en'} el evento ${p.fault.position} (${p.fault.eventType}, ${p.fault.streamId}) desde ${formatMadridDateTime(new Date(p.fault.since))}: ${p.fault.message}`
              : p.waitingFor
                ? `en espera de «${labelOf(p.waitingFor)}», cuyos datos usa`
                : p.lag === 0
                ? 'al día'
                : 'poniéndose al día',
          ]);
          process.stdout.write(`${table(['Vista', 'Versión', 'Posición', 'Retraso', 'Estado'], rows)}\n`);
          process.stdout.write(`Registro de eventos: ${head} eventos. `);
          process.stdout.write(
            stopped > 0
              ? `${stopped === 1 ? 'Una vista está detenida' : `${stopped} vistas están detenidas`}: corrige la causa (o actualiza el programa) y ejecuta «taller proyecciones reconstruir»; el servidor puede seguir en marcha.\n`
              : 'Todas las vistas funcionan.\n',
          );
        }
      } catch (error) {
        failWith(error);
      } finally {
        await app.close();
      }
      if (stopped > 0) process.exitCode = 1;
    });
}
