import type { Command } from 'commander';
import { QueryBus } from '@nestjs/cqrs';
import { cashMethodLabels, formatDay, formatEuros, INVOICE_SOURCES } from '@taller/domain';
import { withCore } from '../../../accounts/cli/accounts.cli.js';
import { failWith, table, type OpenCore } from '../../../cli/cli-context.js';
import { CliWords } from '../../../shared/cli-words.js';
import type { Statistics } from '../../statistics-reads.js';
import { parseStatisticsRange, type StatisticsRange } from '../../statistics-range.js';
import type { RevenueFigures, RevenuePeriod } from '../../revenue-reads.js';
import { GetStatistics } from './get-statistics.query.js';

const number = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 });
const days = (value: number | null) => (value === null ? '—' : `${number.format(value)} d`);

const SOURCE_HEADINGS = { repair: 'Reparaciones', order: 'Pedidos', counter: 'Mostrador' } as const;
const PERIOD_WORDS: Record<RevenuePeriod, [string, string]> = { day: ['día', 'Día'], week: ['semana', 'Semana (lunes)'], month: ['mes', 'Mes'] };
/** `--period` as typed: `dia`, `semana`, `mes` (the API's `day`, `week`, `month` too). */
const periodWords = new CliWords<RevenuePeriod>({ day: PERIOD_WORDS.day[0], week: PERIOD_WORDS.week[0], month: PERIOD_WORDS.month[0] });
const periodText = (key: string, period: RevenuePeriod) => (period === 'month' ? `${key.slice(5, 7)}/${key.slice(0, 4)}` : formatDay(key));

/** Revenue as the screen shows it: invoiced per period and kind (IVA incl.), then what was taken per method. */
function revenueText(r: RevenueFigures): string[] {
  const [word, heading] = PERIOD_WORDS[r.period];
  return [
    `Facturación por ${word} (facturas emitidas, IVA incluido; las rectificativas en su fecha, las anuladas no cuentan)`,
    table(
      [heading, ...INVOICE_SOURCES.map((kind) => SOURCE_HEADINGS[kind]), 'Base imponible', 'IVA', 'Total'],
      [
        ...r.periods.map((p) => [periodText(p.period, r.period), ...INVOICE_SOURCES.map((kind) => formatEuros(p.bySource[kind].totalCents)), formatEuros(p.total.baseCents), formatEuros(p.total.taxCents), formatEuros(p.total.totalCents)]),
        ['Total', ...INVOICE_SOURCES.map((kind) => formatEuros(r.total.bySource[kind].totalCents)), formatEuros(r.total.total.baseCents), formatEuros(r.total.total.taxCents), formatEuros(r.total.total.totalCents)],
      ],
    ),
    '',
    'Cobrado por forma de pago (cobros menos devoluciones; no es lo facturado: señales, lo que queda a deber)',
    table(
      ['Forma de pago', 'Cobrado', 'Devuelto', 'Neto'],
      [
        ...r.taken.byMethod.map((m) => [cashMethodLabels[m.method], formatEuros(m.inCents), formatEuros(m.outCents), formatEuros(m.netCents)]),
        ['Total', formatEuros(r.taken.inCents), formatEuros(r.taken.outCents), formatEuros(r.taken.netCents)],
      ],
    ),
  ];
}

/** The figures as the screen shows them, one table per section. */
function statisticsText(s: Statistics): string {
  const q = s.quotes;
  const w = s.waiting;
  return [
    `Estadísticas del ${formatDay(s.range.from)} al ${formatDay(s.range.to)}`,
    '',
    'Reparaciones por semana',
    table(['Semana (lunes)', 'Recibidas', 'Terminadas'], s.weeks.map((week) => [formatDay(week.week), String(week.takenIn), String(week.finished)])),
    '',
    'Tiempo de reparación (de la entrada a terminada)',
    table(
      ['Tipo de dispositivo', 'Terminadas', 'Mediana', 'Percentil 90'],
      [
        ['Todos', String(s.turnaround.overall.count), days(s.turnaround.overall.medianDays), days(s.turnaround.overall.p90Days)],
        ...s.turnaround.byDevice.map((d) => [d.device, String(d.count), days(d.medianDays), days(d.p90Days)]),
      ],
    ),
    '',
    `Presupuestos: ${q.issued} emitidos, ${q.accepted} aceptados, ${q.rejected} rechazados, ${q.unanswered} sin respuesta; ` +
      `aceptación ${q.acceptanceRate === null ? '— (ninguno decidido)' : percent.format(q.acceptanceRate)}`,
    `Por recoger hoy (${formatDay(w.day)}): ${w.devices} dispositivos, ${w.notified} avisados, ${w.charged} con almacenaje; almacenaje pendiente ${formatEuros(w.storageOwedCents)}`,
    '',
    'Abandonadas por mes',
    table(['Mes', 'Abandonadas'], s.abandoned.map((m) => [`${m.month.slice(5, 7)}/${m.month.slice(0, 4)}`, String(m.abandoned)])),
    '',
    'Dispositivos más reparados',
    s.topDevices.length ? table(['Dispositivo', 'Modelo', 'Reparaciones'], s.topDevices.map((d) => [d.device, d.model, String(d.count)])) : '(ninguno en estas fechas)',
    '',
    'Averías más frecuentes',
    s.topFaults.length ? table(['Avería', 'Reparaciones'], s.topFaults.map((f) => [f.fault, String(f.count)])) : '(ninguna en estas fechas)',
    '',
    ...revenueText(s.revenue),
  ].join('\n');
}

/** `taller stats [--from AAAA-MM-DD] [--to AAAA-MM-DD] [--period dia|semana|mes] [--json]`: the figures of 'Estadísticas'. */
export function statisticsCli(program: Command, open: OpenCore): void {
  program
    .command('stats')
    .description('Las cifras del taller (las de la pantalla Estadísticas) entre dos fechas; por defecto, las últimas 12 semanas')
    .option('--from <AAAA-MM-DD>', 'desde este día (incluido)')
    .option('--to <AAAA-MM-DD>', 'hasta este día (incluido); por defecto, hoy')
    .option('--period <dia|semana|mes>', `facturación por periodo: ${periodWords.list(undefined, ' | ')}; por defecto, según el intervalo`)
    .option('--json', 'salida en JSON, la misma que da la API')
    .action(async (options: { from?: string; to?: string; period?: string; json?: boolean }) => {
      let range: StatisticsRange;
      let period: RevenuePeriod | undefined;
      try {
        // Checked before the shop is opened: a mistyped date costs nothing.
        range = parseStatisticsRange({ ...(options.from !== undefined ? { from: options.from } : {}), ...(options.to !== undefined ? { to: options.to } : {}) });
        period = options.period ? periodWords.parse(options.period, 'Periodo') : undefined;
      } catch (error) {
        failWith(error);
      }
      await withCore(open, async (app) => {
        const figures = await app.get(QueryBus).execute(new GetStatistics(range, period));
        process.stdout.write(options.json ? `${JSON.stringify(figures, null, 2)}\n` : `${statisticsText(figures)}\n`);
      });
    });
}
