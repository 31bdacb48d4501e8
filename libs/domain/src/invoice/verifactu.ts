import { z } from 'zod';
import { isCalendarDay, SHOP_TIME_ZONE } from '../shared/dates.js';

/**
 * VERI*FACTU billing records (RD 1007/2023, Orden HAC/1177/2024), issue 18: every invoice the
 * shop issues leaves a "registro de alta", every annulment a "registro de anulación", each
 * chained to the one before by its SHA-256 fingerprint ("huella"). This module is the pure part:
 * the records, the exact text AEAT hashes, the QR's verification URL and the XML of AEAT's
 * schema. Hashing itself (node:crypto) and the chain check live in libs/server/src/verifactu.
 *
 * Sources (AEAT's own documents, read from the copies kept in github.com/mdiago/VeriFactu,
 * NetFramework/Doc/; the schemas from github.com/invopop/gobl.verifactu, test/schema/):
 * - "Detalle de las especificaciones técnicas para generación de la huella o hash de los
 *   registros de facturación" v0.1.2 (27/08/2024), Veri-Factu_especificaciones_huella_hash_registros.pdf:
 *   the fields and their order, `name=value` joined by `&`, values trimmed, an absent value as
 *   `name=`, UTF-8, SHA-256, 64 hex digits in upper case; its three worked examples (6.1 first
 *   alta, 6.2 chained alta, 6.3 anulación) are the tests of verifactu.spec.ts.
 * - "Detalle de las especificaciones técnicas del código QR de la factura…" v0.4.7 (17/10/2024),
 *   DetalleEspecificacTecnCodigoQRfactura.pdf: hosts, path ValidarQR, parameters nif, numserie,
 *   fecha (DD-MM-AAAA), importe (dot, at most 2 decimals), URL-encoded in UTF-8; QR of 30–40 mm,
 *   error correction M, "QR tributario:" above it and the VERI*FACTU legend below.
 * - SuministroLR.xsd / SuministroInformacion.xsd: namespaces, element order, `fecha` as
 *   dd-mm-yyyy, amounts `(\+|-)?\d{1,12}(\.\d{0,2})?`, at most 12 DetalleDesglose, at most 1000
 *   RegistroFactura per message, TipoHuella 01 = SHA-256.
 * - "Validaciones y errores" v1.2.0 (Validaciones_Errores_Veri-Factu.pdf): recipients required
 *   for F1/R1–R4 and forbidden for F2/R5, TipoRectificativa required for R*, ImporteRectificacion
 *   only and always with "S", NumSerieFactura in printable ASCII without " ' < > =.
 */

// ───────────────────────────── texts ─────────────────────────────

/** What the invoice prints around its QR (order, art. 20–21; QR document, section 3). */
export const verifactuTexts = {
  qrHeading: 'QR tributario:',
  verifiableLegend: 'Factura verificable en la sede electrónica de la AEAT',
  shortLegend: 'VERI*FACTU',
} as const;

export const verifactuMessages = {
  taxIdInvalid: 'El NIF debe tener 9 caracteres',
  nameInvalid: 'El nombre o razón social no puede estar vacío ni superar 120 caracteres',
  invoiceNumberInvalid:
    'El número de factura debe tener de 1 a 60 caracteres imprimibles, sin comillas ni los signos < > =',
  dayInvalid: 'La fecha debe ser un día válido (AAAA-MM-DD)',
  descriptionInvalid: 'La descripción no puede estar vacía ni superar 500 caracteres',
  textHasControlCharacters: 'El texto contiene caracteres no imprimibles',
  amountInvalid: 'El importe debe ser un número entero de céntimos de como mucho 12 cifras en euros',
  taxRateInvalid: 'El tipo de IVA debe estar entre 0 y 100, con como mucho dos decimales',
  breakdownSize: 'El desglose debe tener de 1 a 12 líneas',
  generatedAtInvalid: 'La fecha y hora de generación debe llevar su huso, como 2024-01-01T19:20:30+01:00',
  hashInvalid: 'La huella debe tener 64 caracteres hexadecimales en mayúsculas',
  recipientRequired: 'Una factura completa o rectificativa de una completa (F1, R1, R4) necesita el NIF y el nombre del destinatario',
  recipientForbidden: 'Una factura simplificada (F2, R5) no lleva destinatario',
  rectificationRequired: 'Una factura rectificativa debe decir si es por diferencias o por sustitución y qué facturas rectifica',
  rectificationForbidden: 'Solo una factura rectificativa (R1, R4, R5) rectifica otras facturas',
  replacedAmountsRequired: 'Una rectificativa por sustitución debe indicar la base y la cuota rectificadas',
  replacedAmountsForbidden: 'Solo una rectificativa por sustitución indica la base y la cuota rectificadas',
  totalTaxMismatch: 'La cuota total no es la suma de las cuotas del desglose',
  totalAmountMismatch: 'El importe total no es la suma de bases y cuotas del desglose',
  // The chain check (libs/server/src/verifactu/verify-chain.ts).
  chainHashMismatch: 'la huella no coincide con sus datos',
  chainUnreadable: (detail: string) => `el registro no se puede leer (${detail})`,
  chainFirstHasPrevious: (invoiceNumber: string) =>
    `es el primero de la cadena, pero dice encadenar con la factura ${invoiceNumber}`,
  chainMissingPrevious: (invoiceNumber: string) =>
    `dice ser el primer registro, pero sigue al de la factura ${invoiceNumber}`,
  chainWrongPrevious: (claimed: string, actual: string) =>
    `no encadena con el registro anterior (dice seguir al de la factura ${claimed}, pero el anterior es el de la factura ${actual})`,
  chainWrongPreviousHash: (invoiceNumber: string) =>
    `no encadena con el registro anterior (la huella que guarda no es la del registro de la factura ${invoiceNumber})`,
} as const;

