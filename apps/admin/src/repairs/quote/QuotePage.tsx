import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDay, formatMadridDateTime, madridDay } from '@taller/domain/dates';
import { formatEuros } from '@taller/domain/money';
import { useQuery } from '@tanstack/react-query';
import { Authenticated, Link, useCreatePath, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { fetchAlbaran } from '../../albaran/api';
import { LoadFailure } from '../../calendar/LoadFailure';
import { usePrintTitle } from '../../shared/usePrintTitle';
import { QrCode } from '../../tracking/QrCode';
import { getQuote } from './quoteApi';
import '../../i18n/calendar.es';
import '../../i18n/quotes.es';

/** Which record's quote: a repair's (`/presupuesto/:id`) or a revision's (`/presupuesto/revision/:id`). */
type QuotedKind = 'repair' | 'revision';
const RESOURCES = { repair: 'repairs', revision: 'revisions' } as const;

const T = 'quote.print';

/**
 * The repair's latest quote on one A4 page, to print or save as PDF: the shop as its settings
 * say, the customer and the device (as the albarán has them), the lines with the IVA broken
 * down, the validity, the notes, where to sign, and the QR of the tracking page where the
 * customer can answer it. No back-office chrome; the buttons are gone on paper.
 */
export const QuotePage = ({ kind = 'repair' }: { kind?: QuotedKind }) => {
  const id = useParams().id ?? '';
  return (
    <Authenticated>
      <GlobalStyles styles={{ '@page': { size: 'A4 portrait', margin: '14mm' }, '@media print': { '.quote-no-print': { display: 'none !important' }, body: { background: '#fff' } } }} />
      <Box component="main" sx={{ minHeight: '100vh', bgcolor: '#fff', color: '#000', p: { xs: 1, sm: 3 } }}>
        <QuoteSheet kind={kind} id={id} />
      </Box>
    </Authenticated>
  );
};

const QuoteSheet = ({ kind, id }: { kind: QuotedKind; id: string }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const sheet = useQuery({
    queryKey: ['quote-sheet', kind, id],
    queryFn: async ({ signal }) => {
      const [albaran, quote] = await Promise.all([fetchAlbaran(kind, id, signal), getQuote(RESOURCES[kind], id)]);
      return { albaran, quote };
    },
    retry: false,
  });
  const number = sheet.data?.albaran && sheet.data.quote ? `${sheet.data.albaran.number}-${sheet.data.quote.number}` : null;
  const title = number ? translate(`${T}.title`, { number }) : translate(`${T}.heading`);
  usePrintTitle(title);

  const toolbar = (
    <Stack className="quote-no-print" direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2, maxWidth: '210mm', mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 200 }}>
        {title}
      </Typography>
      <Button component={Link} to={createPath({ resource: RESOURCES[kind], type: 'show', id })} variant="outlined" startIcon={<ArrowBackIcon />}>
        {translate('albaran.back')}
      </Button>
      {sheet.data?.quote && (
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {translate('albaran.print')}
        </Button>
      )}
    </Stack>
  );

  if (sheet.isPending) {
    return (
      <>
        {toolbar}
        <Stack role="status" sx={{ alignItems: 'center', my: 6 }}>
          <CircularProgress aria-hidden />
        </Stack>
      </>
    );
  }
  if (sheet.error || !sheet.data.albaran) {
    return (
      <>
        {toolbar}
        <Box sx={{ maxWidth: 700, mx: 'auto' }}>
          <LoadFailure title={`${T}.load_failed`} error={sheet.error ?? new Error('')} onRetry={() => void sheet.refetch()} retrying={sheet.isFetching} />
        </Box>
      </>
    );
  }
  const { albaran, quote } = sheet.data;
  if (!quote) {
    return (
      <>
        {toolbar}
        <Typography role="status" sx={{ textAlign: 'center', my: 6 }}>
          {translate('quote.none')}
        </Typography>
      </>
    );
  }
  const { shop, customer, device } = albaran;
  const tracking = albaran.tracking?.url ?? albaran.tracking?.path ?? null;
  return (
    <>
      {toolbar}
      <Box component="article" data-testid="quote-sheet" sx={sheetSx}>
        <Box component="header" sx={{ display: 'flex', justifyContent: 'space-between', gap: '8mm', mb: '6mm' }}>
          <div>
            <p className="quote-shop">{shop.name}</p>
            {shop.legalName || shop.taxId ? <p>{[shop.legalName, shop.taxId && `${translate('albaran.fields.taxId')} ${shop.taxId}`].filter(Boolean).join(' · ')}</p> : null}
            {shop.address ? <p>{shop.address}</p> : null}
            {shop.phone || shop.email ? <p>{[shop.phone, shop.email].filter(Boolean).join(' · ')}</p> : null}
          </div>
          <Box sx={{ textAlign: 'right' }}>
            <p className="quote-title">{translate(`${T}.document`)}</p>
            <p>
              {translate(`${T}.number`)} <strong>{number}</strong>
            </p>
            <p>
              {translate(`${T}.date`)} <strong>{formatDay(madridDay(quote.issuedAt))}</strong>
            </p>
            <p>
              {translate(`${T}.valid_until`)} <strong>{formatDay(quote.validUntil)}</strong>
            </p>
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '6mm', mb: '6mm' }}>
          <section>
            <h2>{translate('albaran.sections.customer')}</h2>
            <p>{customer.name}</p>
            {customer.phone ? <p>{customer.phone}</p> : null}
            {customer.email ? <p>{customer.email}</p> : null}
          </section>
          <section>
            <h2>{translate('albaran.sections.device')}</h2>
            <p>{[device.device, device.model].filter(Boolean).join(' ')}</p>
            <p>{translate(`${T}.${kind}`, { number: albaran.number })}</p>
          </section>
        </Box>
        <table className="quote-lines">
          <thead>
            <tr>
              <th>{translate('quote.concept')}</th>
              <th>{translate('quote.kind')}</th>
              <th className="number">{translate('quote.quantity')}</th>
              <th className="number">{translate(`${T}.unit`)}</th>
              <th className="number">{translate('quote.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.description}</td>
                <td>{line.kindLabel}</td>
                <td className="number">{line.quantity}</td>
                <td className="number">{formatEuros(line.unitPriceCents)}</td>
                <td className="number">{formatEuros(line.totalCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={4}>{translate('quote.base')}</th>
              <td className="number">{formatEuros(quote.baseCents)}</td>
            </tr>
            <tr>
              <th colSpan={4}>{translate('quote.iva')}</th>
              <td className="number">{formatEuros(quote.ivaCents)}</td>
            </tr>
            <tr className="total">
              <th colSpan={4}>{translate('quote.total')}</th>
              <td className="number">{formatEuros(quote.totalCents)}</td>
            </tr>
          </tfoot>
        </table>
        {quote.notes ? <p className="quote-notes">{quote.notes}</p> : null}
        <p className="quote-terms">{translate(`${T}.terms`, { day: formatDay(quote.validUntil) })}</p>
        {quote.answeredAt ? (
          <p className="quote-answer">
            {translate(`${T}.answered`, { state: translate(`quote.states.${quote.state}`), date: formatMadridDateTime(quote.answeredAt), how: quote.answeredBy ?? '' })}
          </p>
        ) : null}
        <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: '8mm', mt: '12mm' }}>
          {tracking ? (
            <Box sx={{ display: 'flex', gap: '4mm', alignItems: 'center' }} data-testid="quote-tracking">
              <QrCode value={tracking} size="24mm" label={translate('albaran.tracking.qr')} />
              <div>
                <p>
                  <strong>{translate(`${T}.online`)}</strong>
                </p>
                <p className="quote-url">{tracking}</p>
              </div>
            </Box>
          ) : (
            <span />
          )}
          <div className="quote-signature">{translate(`${T}.signature`)}</div>
        </Box>
      </Box>
    </>
  );
};

