import { aeatRecordStateLabels, invoiceKindLabels, paymentMethodLabels, type AeatEvent, type InvoiceEvent } from '@taller/domain';
import { fieldsSet, type HistoryChange } from '../shared/history.js';

/** The audit's names for what an invoice, an annulment or an AEAT answer recorded. */
export const billingFieldLabels: Record<string, string> = {
  number: 'Factura',
  kind: 'Tipo',
  totalCents: 'Total',
  customer: 'Cliente',
  rectifies: 'Rectifica',
  reason: 'Motivo',
  hash: 'Huella',
  invoiceNumber: 'Factura',
  state: 'Estado en la AEAT',
  code: 'Código de error',
  description: 'Descripción del error',
  status: 'Estado del envío',
  records: 'Registros',
  csv: 'CSV',
  method: 'Forma de pago',
  items: 'Productos',
  stockOverride: 'Vendido sin existencias porque',
};

export function billingChangesOf(_before: unknown, event: InvoiceEvent, label: (field: string) => string): HistoryChange[] {
  if (event.type === 'InvoiceAnnulled') return fieldsSet({ number: event.data.number, reason: event.data.reason, hash: event.data.record.hash }, label);
  const { number, kind, totals, customer, rectifies, record, sale } = event.data;
  // A counter sale: the money and the units are part of the same event, so the audit says so.
  const sold = sale && {
    method: paymentMethodLabels[sale.payment.method],
    items: sale.items.map((item) => `${item.quantity} × ${item.name}`).join('; ') || undefined,
    stockOverride: sale.stockOverride || undefined,
  };
  return fieldsSet(
    { number, kind: invoiceKindLabels[kind], totalCents: totals.totalCents, customer: customer.name, rectifies: rectifies?.number, reason: rectifies?.reason, ...sold, hash: record.hash },
    label,
  );
}

export function aeatChangesOf(_before: unknown, event: AeatEvent, label: (field: string) => string): HistoryChange[] {
  switch (event.type) {
    case 'AeatSubmissionAnswered':
      return fieldsSet({ status: event.data.status, records: event.data.records, csv: event.data.csv }, label);
    case 'AeatSubmissionFailed':
      return fieldsSet({ records: event.data.records, description: event.data.reason }, label);
    case 'AeatRecordAnswered':
      return fieldsSet({ invoiceNumber: event.data.invoiceNumber, state: aeatRecordStateLabels[event.data.state], code: event.data.code, description: event.data.description }, label);
  }
}
