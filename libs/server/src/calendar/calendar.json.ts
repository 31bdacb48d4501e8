import { z } from 'zod';
import { PRIORITIES, WORK_TYPES } from '@taller/domain';

const day = 'Día AAAA-MM-DD (Madrid)';

/** One piece of dated work as the calendar and the urgent list answer it (the API description shows this schema; calendar-sources' items are held to it). */
export const calendarItemJsonSchema = z
  .object({
    key: z.string().describe('Único entre tipos, p. ej. `repair_12`'),
    id: z.number().int().describe('El número del registro'),
    type: z.enum(WORK_TYPES).describe('Reparación, revisión o pedido'),
    typeLabel: z.string().describe('El tipo, en palabras'),
    date: z.string().describe(`El día en que se coloca: ${day}`),
    status: z.string().describe('Su estado (los de su tipo)'),
    statusLabel: z.string().describe('El estado, en palabras'),
    open: z.boolean().describe('Aún espera al taller o a su cliente'),
    title: z.string().describe('Título'),
    time: z.string().nullable().describe('La hora de cierre del taller ese día (HH:MM); null si cierra'),
    dueDate: z.string().describe('Cuándo vence: instante ISO 8601 (UTC), el cierre de su día'),
    priority: z.enum(PRIORITIES).describe('Prioridad'),
    clientId: z.number().int().describe('Cliente'),
    client: z.string().describe('Nombre del cliente'),
    device: z.string().nullable().describe('Dispositivo y modelo; null en un pedido'),
    description: z.string().describe('Descripción'),
  })
  .describe('Un trabajo con fecha');
export type CalendarItemJson = z.infer<typeof calendarItemJsonSchema>;

/** The calendar as GET /api/calendar answers it. */
export const calendarJsonSchema = z
  .object({
    from: z.string().describe(`Desde: ${day}`),
    to: z.string().describe(`Hasta: ${day}`),
    today: z.string().describe(`Hoy, según el reloj del servidor: ${day}`),
    days: z
      .array(
        z.strictObject({
          date: z.string().describe(day),
          repairs: z.number().int().describe('Reparaciones'),
          revisions: z.number().int().describe('Revisiones'),
          orders: z.number().int().describe('Pedidos'),
          total: z.number().int().describe('Todos'),
          items: z.array(calendarItemJsonSchema).describe('Sus trabajos, por vencimiento y tipo'),
        }),
      )
      .describe('Cada día del rango'),
  })
  .describe('Cada día del rango con recuentos por tipo y sus trabajos');
export type CalendarJson = z.infer<typeof calendarJsonSchema>;

/** An item of the urgent list: late or not, and the time left. */
export const urgentItemJsonSchema = calendarItemJsonSchema
  .extend({
    overdue: z.boolean().describe('Vencido'),
    timeLeft: z
      .strictObject({
        overdue: z.boolean().describe('Vencido'),
        minutes: z.number().int().describe('Minutos hasta el vencimiento; negativos si ya venció'),
        label: z.string().describe('En palabras: «Vence en 35 min», «Vencido hace 2 días»…'),
      })
      .describe('Tiempo restante'),
  })
  .describe('Un trabajo urgente o atrasado');
export type UrgentItemJson = z.infer<typeof urgentItemJsonSchema>;