// ───────────────────────────── the records ─────────────────────────────

/** The invoice types the shop issues (L2 list): full, simplified, and their rectifying ones. */
export const VERIFACTU_INVOICE_TYPES = ['F1', 'F2', 'R1', 'R4', 'R5'] as const;
export type VerifactuInvoiceType = (typeof VERIFACTU_INVOICE_TYPES)[number];

/** Types whose record names its recipient (Destinatarios required); F2 and R5 never do. */
const WITH_RECIPIENT: readonly VerifactuInvoiceType[] = ['F1', 'R1', 'R4'];
const RECTIFYING: readonly VerifactuInvoiceType[] = ['R1', 'R4', 'R5'];

/** The record this one follows (Encadenamiento/RegistroAnterior); null for the first (PrimerRegistro S). */
export interface ChainLink {
  /** NumSerieFactura: the invoice of the previous record (for an annulment, the annulled invoice). */
  invoiceNumber: string;
  /** FechaExpedicionFactura, `YYYY-MM-DD`. */
  issueDate: string;
  /** Huella of the previous record. */
  hash: string;
}

/** One line of the tax breakdown (Desglose/DetalleDesglose): IVA, regime 01, subject and not exempt (S1). */
export interface TaxBreakdownLine {
  /** TipoImpositivo, e.g. 21. */
  taxRatePercent: number;
  /** BaseImponibleOimporteNoSujeto, in cents (negative in a rectifying invoice by differences). */
  baseCents: number;
  /** CuotaRepercutida, in cents. */
  taxCents: number;
}

/** A registro de alta: an invoice as issued. */
export interface AltaRecord {
  kind: 'alta';
  /** IDFactura/IDEmisorFactura: the shop's NIF. */
  issuerTaxId: string;
  /** NombreRazonEmisor. */
  issuerName: string;
  /** IDFactura/NumSerieFactura: series and number, e.g. `2027-A/0001`. */
  invoiceNumber: string;
  /** IDFactura/FechaExpedicionFactura, `YYYY-MM-DD`. */
  issueDate: string;
  /** TipoFactura. */
  invoiceType: VerifactuInvoiceType;
  /** R1/R4/R5 only. */
  rectification?: {
    /** TipoRectificativa: I by differences, S by substitution. */
    type: 'I' | 'S';
    /** FacturasRectificadas/IDFacturaRectificada (same issuer). */
    invoices: { number: string; issueDate: string }[];
    /** ImporteRectificacion (BaseRectificada, CuotaRectificada): required with S, absent with I. */
    replacedAmounts?: { baseCents: number; taxCents: number };
  };
  /** Destinatarios/IDDestinatario (NIF, NombreRazon): F1, R1 and R4 only. */
  recipient?: { taxId: string; name: string };
  /** DescripcionOperacion. */
  description: string;
  /** Desglose: 1 to 12 lines. */
  breakdown: TaxBreakdownLine[];
  /** CuotaTotal, in cents. */
  totalTaxCents: number;
  /** ImporteTotal, in cents. */
  totalAmountCents: number;
  /** Encadenamiento. */
  previous: ChainLink | null;
  /** FechaHoraHusoGenRegistro: ISO 8601 with the Madrid offset, no milliseconds. */
  generatedAt: string;
  /** Huella: SHA-256 of huellaInput(record), 64 hex digits, upper case. */
  hash: string;
}

