import { XMLParser } from 'fast-xml-parser';
import { billingRecordsXml, type AeatRecordState, type BillingIssuer, type BillingRecord, type BillingSystem } from '@taller/domain';

const SOAP_ENVELOPE = 'http://schemas.xmlsoap.org/soap/envelope/';

/** The records in AEAT's SOAP envelope (RegFactuSistemaFacturacion as the body), at most 1000 per message. */
export function soapEnvelope(records: readonly BillingRecord[], options: { issuer: BillingIssuer; system: BillingSystem }): string {
  if (records.length === 0 || records.length > 1000) throw new RangeError('Un envío lleva de 1 a 1000 registros');
  const body = billingRecordsXml(records, options).replace(/^<\?xml[^>]*\?>\s*/, '');
  return `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${SOAP_ENVELOPE}"><soapenv:Header/><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`;
}

/** What the AEAT answered about one record. */
export interface AeatAnswerLine {
  invoiceNumber: string;
  kind: 'alta' | 'anulacion';
  state: AeatRecordState;
  code: string | null;
  description: string | null;
}

export interface AeatAnswer {
  status: string;
  csv: string | null;
  waitSeconds: number;
  lines: AeatAnswerLine[];
}

const RECORD_STATES: Record<string, AeatRecordState> = { Correcto: 'accepted', AceptadoConErrores: 'accepted_with_errors', Incorrecto: 'refused' };

/** A SOAP fault or an answer that says nothing of the records: the submission failed as a whole. */
export class AeatFault extends Error {
  override readonly name = 'AeatFault';
}

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false, isArray: (name) => name === 'RespuestaLinea' });
const text = (value: unknown): string | null => (value === undefined || value === null ? null : String(value).trim() || null);

/**
 * AEAT's answer (RespuestaRegFactuSistemaFacturacion): the submission's state, its CSV, the wait
 * before the next one, and each record's state with its error code and description.
 */
export function parseAeatAnswer(xml: string): AeatAnswer {
  let document: Record<string, any>;
  try {
    document = parser.parse(xml);
  } catch (error) {
    throw new AeatFault(`la respuesta de la AEAT no es XML (${(error as Error).message})`);
  }
  const body = document?.Envelope?.Body;
  if (body?.Fault) throw new AeatFault(`la AEAT rechazó el envío: ${text(body.Fault.faultstring) ?? 'error SOAP sin descripción'}`);
  const answer = body?.RespuestaRegFactuSistemaFacturacion;
  if (!answer) throw new AeatFault('la respuesta de la AEAT no trae RespuestaRegFactuSistemaFacturacion');
  const lines = ((answer.RespuestaLinea ?? []) as Record<string, any>[]).map((line) => {
    const state = RECORD_STATES[text(line.EstadoRegistro) ?? ''];
    if (!state) throw new AeatFault(`estado de registro desconocido en la respuesta: ${text(line.EstadoRegistro)}`);
    return {
      invoiceNumber: text(line.IDFactura?.NumSerieFactura) ?? '',
      kind: text(line.Operacion?.TipoOperacion) === 'Anulacion' ? ('anulacion' as const) : ('alta' as const),
      state,
      code: text(line.CodigoErrorRegistro),
      description: text(line.DescripcionErrorRegistro),
    };
  });
  const waitSeconds = Number(text(answer.TiempoEsperaEnvio) ?? 60);
  return { status: text(answer.EstadoEnvio) ?? '', csv: text(answer.CSV), waitSeconds: Number.isFinite(waitSeconds) && waitSeconds >= 0 ? Math.floor(waitSeconds) : 60, lines };
}
