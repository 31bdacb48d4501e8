import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { Authenticated, Link, useCreatePath, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router';
import { retryOnceUnlessRefused } from '../calendar/api';
import { LoadFailure } from '../calendar/LoadFailure';
import '../i18n/invoiceScreens.es';
import { usePrintTitle } from '../shared/usePrintTitle';
import { fetchInvoice } from './api';
import { InvoiceDocument, PRINT_LAYOUTS, type PrintLayout } from './InvoiceDocument';

/** The address's `?formato=ticket` (A4 otherwise), so a link can open the ticket straight away. */
export const FORMAT_PARAM = 'formato';
const layoutOf = (value: string | null): PrintLayout => (PRINT_LAYOUTS.includes(value as PrintLayout) ? (value as PrintLayout) : 'a4');

/**
 * The printed invoice, /gestion/factura/:id (like the albarán, outside the back-office's
 * layout): A4 or the 80 mm ticket, chosen above the invoice and kept in the address, a print
 * button, and a way back to the invoice; on paper only the invoice.
 */
export const InvoicePrintPage = () => {
  const { id = '' } = useParams();
  return (
    <Authenticated loading={<Loading />}>
      <Box component="main" sx={{ minHeight: '100vh', bgcolor: '#fff', color: '#000', p: { xs: 1, sm: 2 } }}>
        <InvoicePrint id={id} />
      </Box>
    </Authenticated>
  );
};

const InvoicePrint = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [params, setParams] = useSearchParams();
  const layout = layoutOf(params.get(FORMAT_PARAM));
  const { data: invoice, error, isPending, isFetching, refetch } = useQuery({
    queryKey: ['invoice-print', id],
    queryFn: ({ signal }) => fetchInvoice(id, signal),
    retry: retryOnceUnlessRefused,
  });
  const title = invoice ? translate('invoices.print.title', { number: invoice.number }) : translate('resources.invoices.name', { smart_count: 1 });
  usePrintTitle(title);

  // The ticket's paper is as long as the ticket: its height, measured on screen at the same 80 mm width.
  const sheet = useRef<HTMLDivElement>(null);
  const [ticketMm, setTicketMm] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = sheet.current?.querySelector<HTMLElement>('.invoice-document');
    setTicketMm(layout === 'ticket' && element ? Math.ceil((element.offsetHeight * 25.4) / 96) + 2 : null);
  }, [layout, invoice]);

  return (
    <>
      <GlobalStyles styles={printRules(layout, ticketMm)} />
      <Stack className="invoice-no-print" direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2, maxWidth: '190mm', mx: 'auto' }}>
        <Typography variant="h5" component="p" sx={{ flex: '1 0 auto', whiteSpace: 'nowrap' }}>
          {title}
        </Typography>
        {/* The actions stay together: on a narrow window they go under the title as one row. */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={layout}
            aria-label={translate('invoices.print.format')}
            onChange={(_, value: PrintLayout | null) => value && setParams({ [FORMAT_PARAM]: value }, { replace: true })}
          >
            {PRINT_LAYOUTS.map((each) => (
              <ToggleButton key={each} value={each}>
                {translate(`invoices.print.${each}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Button component={Link} to={createPath({ resource: 'invoices', type: 'show', id })} variant="outlined" startIcon={<ArrowBackIcon />}>
            {translate('invoices.print.back')}
          </Button>
          {invoice && (
            <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
              {translate('invoices.print.print')}
            </Button>
          )}
        </Stack>
      </Stack>
      {isPending ? (
        <Loading />
      ) : error ? (
        <Box sx={{ maxWidth: 700, mx: 'auto' }}>
          <LoadFailure title="invoices.print.load_failed" error={error} onRetry={() => void refetch()} retrying={isFetching} />
        </Box>
      ) : (
        <Box ref={sheet} className="invoice-sheet">
          <InvoiceDocument invoice={invoice} layout={layout} />
        </Box>
      )}
    </>
  );
};

const Loading = () => {
  const translate = useTranslate();
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', my: 6 }}>
      <CircularProgress aria-hidden />
      <Typography>{translate('invoices.print.loading')}</Typography>
    </Stack>
  );
};

/**
 * Only while this page is shown: A4 portrait with 10 mm margins, or a roll 80 mm wide with no
 * margins (the ticket keeps its own 4 mm) and as long as the ticket; nothing but the invoice.
 */
const printRules = (layout: PrintLayout, ticketMm: number | null) => ({
  '@page': layout === 'a4' ? { size: 'A4 portrait', margin: '10mm' } : { size: `80mm ${ticketMm ?? 297}mm`, margin: 0 },
  '@media print': {
    'html, body': { background: '#fff !important', color: '#000 !important' },
    // Nor the notice that it was issued, still on screen when the print button is pressed.
    '.invoice-no-print, .MuiSnackbar-root': { display: 'none !important' },
    'main:has(.invoice-sheet)': { padding: '0 !important', minHeight: '0 !important' },
    '.invoice-sheet': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
  },
});