/** A registro de anulación: an issued invoice taken back. */
export interface AnulacionRecord {
  kind: 'anulacion';
  /** IDFactura/IDEmisorFacturaAnulada. */
  issuerTaxId: string;
  /** IDFactura/NumSerieFacturaAnulada. */
  invoiceNumber: string;
  /** IDFactura/FechaExpedicionFacturaAnulada, `YYYY-MM-DD`. */
  issueDate: string;
  /** Encadenamiento. */
  previous: ChainLink | null;
  /** FechaHoraHusoGenRegistro. */
  generatedAt: string;
  /** Huella. */
  hash: string;
}

export type BillingRecord = AltaRecord | AnulacionRecord;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A record that knows its place in the chain but is not yet fingerprinted. */
export type UnhashedBillingRecord = DistributiveOmit<BillingRecord, 'hash'>;
/** A record as the invoices feature drafts it: sealRecord (server) chains and fingerprints it. */
export type UnsealedBillingRecord = DistributiveOmit<BillingRecord, 'hash' | 'previous'>;

// ───────────────────────────── formats ─────────────────────────────

/** Largest amount ImporteSgn12.2Type holds: 12 digits of euros and 2 of cents. */
const MAX_ABS_CENTS = 99_999_999_999_999;

/** Integer cents as AEAT writes amounts: `1235` → `12.35`, `-5` → `-0.05` (rectifying invoices). */
export function formatAeatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || Math.abs(cents) > MAX_ABS_CENTS) {
    throw new RangeError(`Importe fuera del formato de la AEAT: ${cents}`);
  }
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A tax rate as TipoImpositivo (Tipo2.2Type): `21` → `21.00`. */
export function formatAeatTaxRate(percent: number): string {
  return percent.toFixed(2);
}

/** A `YYYY-MM-DD` day as AEAT's `fecha`: `2024-01-01` → `01-01-2024`. */
export function formatAeatDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!match) throw new RangeError(`Fecha que no es AAAA-MM-DD: ${day}`);
  return `${match[3]}-${match[2]}-${match[1]}`;
}

const madridParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/**
 * An instant as FechaHoraHusoGenRegistro: Madrid wall time with its offset, `+01:00` in winter
 * and `+02:00` in summer, whole seconds (`2024-01-01T19:20:30+01:00`).
 */
export function madridOffsetTimestamp(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Fecha y hora no válida');
  const part = Object.fromEntries(madridParts.formatToParts(instant).map((p) => [p.type, p.value]));
  // 'GMT+01:00'; a zone at UTC would print a bare 'GMT'.
  const offset = part['timeZoneName']!.replace('GMT', '') || '+00:00';
  return `${part['year']}-${part['month']}-${part['day']}T${part['hour']}:${part['minute']}:${part['second']}${offset}`;
}

// ───────────────────────────── the fingerprint's input ─────────────────────────────

const pair = (name: string, value: string) => `${name}=${value.trim()}`;

/**
 * The exact text AEAT hashes (huella spec, section 3): the fields in their order as
 * `name=value`, joined by `&`, values trimmed as in the XML, the previous huella empty for the
 * first record. Amounts are written as in our XML (always two decimals).
 */
export function huellaInput(record: UnhashedBillingRecord): string {
  const previousHash = record.previous?.hash ?? '';
  switch (record.kind) {
    case 'alta':
      return [
        pair('IDEmisorFactura', record.issuerTaxId),
        pair('NumSerieFactura', record.invoiceNumber),
        pair('FechaExpedicionFactura', formatAeatDate(record.issueDate)),
        pair('TipoFactura', record.invoiceType),
        pair('CuotaTotal', formatAeatAmount(record.totalTaxCents)),
        pair('ImporteTotal', formatAeatAmount(record.totalAmountCents)),
        pair('Huella', previousHash),
        pair('FechaHoraHusoGenRegistro', record.generatedAt),
      ].join('&');
    case 'anulacion':
      return [
        pair('IDEmisorFacturaAnulada', record.issuerTaxId),
        pair('NumSerieFacturaAnulada', record.invoiceNumber),
        pair('FechaExpedicionFacturaAnulada', formatAeatDate(record.issueDate)),
        pair('Huella', previousHash),
        pair('FechaHoraHusoGenRegistro', record.generatedAt),
      ].join('&');
    default: {
      const unknown: never = record;
      throw new Error(`Registro desconocido: ${JSON.stringify(unknown)}`);
    }
  }
}

