import { cashMethodLabels, CASH_METHODS, formatDay, INVOICE_SOURCES } from '@taller/domain';
import { CSV_BOM, CSV_SEPARATOR, csvCell } from '../audit/audit-csv.js';
import type { RevenuePeriod, RevenuePeriodFigures } from './revenue-reads.js';
import type { Statistics } from './statistics-reads.js';

/** The tables of the statistics screen, each downloadable as CSV. */
export const STATISTICS_TABLES = ['weeks', 'turnaround', 'quotes', 'waiting', 'abandoned', 'devices', 'faults', 'revenue', 'taken'] as const;
export type StatisticsTable = (typeof STATISTICS_TABLES)[number];

const CRLF = '\r\n';
/** A number as Spanish Excel reads one: decimal comma, no thousands separator. */
const decimal = (value: number | null, digits = 1): string => (value === null ? '' : value.toFixed(digits).replace('.', ','));
const whole = (value: number): string => String(value);
const monthOf = (month: string): string => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
const euros = (cents: number): string => decimal(cents / 100, 2);

/** Revenue's columns per kind of work, in the screen's words. */
const SOURCE_HEADINGS = { repair: 'Reparaciones', order: 'Pedidos', counter: 'Venta en mostrador' } as const;
const PERIOD_HEADINGS: Record<RevenuePeriod, string> = { day: 'Día', week: 'Semana (lunes)', month: 'Mes' };
const periodLabel = (p: RevenuePeriodFigures, period: RevenuePeriod): string => (period === 'month' ? monthOf(p.period) : formatDay(p.period));

/** Per period: each kind's invoices, base and total, all of them with their IVA, and the money taken per method. */
function revenueTable({ revenue }: Statistics): { headers: string[]; rows: string[][] } {
  return {
    headers: [
      PERIOD_HEADINGS[revenue.period],
      'Desde',
      'Hasta',
      ...INVOICE_SOURCES.flatMap((kind) => [`${SOURCE_HEADINGS[kind]}: facturas`, `${SOURCE_HEADINGS[kind]}: base (€)`, `${SOURCE_HEADINGS[kind]}: total IVA incl. (€)`]),
      'Facturas',
      'Base imponible (€)',
      'IVA (€)',
      'Facturado IVA incl. (€)',
      ...CASH_METHODS.map((method) => `Cobrado neto: ${cashMethodLabels[method]} (€)`),
      'Cobrado neto (€)',
    ],
    rows: revenue.periods.map((p) => [
      periodLabel(p, revenue.period),
      formatDay(p.from),
      formatDay(p.to),
      ...INVOICE_SOURCES.flatMap((kind) => [whole(p.bySource[kind].invoices), euros(p.bySource[kind].baseCents), euros(p.bySource[kind].totalCents)]),
      whole(p.total.invoices),
      euros(p.total.baseCents),
      euros(p.total.taxCents),
      euros(p.total.totalCents),
      ...CASH_METHODS.map((method) => euros(p.takenByMethod[method])),
      euros(p.takenNetCents),
    ]),
  };
}

/** Each table's Spanish headers and rows, in the order of the screen. */
function tableOf(figures: Statistics, table: StatisticsTable): { headers: string[]; rows: string[][] } {
  switch (table) {
    case 'weeks':
      return {
        headers: ['Semana (lunes)', 'Desde', 'Hasta', 'Reparaciones recibidas', 'Reparaciones terminadas'],
        rows: figures.weeks.map((w) => [formatDay(w.week), formatDay(w.from), formatDay(w.to), whole(w.takenIn), whole(w.finished)]),
      };
    case 'turnaround':
      return {
        headers: ['Tipo de dispositivo', 'Terminadas', 'Mediana (días)', 'Percentil 90 (días)'],
        rows: [
          ['Todos', whole(figures.turnaround.overall.count), decimal(figures.turnaround.overall.medianDays), decimal(figures.turnaround.overall.p90Days)],
          ...figures.turnaround.byDevice.map((d) => [d.device, whole(d.count), decimal(d.medianDays), decimal(d.p90Days)]),
        ],
      };
    case 'quotes': {
      const q = figures.quotes;
      return {
        headers: ['Presupuestos emitidos', 'Aceptados', 'Rechazados', 'Sin respuesta', 'Tasa de aceptación (%)'],
        rows: [[whole(q.issued), whole(q.accepted), whole(q.rejected), whole(q.unanswered), decimal(q.acceptanceRate === null ? null : q.acceptanceRate * 100)]],
      };
    }
    case 'waiting': {
      const w = figures.waiting;
      return {
        headers: ['Día', 'Dispositivos por recoger', 'Avisados', 'Con almacenaje', 'Almacenaje pendiente (€)'],
        rows: [[formatDay(w.day), whole(w.devices), whole(w.notified), whole(w.charged), decimal(w.storageOwedCents / 100, 2)]],
      };
    }
    case 'abandoned':
      return { headers: ['Mes', 'Desde', 'Hasta', 'Abandonadas'], rows: figures.abandoned.map((m) => [monthOf(m.month), formatDay(m.from), formatDay(m.to), whole(m.abandoned)]) };
    case 'devices':
      return { headers: ['Dispositivo', 'Modelo', 'Reparaciones'], rows: figures.topDevices.map((d) => [d.device, d.model, whole(d.count)]) };
    case 'faults':
      return { headers: ['Avería', 'Reparaciones'], rows: figures.topFaults.map((f) => [f.fault, whole(f.count)]) };
    case 'revenue':
      return revenueTable(figures);
    case 'taken': {
      const t = figures.revenue.taken;
      return {
        headers: ['Forma de pago', 'Cobrado (€)', 'Devuelto (€)', 'Neto (€)'],
        rows: [...t.byMethod.map((m) => [cashMethodLabels[m.method], euros(m.inCents), euros(m.outCents), euros(m.netCents)]), ['Total', euros(t.inCents), euros(t.outCents), euros(t.netCents)]],
      };
    }
  }
}

/** One table as a CSV file Spanish Excel opens as it is (audit-csv.ts says why BOM, `;` and CRLF). */
export function statisticsCsv(figures: Statistics, table: StatisticsTable): string {
  const { headers, rows } = tableOf(figures, table);
  return `${CSV_BOM}${[headers, ...rows].map((cells) => cells.map(csvCell).join(CSV_SEPARATOR)).join(CRLF)}${CRLF}`;
}
