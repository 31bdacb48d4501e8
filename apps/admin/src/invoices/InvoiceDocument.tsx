import Box from '@mui/material/Box';
import { formatDay, formatEuros, formatMadridDateTime, paymentMethodLabels } from '@taller/domain';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import '../i18n/invoiceScreens.es';
import type { Invoice } from './types';

export type PrintLayout = 'a4' | 'ticket';
export const PRINT_LAYOUTS: readonly PrintLayout[] = ['a4', 'ticket'];

/**
 * The invoice as it is printed: on an A4 sheet or on an 80 mm ticket roll, the same content
 * in two arrangements. Everything the law asks of it comes from the invoice as the server
 * issued it (the shop's identity as it was that day, the number, the lines with IVA included,
 * the IVA broken down), and AEAT's QR first of all, before the content, as its specification
 * places it: 'QR tributario:' above, the VERI*FACTU legend beside it.
 */
export const InvoiceDocument = ({ invoice, layout, heading: Heading = 'h1' }: { invoice: Invoice; layout: PrintLayout; heading?: 'h1' | 'h2' }) => {
  const translate = useTranslate();
  const headingId = useId();
  const t = (key: string, options?: object) => translate(`invoices.document.${key}`, options);
  const { issuer, customer } = invoice;
  const showCustomer = invoice.kind === 'full' || Boolean(customer.name || customer.taxId);
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      className={`invoice-document invoice-document--${layout}`}
      data-testid="invoice-document"
      data-layout={layout}
      sx={layout === 'a4' ? a4Sx : ticketSx}
    >
      <header className="invoice-top">
        <Verifactu invoice={invoice} />
        <div className="invoice-issuer">
          {issuer.tradeName && <p className="invoice-trade-name">{issuer.tradeName}</p>}
          <p className="invoice-legal-name">{issuer.legalName}</p>
          <p>
            {t('issuer_tax_id')} {issuer.taxId}
          </p>
          <p>{issuer.address}</p>
        </div>
      </header>

      {/* Below AEAT's QR, which comes before anything else, and above all that was invoiced. */}
      {invoice.annulled && (
        <p className="invoice-annulled" data-testid="invoice-annulled">
          {t('annulled')}
        </p>
      )}

      <div className="invoice-title">
        <Heading id={headingId} className="invoice-kind">{invoice.kindLabel}</Heading>
        <p>
          {t('number')} <strong data-testid="invoice-number">{invoice.number}</strong>
        </p>
        <p>
          {t('date')} <strong>{formatDay(invoice.issueDate)}</strong>
        </p>
      </div>

      {invoice.rectifies && (
        <div className="invoice-rectifies" data-testid="invoice-rectifies">
          <p>
            <strong>{t('rectifies', { number: invoice.rectifies.number })}</strong> · {t('by_differences')}
          </p>
          <p>{t('reason', { reason: invoice.rectifies.reason })}</p>
        </div>
      )}
      {invoice.annulled && (
        <p className="invoice-annulled-reason">
          {t('annulled_reason', { date: formatMadridDateTime(invoice.annulled.at), reason: invoice.annulled.reason })}
        </p>
      )}

      {showCustomer && (
        <div className="invoice-customer" data-testid="invoice-customer">
          <p className="invoice-label">{t('customer')}</p>
          {customer.name && <p>{customer.name}</p>}
          {customer.taxId && (
            <p>
              {t('customer_tax_id')} {customer.taxId}
            </p>
          )}
          {customer.address && <p className="invoice-address">{customer.address}</p>}
        </div>
      )}

      {layout === 'a4' ? <A4Lines invoice={invoice} /> : <TicketLines invoice={invoice} />}

      <table className="invoice-totals">
        <tbody>
          {invoice.breakdown.map((rate) => (
            <tr key={`base-${rate.taxRatePercent}`}>
              <th scope="row">
                {t('base')} ({t('vat', { rate: rate.taxRatePercent })})
              </th>
              <td>{formatEuros(rate.baseCents)}</td>
            </tr>
          ))}
          {invoice.breakdown.map((rate) => (
            <tr key={`tax-${rate.taxRatePercent}`}>
              <th scope="row">{t('tax', { rate: rate.taxRatePercent })}</th>
              <td>{formatEuros(rate.taxCents)}</td>
            </tr>
          ))}
          <tr className="invoice-total">
            <th scope="row">{t('total')}</th>
            <td data-testid="invoice-total">{formatEuros(invoice.totalCents)}</td>
          </tr>
          {/* A counter sale was paid (its return paid back) at once: how, as the customer's receipt says. */}
          {invoice.sale && (
            <tr className="invoice-payment" data-testid="invoice-payment">
              <th scope="row">{t(invoice.totalCents < 0 ? 'refunded_by' : 'paid_by', { method: paymentMethodLabels[invoice.sale.method] })}</th>
              <td>{formatEuros(Math.abs(invoice.sale.amountCents))}</td>
            </tr>
          )}
        </tbody>
      </table>
      <p className="invoice-note">{t('prices_include_vat')}</p>
      {layout === 'ticket' && <p className="invoice-thanks">{t('thanks')}</p>}
    </Box>
  );
};

