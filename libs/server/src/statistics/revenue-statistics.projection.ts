import { Injectable } from '@nestjs/common';
import { invoiceEvents } from '@taller/domain';
import type { RecordedEvent } from '@taller/event-store';
import type { Projection } from '../projections/projection.js';
import { lookup, type ProjectionContext } from '../projections/projection-context.js';
import { InvoiceStatRow } from './invoice-stat-row.entity.js';

/** The revenue's read model ('Estadísticas'): one InvoiceStatRow per invoice issued and not annulled. */
@Injectable()
export class RevenueStatisticsProjection implements Projection {
  readonly name = 'revenue-statistics';
  readonly label = 'Estadísticas de facturación';
  readonly version = 1;
  readonly owns = [InvoiceStatRow];
  readonly lookups = [lookup(InvoiceStatRow, 'id', (e) => (e.type === 'InvoiceAnnulled' ? (e.data as { invoiceId?: number }).invoiceId : undefined))];

  apply(recorded: RecordedEvent, rows: ProjectionContext): void {
    if (!invoiceEvents.has(recorded.type)) return;
    const event = invoiceEvents.parse(recorded);
    if (event.type === 'InvoiceAnnulled') {
      const row = rows.findOne(InvoiceStatRow, event.data.invoiceId);
      if (row) rows.remove(InvoiceStatRow, row);
      return;
    }
    const { invoiceId, issueDate, source, totals } = event.data;
    rows.create(InvoiceStatRow, { id: invoiceId, issueDay: issueDate, sourceKind: source.kind, ...totals });
  }
}
