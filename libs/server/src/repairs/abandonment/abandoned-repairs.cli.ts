import type { Command } from 'commander';
import type { INestApplicationContext } from '@nestjs/common';
import { abandonmentStageLabels, formatDay, formatEuros, madridDay, repairMessages } from '@taller/domain';
import { errorLine, failWith, progressBar, table, type OpenCore } from '../../cli/cli-context.js';
import { commandContext, CLI_ACTOR } from '../../shared/actor.js';
import { ChangeNotYetVisible, Commands } from '../../shared/commands.js';
import { MarkRepairAbandoned } from '../commands/mark-repair-abandoned/mark-repair-abandoned.command.js';
import { SendRepairFinalNotice } from '../commands/send-repair-final-notice/send-repair-final-notice.command.js';
import { AbandonmentReads, type AbandonmentFilter } from './abandonment-reads.js';
import { EXIT } from '../../cli/spanish.js';

/**
 * Exit codes, for cron, the CLI's own (cli/spanish.ts EXIT): 0 done (or nothing to do), 1 error
 * (nothing could be run: no database), 2 a wrong command line, 3 partial (some repairs were
 * refused; the summary says which and why): done, but a person should look.
 */
export const ABANDONED_EXIT = { done: EXIT.ok, error: EXIT.failed, partial: EXIT.attention } as const;

/** The reason recorded when the command line marks a device abandoned and none is given. */
export const DEFAULT_ABANDON_REASON = 'Plazo del aviso final vencido sin recogida';

type Outcome = 'sent' | 'would_send' | 'unchanged' | 'refused';
interface StepResult {
  id: number;
  client: string;
  outcome: Outcome;
  message: string;
}

interface Options {
  json?: boolean;
  notify?: boolean;
  mark?: boolean;
  dryRun?: boolean;
  reason?: string;
}

/** How the summary and the report name each outcome of each step. */
const outcomeWords: Record<'notify' | 'mark', Record<Outcome, string>> = {
  notify: { sent: 'enviados', would_send: 'se enviarían', unchanged: 'ya lo tenían', refused: 'sin poder enviar' },
  mark: { sent: 'marcadas como abandonadas', would_send: 'se marcarían', unchanged: 'ya lo estaban', refused: 'sin poder marcar' },
};
const stepNames = { notify: 'Avisos finales', mark: 'Abandonos' } as const;
const refusedAs = { notify: 'no se pudo enviar el aviso final', mark: 'no se pudo marcar como abandonada' } as const;

/**
 * `taller repairs abandoned`: the devices in the abandoned-device flow (list), `--notify` the
 * final notices that are due (by e-mail through the outbox, when the client has an address),
 * `--mark` those whose final notice has expired. Each step is idempotent: run again, it finds
 * nothing left to do and says so.
 */
export function abandonedRepairsCli(repairs: Command, open: OpenCore): void {
  repairs
    .command('abandoned')
    .description(
      'Dispositivos sin recoger en el circuito de abandono: lista, --notify envía los avisos finales pendientes, ' +
        '--mark marca como abandonadas las de aviso final vencido. Salida: 0 hecho o nada que hacer, 1 error, 3 parcial (alguien debe mirarlo)',
    )
    .option('--json', 'salida en JSON, para otros programas')
    .option('--notify', 'envía por correo (bandeja de salida) los avisos finales pendientes')
    .option('--mark', 'marca como abandonadas las reparaciones cuyo aviso final ha vencido')
    .option('--dry-run', 'dice qué haría, sin cambiar nada')
    .option('--reason <motivo>', `motivo del abandono (por defecto: «${DEFAULT_ABANDON_REASON}»)`)
    .action(async (options: Options) => {
      if (options.reason !== undefined && !options.mark) failWith(new Error('--reason solo tiene sentido con --mark'));
      if (options.dryRun && !options.notify && !options.mark) failWith(new Error('--dry-run acompaña a --notify o a --mark'));
      const app = await open();
      let partial = false;
      try {
        const today = madridDay(new Date());
        if (!options.notify && !options.mark) {
          await list(app, today, options);
          return;
        }
        const report: Record<string, unknown> = { today, dryRun: Boolean(options.dryRun) };
        if (options.notify) {
          const results = await run(app, 'notify', 'final_notice_due', today, options);
          report.notify = results;
          partial ||= results.some((r) => r.outcome === 'refused');
        }
        if (options.mark) {
          const results = await run(app, 'mark', 'abandonable', today, options);
          report.mark = results;
          partial ||= results.some((r) => r.outcome === 'refused');
        }
        if (options.json) process.stdout.write(`${JSON.stringify({ ...report, exitCode: partial ? ABANDONED_EXIT.partial : ABANDONED_EXIT.done }, null, 2)}\n`);
      } catch (error) {
        failWith(error);
      } finally {
        await app.close();
      }
      if (partial) process.exitCode = ABANDONED_EXIT.partial;
    });
}

