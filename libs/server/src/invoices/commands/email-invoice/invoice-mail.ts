import { escapeXml, formatDay, formatEuros } from '@taller/domain';
import type { InvoiceJson } from '../../queries/get-invoice/invoice.json.js';

/**
 * An invoice as an e-mail: everything the printed one says, in text and in simple HTML, with
 * the link its QR encodes (AEAT's verification of the record) instead of the picture, which
 * many mail programs would not show.
 */
export function invoiceMail(invoice: InvoiceJson): { subject: string; text: string; html: string } {
  const shop = invoice.issuer.tradeName || invoice.issuer.legalName;
  const subject = `${invoice.kindLabel} ${invoice.number} de ${shop}`;
  const lines = invoice.lines.map((line) => `${line.quantity} × ${line.description}: ${formatEuros(line.totalCents)}`);
  const vat = invoice.breakdown.map((entry) => `IVA ${entry.taxRatePercent} %: base ${formatEuros(entry.baseCents)}, cuota ${formatEuros(entry.taxCents)}`);
  const issuer = `${invoice.issuer.legalName} · NIF ${invoice.issuer.taxId} · ${invoice.issuer.address}`;
  const customer = invoice.customer.taxId ? `${invoice.customer.name} · NIF ${invoice.customer.taxId} · ${invoice.customer.address}` : invoice.customer.name;
  const text = [
    `${invoice.kindLabel} ${invoice.number}, de ${formatDay(invoice.issueDate)}`,
    issuer,
    customer ? `Cliente: ${customer}` : '',
    invoice.rectifies ? `Rectifica la factura ${invoice.rectifies.number}: ${invoice.rectifies.reason}` : '',
    '',
    ...lines,
    '',
    ...vat,
    `Total (IVA incluido): ${formatEuros(invoice.totalCents)}`,
    '',
    invoice.verifactu.url ? `${invoice.verifactu.legend} (${invoice.verifactu.shortLegend}): ${invoice.verifactu.url}` : '',
  ]
    .filter((line, index, all) => line !== '' || (index > 0 && all[index - 1] !== ''))
    .join('\n');
  const cell = (value: string) => `<td style="padding:4px 8px;border-bottom:1px solid #ddd">${escapeXml(value)}</td>`;
  const html = [
    `<h1 style="font-size:18px">${escapeXml(`${invoice.kindLabel} ${invoice.number}`)}</h1>`,
    `<p>${escapeXml(formatDay(invoice.issueDate))}<br>${escapeXml(issuer)}${customer ? `<br>Cliente: ${escapeXml(customer)}` : ''}</p>`,
    invoice.rectifies ? `<p>Rectifica la factura ${escapeXml(invoice.rectifies.number ?? "")}: ${escapeXml(invoice.rectifies.reason ?? '')}</p>` : '',
    `<table style="border-collapse:collapse">${invoice.lines.map((line) => `<tr>${cell(String(line.quantity))}${cell(line.description)}${cell(formatEuros(line.totalCents))}</tr>`).join('')}</table>`,
    `<p>${vat.map(escapeXml).join('<br>')}<br><strong>Total (IVA incluido): ${escapeXml(formatEuros(invoice.totalCents))}</strong></p>`,
    invoice.verifactu.url ? `<p>${escapeXml(invoice.verifactu.legend)} (${escapeXml(invoice.verifactu.shortLegend)}): <a href="${escapeXml(invoice.verifactu.url)}">${escapeXml(invoice.verifactu.url)}</a></p>` : '',
  ].join('\n');
  return { subject, text, html };
}
