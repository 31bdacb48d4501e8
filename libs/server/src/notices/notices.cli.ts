import type { Command } from 'commander';
import { formatMadridDateTime } from '@taller/domain';
import { failWith, table, type OpenCore } from '../cli/cli-context.js';
import { commandContext, CLI_ACTOR } from '../shared/actor.js';
import { recordCommand } from '../tracking/tracking-cli.js';
import { NoticeOptOuts } from './notice-opt-outs.js';
import { NoticeSweep } from './notice-sweep.js';
import { GetNoticeLog } from './queries/notice-log/notice-log.query.js';
import { QueryBus } from '@nestjs/cqrs';
import { ClientReads } from '../clients/client-reads.js';
import type { NoticeLogJson } from './queries/notice-log/notice-log.handler.js';

/**
 * `taller notices run`: the notices that come with time (storage charged from today, final
 * notices due), as the server gives them every hour. `taller notices log <tipo> <id>`: what a
 * customer was sent about a job. `taller notices client <id> --stop|--resume`: the courtesy
 * notices of a client, as asked by phone.
 */
export function noticesCli(program: Command, open: OpenCore): void {
  const notices = program.command('notices').description('Avisos a los clientes');
  notices
    .command('run')
    .description('Da ahora los avisos con fecha que tocan (almacenaje que empieza a cobrarse, avisos finales)')
    .option('--json', 'salida en JSON')
    .action(async (options: { json?: boolean }) => {
      const app = await open();
      try {
        const result = await app.get(NoticeSweep).run(commandContext(CLI_ACTOR, 'cli'));
        if (options.json) return void process.stdout.write(`${JSON.stringify(result)}\n`);
        const list = (ids: number[]) => (ids.length === 0 ? 'ninguna' : ids.map((id) => `nº ${id}`).join(', '));
        process.stdout.write(`Almacenaje que empieza a cobrarse: ${list(result.storageFee)}\nAvisos finales: ${list(result.finalNotice)}\n`);
      } catch (error) {
        failWith(error);
      } finally {
        await app.close();
      }
    });
  recordCommand<{ json?: boolean }>(notices, open, 'log', 'Los avisos enviados al cliente sobre un trabajo', async (app, record, options) => {
    const log = (await app.get(QueryBus).execute(new GetNoticeLog(record))) as NoticeLogJson | null;
    if (!log) throw new Error('No existe ese trabajo');
    if (options.json) return void process.stdout.write(`${JSON.stringify(log, null, 2)}\n`);
    process.stdout.write(
      log.entries.length === 0
        ? 'Ningún aviso enviado\n'
        : `${table(
            ['Cuándo', 'Aviso', 'Canal', 'A', 'Estado'],
            log.entries.map((entry) => [formatMadridDateTime(entry.sentAt), entry.stepLabel, entry.channelLabel, entry.to, entry.failure ? `Fallido: ${entry.failure.error}` : entry.deliveryLabel]),
          )}\n`,
    );
  }).option('--json', 'salida en JSON');
  notices
    .command('client')
    .description('Los avisos de cortesía de un cliente: --stop los detiene, --resume los reanuda')
    .argument('<id>', 'número del cliente')
    .option('--stop', 'no enviarle más avisos de cortesía')
    .option('--resume', 'volver a enviárselos')
    .action(async (idText: string, options: { stop?: boolean; resume?: boolean }) => {
      if (!/^[1-9]\d{0,14}$/.test(idText)) failWith(new Error('Número de cliente no válido'));
      if (options.stop && options.resume) failWith(new Error('Elige --stop o --resume, no los dos'));
      const app = await open({ followLog: false });
      try {
        const optOuts = app.get(NoticeOptOuts);
        const id = Number(idText);
        await app.get(ClientReads).require(id);
        if (options.stop || options.resume) await optOuts.set(id, Boolean(options.stop), CLI_ACTOR.name, new Date());
        const { optedOutAt, changedBy } = await optOuts.of(id);
        process.stdout.write(
          optedOutAt
            ? `El cliente ${id} no recibe avisos de cortesía desde el ${formatMadridDateTime(optedOutAt.toISOString())} (${changedBy ?? '—'})\n`
            : `El cliente ${id} recibe todos los avisos\n`,
        );
      } catch (error) {
        failWith(error);
      } finally {
        await app.close();
      }
    });
}