/** 'QR tributario:', the code (its quiet zone inside the SVG) and the legend, together. */
const Verifactu = ({ invoice }: { invoice: Invoice }) => {
  const { verifactu } = invoice;
  if (!verifactu.qrSvg) return null;
  return (
    <div className="invoice-verifactu" data-testid="invoice-verifactu">
      <p className="invoice-verifactu__heading">{verifactu.qrHeading}</p>
      {/* The server draws the QR to AEAT's measure (35 mm, level M): printed as it comes. */}
      <div className="invoice-qr" data-testid="invoice-qr" dangerouslySetInnerHTML={{ __html: verifactu.qrSvg }} />
      <p className="invoice-verifactu__legend">{verifactu.legend}</p>
      <p className="invoice-verifactu__short">{verifactu.shortLegend}</p>
    </div>
  );
};

const A4Lines = ({ invoice }: { invoice: Invoice }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`invoices.document.${key}`);
  return (
    <table className="invoice-lines">
      <thead>
        <tr>
          <th scope="col">{t('description')}</th>
          <th scope="col">{t('quantity')}</th>
          <th scope="col">{t('unit_price')}</th>
          <th scope="col">{t('line_total')}</th>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((line, index) => (
          <tr key={index} data-testid="invoice-line">
            <td>{line.description}</td>
            <td>{line.quantity}</td>
            <td>{formatEuros(line.unitPriceCents)}</td>
            <td>{formatEuros(line.totalCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/** On 72 mm of paper: the concept on a line of its own, then quantity × price and the amount. */
const TicketLines = ({ invoice }: { invoice: Invoice }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`invoices.document.${key}`);
  return (
    <table className="invoice-lines">
      <thead>
        <tr>
          <th scope="col">
            {t('quantity')} × {t('unit_price')}
          </th>
          <th scope="col">{t('line_total')}</th>
        </tr>
      </thead>
      {invoice.lines.map((line, index) => (
        <tbody key={index} data-testid="invoice-line">
          <tr>
            <td colSpan={2} className="invoice-line__description">
              {line.description}
            </td>
          </tr>
          <tr>
            <td>
              {line.quantity} × {formatEuros(line.unitPriceCents)}
            </td>
            <td>{formatEuros(line.totalCents)}</td>
          </tr>
        </tbody>
      ))}
    </table>
  );
};

/** What both layouts share: black on white, printer's units. */
const common = {
  boxSizing: 'border-box',
  position: 'relative',
  color: '#000',
  bgcolor: '#fff',
  fontFamily: '"Helvetica Neue", Arial, sans-serif',
  lineHeight: 1.3,
  '& p': { m: 0 },
  '& .invoice-kind': { m: 0, fontWeight: 700, textTransform: 'uppercase' },
  '& .invoice-label': { m: 0, mb: '0.8mm', fontSize: '0.8em', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em' },
  '& table': { width: '100%', borderCollapse: 'collapse' },
  '& th, & td': { p: '0.8mm 1mm', verticalAlign: 'top' },
  '& .invoice-trade-name': { fontWeight: 800, lineHeight: 1.1 },
  '& .invoice-legal-name': { fontWeight: 600 },
  '& .invoice-address': { whiteSpace: 'pre-line' },
  '& .invoice-verifactu': { breakInside: 'avoid' },
  '& .invoice-verifactu__heading': { fontWeight: 700 },
  // The SVG carries its size in millimetres and its own white quiet zone; nothing may crowd it.
  '& .invoice-qr': { lineHeight: 0, bgcolor: '#fff', '& svg': { display: 'block' } },
  '& .invoice-verifactu__short': { fontWeight: 700, letterSpacing: '0.04em' },
  '& .invoice-rectifies, & .invoice-annulled-reason': { border: '0.3mm solid #000', p: '1.5mm 2mm' },
  '& .invoice-lines thead th': { borderBottom: '0.3mm solid #000', fontWeight: 700, textAlign: 'left' },
  '& .invoice-totals': { ml: 'auto' },
  '& .invoice-totals th': { textAlign: 'right', fontWeight: 400 },
  '& .invoice-totals td': { textAlign: 'right', whiteSpace: 'nowrap' },
  '& .invoice-total th, & .invoice-total td': { fontWeight: 800, borderTop: '0.4mm solid #000', fontSize: '1.2em' },
  '& .invoice-note': { fontSize: '0.8em' },
  // Said plainly across the page, never only in colour.
  '& .invoice-annulled': {
    fontWeight: 900,
    letterSpacing: '0.15em',
    textAlign: 'center',
    border: '1mm solid #000',
    color: '#000',
  },
} as const;

/** A4 portrait, 190 mm wide inside the page's margins: the QR top left, as AEAT places it on an upright invoice. */
const a4Sx = {
  ...common,
  width: '100%',
  maxWidth: '190mm',
  mx: 'auto',
  p: '8mm',
  fontSize: '10pt',
  border: '1px solid #ccc',
  display: 'flex',
  flexDirection: 'column',
  gap: '5mm',
  '& .invoice-top': { display: 'flex', gap: '8mm', alignItems: 'flex-start' },
  '& .invoice-verifactu': { width: '40mm', flexShrink: 0, fontSize: '8pt', textAlign: 'center', '& .invoice-qr svg': { mx: 'auto' } },
  '& .invoice-issuer': { flex: 1, textAlign: 'right' },
  '& .invoice-trade-name': { ...common['& .invoice-trade-name'], fontSize: '20pt' },
  '& .invoice-title': { display: 'flex', gap: '6mm', alignItems: 'baseline', borderBottom: '0.5mm solid #000', pb: '2mm', '& .invoice-kind': { fontSize: '16pt', flex: 1 } },
  '& .invoice-customer': { border: '0.3mm solid #000', p: '2mm 3mm', maxWidth: '110mm' },
  '& .invoice-lines th:not(:first-of-type), & .invoice-lines td:not(:first-of-type)': { textAlign: 'right', whiteSpace: 'nowrap', width: '28mm' },
  '& .invoice-lines tbody tr': { borderBottom: '0.2mm solid #999' },
  '& .invoice-totals': { ...common['& .invoice-totals'], width: 'auto', minWidth: '80mm' },
  '& .invoice-annulled': { ...common['& .invoice-annulled'], fontSize: '28pt', py: '2mm' },
  '@media print': { border: 'none', p: 0, maxWidth: 'none' },
} as const;

/** The 80 mm roll: 72 mm of print, one column, the QR centred on top. */
const ticketSx = {
  ...common,
  width: '80mm',
  mx: 'auto',
  p: '4mm',
  fontSize: '9pt',
  border: '1px solid #ccc',
  display: 'flex',
  flexDirection: 'column',
  gap: '3mm',
  '& .invoice-top': { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3mm', textAlign: 'center' },
  '& .invoice-verifactu': { display: 'flex', flexDirection: 'column', alignItems: 'center', fontSize: '8pt' },
  '& .invoice-trade-name': { ...common['& .invoice-trade-name'], fontSize: '14pt' },
  '& .invoice-title': { textAlign: 'center', borderTop: '0.3mm dashed #000', borderBottom: '0.3mm dashed #000', py: '1.5mm', '& .invoice-kind': { fontSize: '11pt' } },
  '& .invoice-lines th:nth-of-type(2), & .invoice-lines td:nth-of-type(2)': { textAlign: 'right', whiteSpace: 'nowrap' },
  '& .invoice-lines td': { py: '0.3mm' },
  '& .invoice-line__description': { pt: '1mm !important', fontWeight: 600 },
  '& .invoice-totals': { ...common['& .invoice-totals'], borderTop: '0.3mm dashed #000' },
  '& .invoice-annulled': { ...common['& .invoice-annulled'], fontSize: '18pt', py: '1mm' },
  '& .invoice-note, & .invoice-thanks': { textAlign: 'center', fontSize: '0.85em' },
  '@media print': { border: 'none', m: 0 },
} as const;
