import { Injectable } from '@nestjs/common';
import { CASH_METHODS, cashCloseFieldLabels as label, cashMethodLabels, expectedCashCents, madridDay, requireClosableDay, type CashCount, type CashMethod, type DayTotals } from '@taller/domain';
import { z } from 'zod';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { paymentJson, paymentJsonSchema } from '../../../payments/queries/list-payments/list-payments.handler.js';
import { CashLedger } from '../../cash-ledger.js';
import { cashAggregate } from '../../cash.stream.js';

const cents = (text: string) => z.number().int().describe(`${text}, en céntimos`);

/** Per method, what was taken in and given back. */
const dayTotalsJsonSchema = z
  .strictObject(
    Object.fromEntries(
      CASH_METHODS.map((method) => [method, z.strictObject({ inCents: cents('Cobrado'), outCents: cents('Devuelto') }).describe(cashMethodLabels[method])]),
    ) as Record<CashMethod, z.ZodObject<{ inCents: z.ZodNumber; outCents: z.ZodNumber }, z.core.$strict>>,
  )
  .describe('Totales por forma de pago');

/** One count of the day: the close, or a later correction, against the totals it was made on. */
const countJsonSchema = z
  .strictObject({
    kind: z.enum(['close', 'correction']).describe('El cierre (el primero) o una corrección'),
    expected: dayTotalsJsonSchema.describe('Lo que decían los movimientos al contar'),
    upToPosition: z.number().int().describe('Hasta qué posición del registro de eventos se contó'),
    floatCents: cents(label.floatCents!),
    countedCashCents: cents(label.countedCashCents!),
    differenceCents: cents(`${label.differenceCents}: contado menos esperado`),
    note: z.string().describe(label.note!),
    countedAt: z.string().describe('Instante ISO 8601 (UTC)'),
    by: z.strictObject({ id: z.number().int().nullable().describe('La cuenta; null desde la línea de órdenes'), name: z.string().describe('Nombre') }).describe(label.by!),
    expectedCashCents: cents(`${label.expectedCashCents}: fondo más efectivo cobrado menos devuelto`),
  })
  .describe('Un recuento');

/** A day's cash as the API answers it (the API description shows this schema; CashDays.of is held to it). */
export const cashDayJsonSchema = z
  .object({
    id: z.string().describe('El día: AAAA-MM-DD'),
    day: z.string().describe(`${label.day}: AAAA-MM-DD (Madrid)`),
    today: z.boolean().describe('Es hoy'),
    closed: z.boolean().describe('La caja del día está cerrada'),
    totals: dayTotalsJsonSchema.describe('Totales por forma de pago, ahora'),
    upToPosition: z.number().int().describe('Hasta qué posición del registro de eventos se leyó'),
    movements: z
      .array(paymentJsonSchema.extend({ afterCount: z.boolean().describe('Registrado después del último recuento: lo recoge una corrección') }))
      .describe('Los movimientos del día, en orden'),
    counts: z.array(countJsonSchema).describe('El cierre y cada corrección; vacío sin cerrar'),
    movementsAfterCount: z.number().int().describe('Cuántos movimientos se registraron después del último recuento'),
  })
  .describe('La caja de un día');
export type CashDayJson = z.infer<typeof cashDayJsonSchema>;

const countJson = (count: CashCount, index: number): z.infer<typeof countJsonSchema> => ({
  kind: index === 0 ? 'close' : 'correction',
  expected: totalsJson(count.expected),
  upToPosition: count.upToPosition,
  floatCents: count.floatCents,
  countedCashCents: count.countedCashCents,
  differenceCents: count.differenceCents,
  note: count.note,
  countedAt: count.countedAt,
  by: { id: count.by.id, name: count.by.name },
  expectedCashCents: expectedCashCents(count.floatCents, count.expected),
});

const totalsJson = (totals: DayTotals): DayTotals =>
  Object.fromEntries(CASH_METHODS.map((method) => [method, { inCents: totals[method].inCents, outCents: totals[method].outCents }])) as DayTotals;

/**
 * A day's cash as the 'Caja' screen, the printable summary and `taller cash day` show it: the
 * movements of the day and their totals per method now, and, once closed, the close and every
 * correction, each against the totals it was counted on; the movements recorded after the last
 * count are named, so a late payment is never hidden in a closed day.
 */
@Injectable()
export class CashDays {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ledger: CashLedger,
  ) {}

  async of(asked: unknown, now: Date): Promise<CashDayJson> {
    const day = requireClosableDay(asked, now);
    const [{ expected, rows, upToPosition }, { state }] = await Promise.all([
      this.ledger.reading(day),
      this.aggregates.load(cashAggregate(day).streamId, cashAggregate(day).decider, cashAggregate(day).catalogue),
    ]);
    const counts = state.closed ? state.counts.map(countJson) : [];
    const last = counts.at(-1);
    return {
      id: day,
      day,
      today: day === madridDay(now),
      closed: state.closed,
      totals: totalsJson(expected as DayTotals),
      upToPosition,
      movements: rows.map((row) => ({ ...paymentJson(row), afterCount: last !== undefined && row.position > last.upToPosition })),
      counts,
      /** Movements recorded after the last count: a correction takes them in. */
      movementsAfterCount: last === undefined ? 0 : rows.filter((row) => row.position > last.upToPosition).length,
    };
  }
}
