import { z } from 'zod';
import { CASH_METHODS, INVOICE_SOURCES, cashMethodLabels, invoiceSourceLabels, type CashMethod, type InvoiceSourceKind } from '@taller/domain';
import { REVENUE_PERIODS } from './revenue-reads.js';

const day = 'Día AAAA-MM-DD (Madrid)';
const count = (text: string) => z.number().int().describe(text);
const cents = (text: string) => z.number().int().describe(`${text}, en céntimos`);
/** A span of days inside the range: its first and last. */
const span = { from: z.string().describe(`Su primer día dentro del rango: ${day}`), to: z.string().describe(`Su último día dentro del rango: ${day}`) };

const turnaround = {
  count: count('Reparaciones terminadas en el rango'),
  medianDays: z.number().nullable().describe('Mediana de días de la entrada a terminada, con un decimal; null sin ninguna'),
  p90Days: z.number().nullable().describe('Percentil 90 de días, con un decimal; null sin ninguna'),
};

const invoicedSchema = z
  .strictObject({
    invoices: count('Facturas'),
    baseCents: cents('Base imponible'),
    taxCents: cents('IVA'),
    totalCents: cents('Total'),
  })
  .describe('Lo facturado');

/** One entry per kind of work invoiced (repairs, orders, counter sales). */
const bySourceSchema = z
  .strictObject(Object.fromEntries(INVOICE_SOURCES.map((kind) => [kind, invoicedSchema.describe(invoiceSourceLabels[kind])])) as Record<InvoiceSourceKind, typeof invoicedSchema>)
  .describe('Por tipo de trabajo');

/** The owner's numbers as GET /api/statistics answers them (the API description shows this schema; StatisticsReads.figures is held to it). */
export const statisticsJsonSchema = z
  .object({
    range: z.strictObject({ from: z.string().describe(`Desde: ${day}`), to: z.string().describe(`Hasta: ${day}`) }).describe('El rango'),
    weeks: z
      .array(z.strictObject({ week: z.string().describe(`El lunes de la semana: ${day}`), ...span, takenIn: count('Reparaciones recibidas'), finished: count('Reparaciones terminadas') }))
      .describe('Reparaciones por semana'),
    turnaround: z
      .strictObject({
        overall: z.strictObject(turnaround).describe('Todas'),
        byDevice: z.array(z.strictObject({ device: z.string().describe('Tipo de dispositivo'), ...turnaround })).describe('Por tipo de dispositivo, el más frecuente primero'),
      })
      .describe('Tiempo de reparación'),
    quotes: z
      .strictObject({
        issued: count('Reparaciones con su último presupuesto dado en el rango'),
        accepted: count('Aceptados'),
        rejected: count('Rechazados'),
        unanswered: count('Sin respuesta'),
        acceptanceRate: z.number().nullable().describe('Aceptados entre decididos, de 0 a 1; null sin ninguno decidido'),
      })
      .describe('Presupuestos'),
    waiting: z
      .strictObject({
        day: z.string().describe(`Hoy: estas cifras son de ahora, sea cual sea el rango (${day})`),
        devices: count('Terminadas con el dispositivo aún en la tienda'),
        notified: count('De ellas, con el cliente avisado'),
        charged: count('De ellas, ya con custodia cobrable'),
        storageOwedCents: cents('Custodia debida hoy por todas'),
      })
      .describe('Por recoger'),
    abandoned: z
      .array(z.strictObject({ month: z.string().describe('El mes: AAAA-MM'), ...span, abandoned: count('Dispositivos abandonados') }))
      .describe('Abandonados por mes'),
    topDevices: z
      .array(z.strictObject({ device: z.string().describe('Tipo de dispositivo'), model: z.string().describe('Modelo'), count: count('Reparaciones') }))
      .describe('Los dispositivos más reparados'),
    topFaults: z.array(z.strictObject({ fault: z.string().describe('Avería'), count: count('Reparaciones') })).describe('Las averías más frecuentes'),
    revenue: z
      .strictObject({
        period: z.enum(REVENUE_PERIODS).describe('Por día, semana o mes'),
        periods: z
          .array(
            z.strictObject({
              period: z.string().describe('Su clave: el día, el lunes de la semana, o AAAA-MM'),
              ...span,
              bySource: bySourceSchema,
              total: invoicedSchema.describe('Todo lo facturado'),
              takenByMethod: z
                .strictObject(Object.fromEntries(CASH_METHODS.map((method) => [method, cents(cashMethodLabels[method])])) as Record<CashMethod, z.ZodNumber>)
                .describe('Cobrado menos devuelto, por forma de pago'),
              takenNetCents: cents('Cobrado menos devuelto'),
            }),
          )
          .describe('Cada periodo que toca el rango'),
        total: z.strictObject({ bySource: bySourceSchema, total: invoicedSchema.describe('Todo lo facturado') }).describe('Lo facturado en el rango'),
        taken: z
          .strictObject({
            byMethod: z
              .array(
                z.strictObject({
                  method: z.enum(CASH_METHODS).describe('Forma de pago'),
                  inCents: cents('Cobrado'),
                  outCents: cents('Devuelto'),
                  netCents: cents('Neto'),
                }),
              )
              .describe('Por forma de pago'),
            inCents: cents('Cobrado'),
            outCents: cents('Devuelto'),
            netCents: cents('Neto'),
          })
          .describe('Lo cobrado (no es lo facturado: señales, lo que queda a deber)'),
      })
      .describe('Facturación y cobros'),
  })
  .describe('Las cifras del periodo');
export type StatisticsJson = z.infer<typeof statisticsJsonSchema>;
