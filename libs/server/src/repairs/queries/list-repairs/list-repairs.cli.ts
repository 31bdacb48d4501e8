import type { Command } from 'commander';
import { QueryBus } from '@nestjs/cqrs';
import { formatDay, formatEuros, repairStatusLabels, type RepairStatus } from '@taller/domain';
import { failWith, table, type OpenCore } from '../../../cli/cli-context.js';
import { repairStatusWords } from '../../../shared/cli-words.js';
import { ListRepairs } from './list-repairs.query.js';

export function listRepairsCli(repairs: Command, open: OpenCore): void {
  repairs
    .command('list')
    .description('Lista las reparaciones, las más recientes primero')
    .option('-s, --status <estado>', `solo las de este estado (${repairStatusWords.list()})`)
    .option('-q, --search <texto>', 'busca en cliente, dispositivo, modelo y descripción')
    .option('--json', 'salida en JSON, para otros programas')
    .action(async (options: { status?: string; search?: string; json?: boolean }) => {
      let status: RepairStatus | undefined;
      try {
        status = options.status ? repairStatusWords.parse(options.status, 'Estado') : undefined;
      } catch (error) {
        failWith(error);
      }
      const app = await open();
      try {
        const { rows, total } = await app.get(QueryBus).execute(
          new ListRepairs({
            sort: { field: 'id', order: 'DESC' },
            range: null,
            filter: { status, q: options.search },
          }),
        );
        if (options.json) {
          process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
          return;
        }
        process.stdout.write(
          `${table(
            ['ID', 'Estado', 'Cliente', 'Dispositivo', 'Modelo', 'Precio', 'Entrada'],
            rows.map((r) => [
              String(r.id),
              repairStatusLabels[r.status],
              r.clientName,
              r.device,
              r.model,
              r.priceCents === null ? '—' : formatEuros(r.priceCents),
              formatDay(r.entryDate),
            ]),
          )}\n${total === 1 ? '1 reparación' : `${total} reparaciones`}\n`,
        );
      } catch (error) {
        failWith(error);
      } finally {
        await app.close();
      }
    });
}
