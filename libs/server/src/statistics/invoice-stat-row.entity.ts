import { EntitySchema } from '@mikro-orm/core';
import type { InvoiceSourceKind } from '@taller/domain';

/**
 * An invoice as the owner's revenue counts it ('Estadísticas', facturación): its day, the work
 * it bills (a rectifying invoice the work of the one it corrects) and its amounts, signed (a
 * rectification that lowers the amount is negative). An annulled invoice counts for nothing, so
 * its row goes. Narrow and indexed so that revenue is a GROUP BY over the index alone: the
 * invoices' own read model (`invoice_rows`) carries each invoice whole (lines, customer, its
 * VERI*FACTU record), and summing it would read every one of those rows.
 */
export class InvoiceStatRow {
  /** The invoice's id. */
  id!: number;
  /** Its issue date (Madrid, `YYYY-MM-DD`): a rectification counts on its own date. */
  issueDay!: string;
  sourceKind!: InvoiceSourceKind;
  baseCents!: number;
  taxCents!: number;
  totalCents!: number;
}

export const InvoiceStatRowSchema = new EntitySchema<InvoiceStatRow>({
  class: InvoiceStatRow,
  tableName: 'invoice_stat_rows',
  // Covering: revenue per day and kind reads this index alone.
  indexes: [{ properties: ['issueDay', 'sourceKind', 'baseCents', 'taxCents', 'totalCents'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: false },
    issueDay: { type: 'string', length: 10 },
    sourceKind: { type: 'string', length: 10 },
    baseCents: { type: 'integer' },
    taxCents: { type: 'integer' },
    totalCents: { type: 'integer' },
  },
});
