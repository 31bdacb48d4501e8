import { z } from 'zod';
import { defineEvent, EventCatalogue, type EventOf } from '../shared/event.js';

/**
 * What the AEAT answered to the records the shop sent it (VERI*FACTU): the log `aeat-1`, apart
 * from the billing log so that the chain holds records only. A record is pending until an answer
 * names it; refused, it stays so (with AEAT's code and reason) until it is corrected.
 */
export const AEAT_RECORD_STATES = ['accepted', 'accepted_with_errors', 'refused'] as const;
export type AeatRecordState = (typeof AEAT_RECORD_STATES)[number];

export const aeatRecordStateLabels: Record<AeatRecordState | 'pending', string> = {
  pending: 'Pendiente de envío',
  accepted: 'Aceptado',
  accepted_with_errors: 'Aceptado con errores',
  refused: 'Rechazado',
};

const answeredLine = z.object({
  /** Global position of the event that wrote the record (its place in the queue). */
  position: z.number().int().positive(),
  invoiceNumber: z.string(),
  /** `alta` or `anulacion`, as the record sent. */
  kind: z.enum(['alta', 'anulacion']),
  hash: z.string(),
  state: z.enum(AEAT_RECORD_STATES),
  code: z.string().nullable(),
  description: z.string().nullable(),
});

const aeatEventDefinitions = [
  defineEvent(
    'AeatSubmissionAnswered',
    z.object({
      environment: z.enum(['pruebas', 'produccion']),
      /** An instant, ISO 8601. */
      sentAt: z.string(),
      /** EstadoEnvio: Correcto, ParcialmenteCorrecto, Incorrecto. */
      status: z.string(),
      /** The AEAT's Código Seguro de Verificación of the submission, when it took it. */
      csv: z.string().nullable(),
      /** Seconds the AEAT asks to wait before the next submission. */
      waitSeconds: z.number().int().nonnegative(),
      records: z.number().int().nonnegative(),
    }),
    'Registros enviados a la AEAT',
  ),
  /** What the AEAT said of one record of that submission (one event each: the queue finds its row by position). */
  defineEvent('AeatRecordAnswered', answeredLine.extend({ sentAt: z.string(), csv: z.string().nullable() }), 'Respuesta de la AEAT a un registro'),
  /** The submission did not get an answer about its records (no connection, a SOAP fault): they stay pending. */
  defineEvent('AeatSubmissionFailed', z.object({ environment: z.enum(['pruebas', 'produccion']), sentAt: z.string(), records: z.number().int().nonnegative(), reason: z.string() }), 'Envío a la AEAT fallido'),
] as const;

export type AeatEvent = EventOf<typeof aeatEventDefinitions>;
export const aeatEvents = new EventCatalogue<AeatEvent>(aeatEventDefinitions);