// ───────────────────────────── the QR's URL ─────────────────────────────

export const AEAT_VERIFICATION_HOSTS = {
  production: 'https://www2.agenciatributaria.gob.es',
  preproduction: 'https://prewww2.aeat.es',
} as const;
const VERIFICATION_PATH = '/wlpl/TIKE-CONT/ValidarQR';

/**
 * AEAT's verification ("cotejo") URL the invoice's QR carries: nif, numserie, fecha
 * (DD-MM-AAAA) and importe, each URL-encoded (`12345678&G33` → `12345678%26G33`).
 * Pre-production (AEAT's test portal) unless `production`.
 */
export function verificationUrl(
  record: Pick<AltaRecord, 'issuerTaxId' | 'invoiceNumber' | 'issueDate' | 'totalAmountCents'>,
  { production }: { production: boolean },
): string {
  const host = production ? AEAT_VERIFICATION_HOSTS.production : AEAT_VERIFICATION_HOSTS.preproduction;
  const query = [
    ['nif', record.issuerTaxId.trim()],
    ['numserie', record.invoiceNumber.trim()],
    ['fecha', formatAeatDate(record.issueDate)],
    ['importe', formatAeatAmount(record.totalAmountCents)],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
  return `${host}${VERIFICATION_PATH}?${query}`;
}

// ───────────────────────────── the XML ─────────────────────────────

export const AEAT_NAMESPACES = {
  /** Prefix `sum`: the message (RegFactuSistemaFacturacion, Cabecera, RegistroFactura). */
  suministroLR:
    'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd',
  /** Prefix `sum1`: everything inside (ObligadoEmision, RegistroAlta, RegistroAnulacion…). */
  suministroInformacion:
    'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd',
} as const;

/** NombreSistemaInformatico of our software. */
export const BILLING_SYSTEM_NAME = 'Taller';

/** Our software as SistemaInformatico: who produces it and which installation writes the records. */
export interface BillingSystem {
  /** NombreRazon of the producer. */
  producerName: string;
  /** NIF of the producer. */
  producerTaxId: string;
  /** IdSistemaInformatico: two characters, capital letters (not Ñ) or digits. */
  systemId: string;
  /** Version. */
  version: string;
  /** NumeroInstalacion. */
  installationNumber: string;
}

/** The obligado a expedir: the shop (Cabecera/ObligadoEmision). */
export interface BillingIssuer {
  taxId: string;
  name: string;
}

// XML 1.0 cannot carry these at all; the schema refuses them, the writer drops any that slip by
// so the document always parses.
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(XML_FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An element of the sum1 namespace: text is trimmed (as the huella reads it) and escaped. */
const el = (name: string, content: string | string[]) =>
  Array.isArray(content)
    ? `<sum1:${name}>${content.join('')}</sum1:${name}>`
    : `<sum1:${name}>${escapeXml(content).trim()}</sum1:${name}>`;

const invoiceId = (taxId: string, number: string, day: string) => [
  el('IDEmisorFactura', taxId),
  el('NumSerieFactura', number),
  el('FechaExpedicionFactura', formatAeatDate(day)),
];

function chainXml(issuerTaxId: string, previous: ChainLink | null): string {
  if (previous === null) return el('Encadenamiento', [el('PrimerRegistro', 'S')]);
  return el('Encadenamiento', [
    el('RegistroAnterior', [...invoiceId(issuerTaxId, previous.invoiceNumber, previous.issueDate), el('Huella', previous.hash)]),
  ]);
}

function systemXml(system: BillingSystem): string {
  return el('SistemaInformatico', [
    el('NombreRazon', system.producerName),
    el('NIF', system.producerTaxId),
    el('NombreSistemaInformatico', BILLING_SYSTEM_NAME),
    el('IdSistemaInformatico', system.systemId),
    el('Version', system.version),
    el('NumeroInstalacion', system.installationNumber),
    // Taller only keeps VERI*FACTU records, for one shop per installation.
    el('TipoUsoPosibleSoloVerifactu', 'S'),
    el('TipoUsoPosibleMultiOT', 'N'),
    el('IndicadorMultiplesOT', 'N'),
  ]);
}

function altaXml(record: AltaRecord, system: BillingSystem): string {
  const { rectification, recipient } = record;
  return el('RegistroAlta', [
    el('IDVersion', '1.0'),
    el('IDFactura', invoiceId(record.issuerTaxId, record.invoiceNumber, record.issueDate)),
    el('NombreRazonEmisor', record.issuerName),
    el('TipoFactura', record.invoiceType),
    ...(rectification
      ? [
          el('TipoRectificativa', rectification.type),
          el(
            'FacturasRectificadas',
            rectification.invoices.map((invoice) =>
              el('IDFacturaRectificada', invoiceId(record.issuerTaxId, invoice.number, invoice.issueDate)),
            ),
          ),
          ...(rectification.replacedAmounts
            ? [
                el('ImporteRectificacion', [
                  el('BaseRectificada', formatAeatAmount(rectification.replacedAmounts.baseCents)),
                  el('CuotaRectificada', formatAeatAmount(rectification.replacedAmounts.taxCents)),
                ]),
              ]
            : []),
        ]
      : []),
    el('DescripcionOperacion', record.description),
    ...(recipient ? [el('Destinatarios', [el('IDDestinatario', [el('NombreRazon', recipient.name), el('NIF', recipient.taxId)])])] : []),
    el(
      'Desglose',
      record.breakdown.map((line) =>
        el('DetalleDesglose', [
          el('Impuesto', '01'), // IVA
          el('ClaveRegimen', '01'), // general regime
          el('CalificacionOperacion', 'S1'), // subject, not exempt, no reverse charge
          el('TipoImpositivo', formatAeatTaxRate(line.taxRatePercent)),
          el('BaseImponibleOimporteNoSujeto', formatAeatAmount(line.baseCents)),
          el('CuotaRepercutida', formatAeatAmount(line.taxCents)),
        ]),
      ),
    ),
    el('CuotaTotal', formatAeatAmount(record.totalTaxCents)),
    el('ImporteTotal', formatAeatAmount(record.totalAmountCents)),
    chainXml(record.issuerTaxId, record.previous),
    systemXml(system),
    el('FechaHoraHusoGenRegistro', record.generatedAt),
    el('TipoHuella', '01'), // SHA-256
    el('Huella', record.hash),
  ]);
}

function anulacionXml(record: AnulacionRecord, system: BillingSystem): string {
  return el('RegistroAnulacion', [
    el('IDVersion', '1.0'),
    el('IDFactura', [
      el('IDEmisorFacturaAnulada', record.issuerTaxId),
      el('NumSerieFacturaAnulada', record.invoiceNumber),
      el('FechaExpedicionFacturaAnulada', formatAeatDate(record.issueDate)),
    ]),
    chainXml(record.issuerTaxId, record.previous),
    systemXml(system),
    el('FechaHoraHusoGenRegistro', record.generatedAt),
    el('TipoHuella', '01'),
    el('Huella', record.hash),
  ]);
}

/**
 * The records as AEAT's RegFactuSistemaFacturacion document (SuministroLR.xsd), in the order
 * given (the chain's order). AEAT takes at most 1000 RegistroFactura per message: a caller that
 * sends them splits first; an export for an inspector may hold more.
 */
export function billingRecordsXml(
  records: Iterable<BillingRecord>,
  { issuer, system }: { issuer: BillingIssuer; system: BillingSystem },
): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<sum:RegFactuSistemaFacturacion xmlns:sum="${AEAT_NAMESPACES.suministroLR}" xmlns:sum1="${AEAT_NAMESPACES.suministroInformacion}">`,
    `<sum:Cabecera>${el('ObligadoEmision', [el('NombreRazon', issuer.name), el('NIF', issuer.taxId)])}</sum:Cabecera>`,
  ];
  for (const record of records) {
    const inner = record.kind === 'alta' ? altaXml(record, system) : anulacionXml(record, system);
    parts.push(`<sum:RegistroFactura>${inner}</sum:RegistroFactura>`);
  }
  parts.push('</sum:RegFactuSistemaFacturacion>');
  return parts.join('\n');
}

// ───────────────────────────── the schema (records stored in events) ─────────────────────────────

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const text = (max: number, message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(max, message)
    .refine((value) => !CONTROL_CHARACTERS.test(value), verifactuMessages.textHasControlCharacters);
const taxId = z.string().trim().length(9, verifactuMessages.taxIdInvalid);
const day = z.string().refine(isCalendarDay, verifactuMessages.dayInvalid);
// Printable ASCII (32–126) without " ' < > =, as AEAT validates NumSerieFactura.
const invoiceNumber = z
  .string()
  .trim()
  .regex(/^[\x20-\x7E]{1,60}$/, verifactuMessages.invoiceNumberInvalid)
  .refine((value) => !/["'<>=]/.test(value), verifactuMessages.invoiceNumberInvalid);
const cents = z
  .number()
  .int(verifactuMessages.amountInvalid)
  .min(-MAX_ABS_CENTS, verifactuMessages.amountInvalid)
  .max(MAX_ABS_CENTS, verifactuMessages.amountInvalid);
const hash = z.string().regex(/^[0-9A-F]{64}$/, verifactuMessages.hashInvalid);
const generatedAt = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/, verifactuMessages.generatedAtInvalid)
  .refine((value) => !Number.isNaN(Date.parse(value)), verifactuMessages.generatedAtInvalid);

const chainLinkSchema = z.object({ invoiceNumber, issueDate: day, hash });

const breakdownLineSchema = z.object({
  taxRatePercent: z
    .number()
    .min(0, verifactuMessages.taxRateInvalid)
    .max(100, verifactuMessages.taxRateInvalid)
    .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9, verifactuMessages.taxRateInvalid),
  baseCents: cents,
  taxCents: cents,
});

const altaSchema = z.object({
  kind: z.literal('alta'),
  issuerTaxId: taxId,
  issuerName: text(120, verifactuMessages.nameInvalid),
  invoiceNumber,
  issueDate: day,
  invoiceType: z.enum(VERIFACTU_INVOICE_TYPES),
  rectification: z
    .object({
      type: z.enum(['I', 'S']),
      invoices: z.array(z.object({ number: invoiceNumber, issueDate: day })).min(1, verifactuMessages.rectificationRequired).max(1000),
      replacedAmounts: z.object({ baseCents: cents, taxCents: cents }).optional(),
    })
    .optional(),
  recipient: z.object({ taxId, name: text(120, verifactuMessages.nameInvalid) }).optional(),
  description: text(500, verifactuMessages.descriptionInvalid),
  breakdown: z.array(breakdownLineSchema).min(1, verifactuMessages.breakdownSize).max(12, verifactuMessages.breakdownSize),
  totalTaxCents: cents,
  totalAmountCents: cents,
  previous: chainLinkSchema.nullable(),
  generatedAt,
  hash,
});

const anulacionSchema = z.object({
  kind: z.literal('anulacion'),
  issuerTaxId: taxId,
  invoiceNumber,
  issueDate: day,
  previous: chainLinkSchema.nullable(),
  generatedAt,
  hash,
});

/** AEAT's rules between the fields of an alta, and our totals adding up to the breakdown. */
function checkAlta(record: z.infer<typeof altaSchema>, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  const wantsRecipient = WITH_RECIPIENT.includes(record.invoiceType);
  if (wantsRecipient && !record.recipient) issue(['recipient'], verifactuMessages.recipientRequired);
  if (!wantsRecipient && record.recipient) issue(['recipient'], verifactuMessages.recipientForbidden);
  const rectifying = RECTIFYING.includes(record.invoiceType);
  if (rectifying && !record.rectification) issue(['rectification'], verifactuMessages.rectificationRequired);
  if (!rectifying && record.rectification) issue(['rectification'], verifactuMessages.rectificationForbidden);
  if (record.rectification?.type === 'S' && !record.rectification.replacedAmounts) {
    issue(['rectification', 'replacedAmounts'], verifactuMessages.replacedAmountsRequired);
  }
  if (record.rectification?.type === 'I' && record.rectification.replacedAmounts) {
    issue(['rectification', 'replacedAmounts'], verifactuMessages.replacedAmountsForbidden);
  }
  const taxSum = record.breakdown.reduce((sum, line) => sum + line.taxCents, 0);
  const amountSum = record.breakdown.reduce((sum, line) => sum + line.baseCents + line.taxCents, 0);
  if (record.totalTaxCents !== taxSum) issue(['totalTaxCents'], verifactuMessages.totalTaxMismatch);
  if (record.totalAmountCents !== amountSum) issue(['totalAmountCents'], verifactuMessages.totalAmountMismatch);
}

/** A sealed billing record, as the invoices feature stores it in its events. */
export const billingRecordSchema = z
  .discriminatedUnion('kind', [altaSchema, anulacionSchema])
  .superRefine((record, ctx) => {
    if (record.kind === 'alta') checkAlta(record, ctx);
  });

// The schema and the interfaces above must describe the same records.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesTypes: Same<z.infer<typeof billingRecordSchema>, BillingRecord> = true;
void schemaMatchesTypes;
