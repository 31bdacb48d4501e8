import type { Command } from 'commander';
import { QueryBus } from '@nestjs/cqrs';
import { formatMadridDateTime, priorityLabels, type WorkType } from '@taller/domain';
import { failWith, table, type OpenCore } from '../../../cli/cli-context.js';
import { workKindWords } from '../../../shared/cli-words.js';
import { UrgentWork } from './urgent-work.query.js';

/** `taller calendar urgent`: the urgent list of the calendar screen, for a morning script. */
export function urgentWorkCli(calendar: Command, open: OpenCore): void {
  calendar
    .command('urgent')
    .description('Trabajo pendiente que vence en las próximas 48 horas o ya vencido')
    .option('-t, --type <tipo>', `solo un tipo de trabajo (${workKindWords.list()})`)
    .option('--json', 'salida en JSON, para otros programas')
    .action(async (options: { type?: string; json?: boolean }) => {
      let type: WorkType | undefined;
      try {
        type = options.type ? workKindWords.parse(options.type, 'Tipo') : undefined;
      } catch (error) {
        failWith(error);
      }
      const app = await open();
      try {
        const { items, total, overdueTotal } = await app.get(QueryBus).execute(new UrgentWork(new Date(), type));
        if (options.json) {
          process.stdout.write(`${JSON.stringify(items, null, 2)}\n`);
          return;
        }
        process.stdout.write(
          `${table(
            ['Tipo', 'ID', 'Vence', 'Plazo', 'Prioridad', 'Estado', 'Cliente', 'Trabajo'],
            items.map((item) => [
              item.typeLabel,
              String(item.id),
              formatMadridDateTime(item.dueDate),
              item.timeLeft.label,
              priorityLabels[item.priority],
              item.statusLabel,
              item.client,
              item.title,
            ]),
          )}\n${total === 0 ? 'Nada urgente' : `${total} trabajos urgentes, ${overdueTotal} ya vencidos`}\n`,
        );
      } catch (error) {
        failWith(error);
      } finally {
        await app.close();
      }
    });
}
