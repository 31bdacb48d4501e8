import { z } from 'zod';
import { INVOICE_KINDS, INVOICE_SOURCES, PAYMENT_METHODS, VERIFACTU_INVOICE_TYPES, breakdownOf, invoiceKindLabels, invoiceSourceLabels, verifactuTexts, verificationUrl } from '@taller/domain';
import { verificationQrSvg } from '../../../verifactu/verifactu-qr.js';
import type { InvoiceRow } from '../../invoice-row.entity.js';
import { centsJson as cents } from '../../../payments/balance.json.js';

const instant = 'Instante ISO 8601 (UTC)';
/** A rectifying invoice's amounts are differences: they may be negative. */
const signed = (text: string) => cents(`${text} (negativo en una rectificativa que devuelve)`);

const lineJsonSchema = z
  .strictObject({
    description: z.string().describe('Concepto'),
    quantity: z.number().int().describe('Cantidad'),
    unitPriceCents: cents('Precio unitario, IVA incluido'),
    taxRatePercent: z.number().describe('Tipo de IVA, en %'),
    totalCents: signed('Total de la línea'),
    baseCents: signed('Base imponible de la línea'),
    taxCents: signed('IVA de la línea'),
  })
  .describe('Una línea');

/** An invoice as the API answers it (the API description shows this schema; invoiceJson is held to it). */
export const invoiceJsonSchema = z
  .object({
    id: z.number().int(),
    number: z.string().describe('Número: serie (T simplificada, F completa, R rectificativa), año y orden, p. ej. `F2027-000001`'),
    kind: z.enum(INVOICE_KINDS).describe('Tipo de factura'),
    kindLabel: z.string().describe('El tipo como lo imprime la factura'),
    issueDate: z.string().describe('Fecha de expedición: día AAAA-MM-DD (Madrid)'),
    issuedAt: z.string().describe(`Emitida: ${instant}`),
    source: z
      .strictObject({
        kind: z.enum(INVOICE_SOURCES).describe('Qué se factura'),
        id: z.number().int().nullable().describe('La reparación o el pedido; null en una venta de mostrador'),
        label: z.string().describe('El origen en palabras'),
      })
      .describe('Origen'),
    issuer: z
      .strictObject({
        legalName: z.string().describe('Razón social'),
        taxId: z.string().describe('NIF'),
        address: z.string().describe('Dirección'),
        tradeName: z.string().describe('Nombre comercial'),
      })
      .describe('El taller, como lo imprime la factura'),
    customer: z
      .strictObject({
        name: z.string().describe('Nombre o razón social'),
        taxId: z.string().describe('NIF; vacío en una simplificada'),
        address: z.string().describe('Dirección; vacía en una simplificada'),
      })
      .describe('El cliente'),
    lines: z.array(lineJsonSchema).describe('Líneas'),
    breakdown: z
      .array(z.strictObject({ taxRatePercent: z.number().describe('Tipo de IVA, en %'), baseCents: signed('Base imponible'), taxCents: signed('Cuota de IVA') }))
      .describe('IVA por tipo'),
    baseCents: signed('Base imponible'),
    taxCents: signed('IVA'),
    totalCents: signed('Total'),
    rectifies: z
      .strictObject({
        id: z.number().int().describe('La factura que corrige'),
        number: z.string().nullable().describe('Su número'),
        reason: z.string().nullable().describe('Motivo'),
      })
      .nullable()
      .describe('Una rectificativa: la factura que corrige y por qué; null en las demás'),
    rectifiedBy: z.string().nullable().describe('El número de la rectificativa que la corrigió; null si no la hay'),
    annulled: z
      .strictObject({ at: z.string().describe(`Anulada: ${instant}`), reason: z.string().nullable().describe('Motivo') })
      .nullable()
      .describe('Anulada por error: cuándo y por qué; null si no lo está'),
    sale: z
      .strictObject({
        method: z.enum(PAYMENT_METHODS).describe('Forma de pago'),
        amountCents: cents('Lo cobrado (o devuelto, en una devolución)'),
        items: z
          .array(
            z.strictObject({
              productId: z.number().int().describe('Producto del catálogo'),
              quantity: z.number().int().describe('Unidades que salen del stock (o vuelven, en una devolución)'),
              name: z.string().describe('Su nombre al venderlo'),
            }),
          )
          .describe('Los productos del catálogo vendidos'),
        stockOverride: z.string().describe('Por qué se vendieron más unidades de las libres; vacío si había stock'),
      })
      .nullable()
      .describe('Una venta de mostrador (o su devolución): su cobro y sus unidades; null en las demás'),
    verifactu: z
      .strictObject({
        invoiceType: z.enum(VERIFACTU_INVOICE_TYPES).nullable().describe('TipoFactura del registro de alta; null en un registro de anulación'),
        hash: z.string().describe('Huella SHA-256 de su registro, encadenada con la anterior'),
        generatedAt: z.string().describe('Cuándo se generó el registro: ISO 8601 con la hora de Madrid'),
        url: z.string().nullable().describe('La dirección de cotejo de la AEAT (la de pruebas en modo demo); null en un registro de anulación'),
        legend: z.literal(verifactuTexts.verifiableLegend).describe('Leyenda impresa'),
        shortLegend: z.literal(verifactuTexts.shortLegend).describe('Leyenda corta impresa'),
        qrHeading: z.literal(verifactuTexts.qrHeading).describe('Encabezado del QR'),
        qrSvg: z.string().optional().describe('El QR tributario en SVG; solo al pedir una factura, no en la lista'),
      })
      .describe('VERI*FACTU: su registro y lo que imprime'),
    createdAt: z.string().describe(instant),
  })
  .describe('Una factura');
