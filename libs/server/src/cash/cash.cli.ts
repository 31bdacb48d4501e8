import type { Command } from 'commander';
import { CASH_METHODS, cashMethodLabels, eurosToCents, formatDay, formatEuros, formatMadridDateTime, madridDay } from '@taller/domain';
import { withCore } from '../accounts/cli/accounts.cli.js';
import { table, type OpenCore } from '../cli/cli-context.js';
import { CLI_ACTOR, commandContext } from '../shared/actor.js';
import { Commands } from '../shared/commands.js';
import { CloseCashDay } from './commands/close-cash-day/close-cash-day.command.js';
import { CashDays, type CashDayJson } from './queries/cash-day/cash-days.js';

/** Euros as typed on the command line (`123,45`, `123.45`, `100`) → cents, or a Spanish error. */
function centsOf(text: string | undefined, what: string): number | undefined {
  if (text === undefined) return undefined;
  const cents = eurosToCents(text);
  if (cents === null) throw new Error(`${what} no es un importe: escribe euros, como 123,45`);
  return cents;
}

/** The day's cash in words: totals per method, then its close and corrections. */
function cashDayText(day: CashDayJson): string {
  const lines = [`Caja del ${formatDay(day.day)}${day.closed ? ' (cerrada)' : day.today ? ' (abierta, hoy)' : ' (sin cerrar)'}`];
  lines.push(
    table(
      ['Forma de pago', 'Cobrado', 'Devuelto', 'Neto'],
      CASH_METHODS.map((method) => {
        const { inCents, outCents } = day.totals[method];
        return [cashMethodLabels[method], formatEuros(inCents), formatEuros(outCents), formatEuros(inCents - outCents)];
      }),
    ),
  );
  lines.push(day.movements.length === 1 ? '1 movimiento' : `${day.movements.length} movimientos`);
  for (const count of day.counts) {
    lines.push(
      `${count.kind === 'close' ? 'Cierre' : 'Corrección'} de ${count.by.name} (${formatMadridDateTime(count.countedAt)}): fondo ${formatEuros(count.floatCents)}, efectivo esperado ${formatEuros(count.expectedCashCents)}, contado ${formatEuros(count.countedCashCents)}, diferencia ${formatEuros(count.differenceCents)}${count.note ? ` — ${count.note}` : ''}`,
    );
  }
  if (day.movementsAfterCount > 0) lines.push(`Atención: ${day.movementsAfterCount} movimiento(s) registrados después del último recuento: corrige el cierre para incluirlos.`);
  return `${lines.join('\n')}\n`;
}

/**
 * `taller cash day [YYYY-MM-DD] [--json]`: a day's cash (today's by default); `taller cash close
 * --counted <euros> [--float <euros>] [--note <texto>] [--day YYYY-MM-DD]`: count and close it, as
 * 'Cerrar caja' does; `taller cash correct …`: a new count of a closed day, with its reason.
 */
export function cashCli(program: Command, open: OpenCore): void {
  const cash = program.command('cash').description('Caja diaria: cobros por forma de pago y cierre de caja');
  cash
    .command('day')
    .description('Muestra la caja de un día: lo cobrado y devuelto por forma de pago, y su cierre')
    .argument('[día]', 'AAAA-MM-DD (por defecto, hoy)')
    .option('--json', 'salida en JSON, para otros programas')
    .action(async (day: string | undefined, options: { json?: boolean }) => {
      await withCore(open, async (app) => {
        const answer = await app.get(CashDays).of(day ?? madridDay(new Date()), new Date());
        process.stdout.write(options.json ? `${JSON.stringify(answer, null, 2)}\n` : cashDayText(answer));
      });
    });
  for (const correct of [false, true]) {
    cash
      .command(correct ? 'correct' : 'close')
      .description(correct ? 'Corrige un cierre con un nuevo recuento y su motivo (el cierre no se cambia)' : 'Cierra la caja de un día con el efectivo contado')
      .requiredOption('--counted <euros>', 'el efectivo contado en caja, en euros (123,45)')
      .option('--float <euros>', 'el fondo de caja con el que empezó el día (por defecto, 0)')
      .option('--note <texto>', correct ? 'el motivo de la corrección (obligatorio)' : 'la explicación de una diferencia (obligatoria si la hay)')
      .option('--day <AAAA-MM-DD>', 'el día (por defecto, hoy)')
      .option('--json', 'la caja tal como queda, en JSON')
      .action(async (options: { counted: string; float?: string; note?: string; day?: string; json?: boolean }) => {
        await withCore(open, async (app) => {
          const context = commandContext(CLI_ACTOR, 'cli');
          const day = options.day ?? madridDay(context.now);
          const form = { countedCashCents: centsOf(options.counted, '--counted'), floatCents: centsOf(options.float, '--float'), note: options.note ?? '' };
          await app.get(Commands).run(new CloseCashDay(day, form, correct, context));
          const answer = await app.get(CashDays).of(day, new Date());
          process.stdout.write(options.json ? `${JSON.stringify(answer, null, 2)}\n` : cashDayText(answer));
        });
      });
  }
}