async function list(app: INestApplicationContext, today: string, options: Options): Promise<void> {
  const candidates = await app.get(AbandonmentReads).candidates('any', today, ['clientId', 'clientName', 'device', 'model']);
  const rows = candidates.map(({ row, view }) => ({
    id: row.id,
    clientId: row.clientId,
    client: row.clientName,
    device: [row.device, row.model].filter(Boolean).join(' '),
    noticeDay: view.noticeDay,
    daysWaiting: view.daysWaiting,
    storageOwedCents: view.storageOwedCents,
    stage: view.stage,
    finalNoticeDay: view.finalNoticeDay,
    abandonOn: view.abandonOn,
  }));
  if (options.json) {
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    return;
  }
  if (rows.length === 0) {
    process.stdout.write('Ningún dispositivo en el circuito de abandono\n');
    return;
  }
  process.stdout.write(
    `${table(
      ['ID', 'Cliente', 'Dispositivo', 'Aviso', 'Días', 'Almacenaje', 'Situación', 'Aviso final', 'Abandonable tras'],
      rows.map((r) => [
        String(r.id),
        r.client,
        r.device,
        formatDay(r.noticeDay),
        String(r.daysWaiting),
        formatEuros(r.storageOwedCents),
        abandonmentStageLabels[r.stage],
        r.finalNoticeDay ? formatDay(r.finalNoticeDay) : '—',
        r.abandonOn ? formatDay(r.abandonOn) : '—',
      ]),
    )}\n${rows.length} reparaciones\n`,
  );
}

/** One step over every repair of its stage, with a progress bar and a summary on stderr. */
async function run(
  app: INestApplicationContext,
  step: 'notify' | 'mark',
  stage: AbandonmentFilter,
  today: string,
  options: Options,
): Promise<StepResult[]> {
  const candidates = await app.get(AbandonmentReads).candidates(stage, today, ['clientName']);
  const say = (text: string) => process.stderr.write(`${text}\n`);
  if (candidates.length === 0) {
    say(
      step === 'notify'
        ? 'Avisos finales: nada que hacer, ninguna reparación tiene pendiente el aviso final'
        : 'Abandonos: nada que hacer, ninguna reparación tiene el aviso final vencido',
    );
    return [];
  }
  const commands = app.get(Commands);
  const results: StepResult[] = [];
  const bar = progressBar(`${stepNames[step]} [{bar}] {value}/{total}`);
  bar.start(candidates.length, 0);
  for (const { row } of candidates) {
    const context = commandContext(CLI_ACTOR, 'cli');
    const client = row.clientName;
    try {
      if (options.dryRun) {
        results.push({ id: row.id, client, outcome: 'would_send', message: outcomeWords[step].would_send });
      } else {
        const command =
          step === 'notify'
            ? new SendRepairFinalNotice(row.id, 'email', context)
            : new MarkRepairAbandoned(row.id, options.reason ?? DEFAULT_ABANDON_REASON, context);
        const result = await runSaved(commands, command);
        const outcome: Outcome = result.position > 0 ? 'sent' : 'unchanged';
        results.push({ id: row.id, client, outcome, message: outcomeWords[step][outcome] });
      }
    } catch (error) {
      const reason = errorLine(error);
      const hint = reason === repairMessages.noticeEmailMissing ? ' (regístralo en la ficha de la reparación)' : '';
      results.push({ id: row.id, client, outcome: 'refused', message: `${refusedAs[step]}: ${reason}${hint}` });
    }
    bar.increment();
  }
  bar.stop();
  summarise(step, results, options, say);
  return results;
}

/** A change saved but not yet in the lists counts as done: running it again would change nothing. */
async function runSaved(commands: Commands, command: SendRepairFinalNotice | MarkRepairAbandoned) {
  try {
    return await commands.run(command);
  } catch (error) {
    if (error instanceof ChangeNotYetVisible) return error.result;
    throw error;
  }
}

function summarise(step: 'notify' | 'mark', results: StepResult[], options: Options, say: (text: string) => void): void {
  const count = (outcome: Outcome) => results.filter((r) => r.outcome === outcome).length;
  for (const r of results.filter((r) => r.outcome === 'refused')) say(`  Reparación ${r.id} (${r.client}): ${r.message}`);
  if (options.dryRun) {
    say(`${stepNames[step]}, simulación (nada cambiado): ${outcomeWords[step].would_send} ${count('would_send')}`);
    return;
  }
  const parts = (['sent', 'unchanged', 'refused'] as const)
    .filter((outcome) => outcome === 'sent' || count(outcome) > 0)
    .map((outcome) => `${outcomeWords[step][outcome]} ${count(outcome)}`);
  const nothingNew = count('sent') === 0 ? ' (ningún cambio)' : '';
  say(`${stepNames[step]}: ${parts.join(' · ')}${nothingNew}`);
  if (step === 'notify' && count('sent') > 0) {
    say('Los correos quedan en la bandeja de salida: los envía el servidor (npm start) en cuanto está en marcha');
  }
}
