import { InvalidArgumentError, type Command } from 'commander';
import { failWith, progressBar, table, type OpenCore } from '../cli/cli-context.js';
import { CLI_ACTOR } from '../shared/actor.js';
import { seedDemoShop } from './seed-demo-shop.js';

const count = (text: string) => {
  if (!/^\d+$/.test(text)) throw new InvalidArgumentError('debe ser un número entero (0 o más)');
  return Number(text);
};
const instant = (text: string) => {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new InvalidArgumentError('debe ser una fecha ISO, p. ej. 2026-11-22T10:00:00Z');
  return date;
};

export function seedDemoCli(demo: Command, open: OpenCore): void {
  demo
    .command('seed')
    .description('Llena un taller vacío con clientes, reparaciones, revisiones, pedidos y notas de demostración')
    .option('--clients <n>', 'clientes', count, 50)
    .option('--repairs <n>', 'reparaciones', count, 200)
    .option('--revisions <n>', 'revisiones', count, 80)
    .option('--orders <n>', 'pedidos', count, 120)
    .option('--notes <n>', 'notas rápidas', count, 20)
    .option('--seed <n>', 'semilla del generador: la misma semilla da los mismos datos', count, 1)
    .option('--today <fecha>', 'momento desde el que se ve el taller (por defecto, ahora)', instant)
    .option('--batch <n>', 'operaciones enviadas a la vez antes de esperar a las vistas', count, 200)
    .option('--force', 'añade los datos aunque el taller ya tenga datos')
    .action(async (options: { clients: number; repairs: number; revisions: number; orders: number; notes: number; seed: number; today?: Date; force?: boolean; batch: number }) => {
      const { seed, today, force, batch, ...sizes } = options;
      if (sizes.clients === 0 && sizes.repairs + sizes.revisions + sizes.orders > 0) {
        failWith(new Error('Hacen falta clientes (--clients) para crear reparaciones, revisiones o pedidos'));
      }
      const app = await open();
      const bar = progressBar('Creando datos [{bar}] {percentage}% · {value}/{total} operaciones');
      try {
        const started = Date.now();
        let barShown = false;
        const counts = await seedDemoShop(app, {
          sizes, seed, today, force, actor: CLI_ACTOR, source: 'cli', batchSize: Math.max(batch, 1),
          onProgress: (done, total) => {
            // Started on the first command, so a refusal prints no empty bar before it.
            if (!barShown) bar.start(total, 0);
            barShown = true;
            bar.setTotal(total);
            bar.update(done);
          },
        });
        bar.stop();
        const seconds = (Date.now() - started) / 1000;
        process.stdout.write(
          `${table(
            ['Recurso', 'Creados'],
            [
              ['Clientes', String(counts.clients)],
              ['Reparaciones', String(counts.repairs)],
              ['Reparaciones de revisiones convertidas', String(counts.convertedRepairs)],
              ['Revisiones', String(counts.revisions)],
              ['Pedidos', String(counts.orders)],
              ['Notas', String(counts.notes)],
              ['Eventos', String(counts.events)],
            ],
          )}\nDatos de demostración creados en ${seconds.toFixed(1)} s (semilla ${seed})\n`,
        );
      } catch (error) {
        bar.stop();
        failWith(error);
      } finally {
        await app.close();
      }
    });
}
