import { Injectable } from '@nestjs/common';
import { invoiceEvents } from '@taller/domain';
import type { RecordedEvent } from '@taller/event-store';
import type { Projection } from '../projections/projection.js';
import { lookup, type ProjectionContext } from '../projections/projection-context.js';
import { InvoiceRow } from './invoice-row.entity.js';

/** The invoices as issued, with what became of them (rectified, annulled). */
@Injectable()
export class InvoiceListProjection implements Projection {
  readonly name = 'invoice-list';
  readonly label = 'Lista de facturas';
  /** 2: a counter sale's money and units (`sale`). */
  readonly version = 2;
  readonly owns = [InvoiceRow];
  readonly lookups = [
    lookup(InvoiceRow, 'id', (e) => {
      if (!invoiceEvents.has(e.type)) return undefined;
      const data = e.data as { invoiceId?: number; rectifies?: { invoiceId: number } | null };
      return e.type === 'InvoiceAnnulled' ? data.invoiceId : (data.rectifies?.invoiceId ?? undefined);
    }),
  ];

  apply(recorded: RecordedEvent, rows: ProjectionContext): void {
    if (!invoiceEvents.has(recorded.type)) return;
    const event = invoiceEvents.parse(recorded);
    if (event.type === 'InvoiceAnnulled') {
      const row = rows.findOne(InvoiceRow, event.data.invoiceId);
      if (row) {
        row.annulledAt = new Date(event.data.annulledAt);
        row.annulReason = event.data.reason;
      }
      return;
    }
    const { invoiceId, number, kind, issueDate, issuedAt, source, issuer, customer, lines, totals, rectifies, record, requestId, sale } = event.data;
    rows.create(InvoiceRow, {
      id: invoiceId,
      number,
      kind,
      issueDate,
      issuedAt: new Date(issuedAt),
      sourceKind: source.kind,
      sourceId: source.id,
      issuer,
      customer,
      customerName: customer.name,
      lines,
      ...totals,
      rectifiesId: rectifies?.invoiceId ?? null,
      rectifiesNumber: rectifies?.number ?? null,
      reason: rectifies?.reason ?? null,
      rectifiedBy: null,
      annulledAt: null,
      annulReason: null,
      requestId,
      record,
      sale,
      createdAt: new Date(recorded.metadata.occurredAt),
    });
    if (rectifies) {
      const original = rows.findOne(InvoiceRow, rectifies.invoiceId);
      if (original) original.rectifiedBy = number;
    }
  }
}
