import type { Command } from 'commander';
import { trackedNumber } from '@taller/domain';
import { failWith, type OpenCore } from '../cli/cli-context.js';
import { commandContext, CLI_ACTOR } from '../shared/actor.js';
import { ReservationSweep } from './reservation-sweep.js';

/**
 * `taller reservations expire`: cancels now the unpaid reservations whose days are over and puts
 * their units back on sale, as the server does every minute (for a shop whose server was down).
 */
export function reservationsCli(program: Command, open: OpenCore): void {
  const reservations = program.command('reservations').description('Reservas de productos para recoger en la tienda');
  reservations
    .command('expire')
    .description('Da por caducadas ahora las reservas sin pagar cuyo plazo ha pasado; sus unidades vuelven a la venta')
    .option('--json', 'salida en JSON')
    .action(async (options: { json?: boolean }) => {
      const app = await open();
      try {
        const expired = await app.get(ReservationSweep).run(commandContext(CLI_ACTOR, 'cli'));
        if (options.json) return void process.stdout.write(`${JSON.stringify({ expired })}\n`);
        process.stdout.write(expired.length === 0 ? 'Ninguna reserva ha caducado.\n' : `Reservas caducadas: ${expired.map((id) => trackedNumber('order', id)).join(', ')}\n`);
      } catch (error) {
        failWith(error);
      } finally {
        await app.close();
      }
    });
}