export type InvoiceJson = z.infer<typeof invoiceJsonSchema>;

/**
 * An invoice as the API answers it: what the printed invoice needs, its VERI*FACTU record's
 * fingerprint and the QR with AEAT's verification address (the pre-production service in demo
 * mode, so that a demo invoice is never taken for a real one). The stored parts (issuer,
 * customer, lines, sale) are copied field by field, so the answer is exactly the schema.
 */
export function invoiceJson(row: InvoiceRow, { production }: { production: boolean }, withQr = false): InvoiceJson {
  const record = row.record.kind === 'alta' ? row.record : null;
  const url = record ? verificationUrl(record, { production }) : null;
  const { issuer, customer } = row;
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    kindLabel: invoiceKindLabels[row.kind],
    issueDate: row.issueDate,
    issuedAt: row.issuedAt.toISOString(),
    source: { kind: row.sourceKind, id: row.sourceId, label: invoiceSourceLabels[row.sourceKind] },
    issuer: { legalName: issuer.legalName, taxId: issuer.taxId, address: issuer.address, tradeName: issuer.tradeName },
    customer: { name: customer.name, taxId: customer.taxId, address: customer.address },
    lines: row.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      taxRatePercent: line.taxRatePercent,
      totalCents: line.totalCents,
      baseCents: line.baseCents,
      taxCents: line.taxCents,
    })),
    breakdown: breakdownOf(row.lines),
    baseCents: row.baseCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    rectifies: row.rectifiesId === null ? null : { id: row.rectifiesId, number: row.rectifiesNumber, reason: row.reason },
    rectifiedBy: row.rectifiedBy,
    annulled: row.annulledAt === null ? null : { at: row.annulledAt.toISOString(), reason: row.annulReason },
    /** A counter sale's (or its return's) payment: how much, by which method; its units out of (or back into) stock. */
    sale: row.sale
      ? {
          method: row.sale.payment.method,
          amountCents: row.sale.payment.amountCents,
          items: row.sale.items.map((item) => ({ productId: item.productId, quantity: item.quantity, name: item.name })),
          stockOverride: row.sale.stockOverride,
        }
      : null,
    verifactu: {
      invoiceType: record?.invoiceType ?? null,
      hash: row.record.hash,
      generatedAt: row.record.generatedAt,
      url,
      legend: verifactuTexts.verifiableLegend,
      shortLegend: verifactuTexts.shortLegend,
      qrHeading: verifactuTexts.qrHeading,
      qrSvg: withQr && url ? verificationQrSvg(url) : undefined,
    },
    createdAt: row.createdAt.toISOString(),
  };
}
