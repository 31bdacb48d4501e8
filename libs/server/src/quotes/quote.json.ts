import { z } from 'zod';
import { QUOTE_LINE_KINDS, quoteMessages as m } from '@taller/domain';

const cents = (text: string) => z.number().int().describe(`${text}, en céntimos`);
const instant = 'Instante ISO 8601 (UTC)';

/** What the outbox knows of the quote's e-mail (the domain's NoticeDelivery). */
const deliveryJsonSchema = z
  .discriminatedUnion('state', [
    z.strictObject({ state: z.literal('queued'), attempts: z.number().int().describe('Intentos'), lastError: z.string().nullable().describe('El último error') }),
    z.strictObject({ state: z.literal('sent'), via: z.enum(['smtp', 'file', 'provider']).describe('Cómo salió'), sentAt: z.string().describe(`Enviado: ${instant}`) }),
    z.strictObject({ state: z.literal('failed'), attempts: z.number().int().describe('Intentos'), lastError: z.string().nullable().describe('El último error') }),
    z.strictObject({ state: z.literal('unknown') }),
  ])
  .describe('Su entrega, según la bandeja de salida');

/** A record's latest quote for staff as the API answers it (the API description shows this schema; the GetQuote handler is held to it). */
export const staffQuoteJsonSchema = z
  .object({
    number: z.number().int().describe('Número: 1 el primero del registro, 2 el siguiente…'),
    lines: z
      .array(
        z.strictObject({
          kind: z.enum(QUOTE_LINE_KINDS).describe('Pieza o mano de obra'),
          description: z.string().describe(m.lineDescriptionLabel),
          quantity: z.number().int().describe('Cantidad'),
          unitPriceCents: cents('Precio unitario, IVA incluido'),
          kindLabel: z.string().describe('Pieza o mano de obra, en palabras'),
          totalCents: cents('Total de la línea'),
        }),
      )
      .describe('Líneas'),
    totalCents: cents('Total, IVA incluido'),
    baseCents: cents('Base imponible'),
    ivaCents: cents('IVA'),
    validUntil: z.string().describe('Válido hasta: día AAAA-MM-DD'),
    notes: z.string().describe(m.notesLabel),
    state: z.enum(['pending', 'accepted', 'rejected', 'expired']).describe('Pendiente, aceptado, rechazado, o caducado sin respuesta'),
    answeredAt: z.string().nullable().describe(`Respondido: ${instant}; null sin respuesta`),
    answeredBy: z.string().nullable().describe('Cómo llegó la respuesta (en la web, por teléfono, en persona)'),
    answerable: z.boolean().describe('Pendiente y su registro aún admite respuesta'),
    issuedAt: z.string().describe(`Dado: ${instant}`),
    decidedBy: z.string().nullable().describe('Quién del taller anotó la respuesta; null si respondió el cliente en la web o no hay respuesta'),
    email: z
      .strictObject({ subject: z.string().describe('Asunto'), delivery: deliveryJsonSchema, deliveryLabel: z.string().describe('Su entrega, en palabras') })
      .nullable()
      .describe('El correo que lo envió; null si el cliente no tiene correo'),
  })
  .describe('El presupuesto vigente');
export type StaffQuoteJson = z.infer<typeof staffQuoteJsonSchema>;
