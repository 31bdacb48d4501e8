import { breakdownOf, invoiceKindLabels, invoiceSourceLabels, verifactuTexts, verificationUrl } from '@taller/domain';
import { verificationQrSvg } from '../../../verifactu/verifactu-qr.js';
import type { InvoiceRow } from '../../invoice-row.entity.js';

/**
 * An invoice as the API answers it: what the printed invoice needs, its VERI*FACTU record's
 * fingerprint and the QR with AEAT's verification address (the pre-production service in demo
 * mode, so that a demo invoice is never taken for a real one).
 */
export function invoiceJson(row: InvoiceRow, { production }: { production: boolean }, withQr = false) {
  const record = row.record.kind === 'alta' ? row.record : null;
  const url = record ? verificationUrl(record, { production }) : null;
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    kindLabel: invoiceKindLabels[row.kind],
    issueDate: row.issueDate,
    issuedAt: row.issuedAt.toISOString(),
    source: { kind: row.sourceKind, id: row.sourceId, label: invoiceSourceLabels[row.sourceKind] },
    issuer: row.issuer,
    customer: row.customer,
    lines: row.lines,
    breakdown: breakdownOf(row.lines),
    baseCents: row.baseCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    rectifies: row.rectifiesId === null ? null : { id: row.rectifiesId, number: row.rectifiesNumber, reason: row.reason },
    rectifiedBy: row.rectifiedBy,
    annulled: row.annulledAt === null ? null : { at: row.annulledAt.toISOString(), reason: row.annulReason },
    /** A counter sale's (or its return's) payment: how much, by which method; its units out of (or back into) stock. */
    sale: row.sale ? { method: row.sale.payment.method, amountCents: row.sale.payment.amountCents, items: row.sale.items, stockOverride: row.sale.stockOverride } : null,
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
export type InvoiceJson = ReturnType<typeof invoiceJson>;