/** An A4 page in printer's units: what it is first. */
const sheetSx = {
  maxWidth: '210mm',
  mx: 'auto',
  p: { xs: 2, sm: '14mm' },
  border: '1px solid #ccc',
  fontSize: '10pt',
  lineHeight: 1.35,
  '& p': { m: 0 },
  '& h2': { fontSize: '9pt', textTransform: 'uppercase', letterSpacing: '0.05em', borderBottom: '1px solid #000', m: '0 0 1.5mm', pb: '0.5mm' },
  '& .quote-shop': { fontSize: '18pt', fontWeight: 800 },
  '& .quote-title': { fontSize: '14pt', fontWeight: 800, textTransform: 'uppercase' },
  '& .quote-lines': { width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' },
  '& .quote-lines th, & .quote-lines td': { textAlign: 'left', borderBottom: '1px solid #999', p: '1.5mm 1mm', verticalAlign: 'top' },
  '& .quote-lines thead th': { borderBottom: '1.5px solid #000', fontSize: '9pt' },
  '& .quote-lines tfoot th': { fontWeight: 400, textAlign: 'right' },
  '& .quote-lines .total th, & .quote-lines .total td': { fontWeight: 800, fontSize: '12pt', borderBottom: 'none' },
  '& .number': { textAlign: 'right !important', whiteSpace: 'nowrap' },
  '& .quote-notes': { mt: '4mm', whiteSpace: 'pre-wrap' },
  '& .quote-terms': { mt: '4mm', fontSize: '8.5pt' },
  '& .quote-answer': { mt: '2mm', fontWeight: 700 },
  '& .quote-url': { fontFamily: 'monospace', fontSize: '8.5pt', overflowWrap: 'anywhere' },
  '& .quote-signature': { borderTop: '1px solid #000', minWidth: '60mm', pt: '1.5mm', textAlign: 'center', fontSize: '9pt' },
  '@media print': { border: 'none', p: 0, maxWidth: 'none' },
};
