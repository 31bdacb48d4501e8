import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { formatDay, formatEuros, formatMadridDateTime, type PublicShop } from '@taller/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Authenticated, Link, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import '../i18n/cash.es';
import { fetchPublicShop } from '../shop-settings/api';
import { usePrintTitle } from '../shared/usePrintTitle';
import type { CashDay } from './api';
import { cashDayQuery, useCashPaths } from './cashPaths';
import { AfterCountWarning, CashCountsTable, CashMovementsTable, CashTotalsTable } from './CashTables';

/**
 * A day's cash on paper (/gestion/caja/:day/imprimir), outside the layout like the albarán: the
 * shop's identity from its settings, the day, the totals per method, the movements, the close and
 * its corrections, and lines to sign. A4 portrait, black on white; the buttons stay on screen.
 */
export const CashSummaryPage = () => (
  <Authenticated loading={<Waiting />}>
    <GlobalStyles styles={printRules} />
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: '#fff', color: '#000', p: { xs: 1, sm: 3 } }}>
      <CashSummary />
    </Box>
  </Authenticated>
);

const CashSummary = () => {
  const translate = useTranslate();
  const paths = useCashPaths();
  const asked = useParams().day ?? 'today';
  const day = useQuery(cashDayQuery(asked));
  const shop = useQuery({ queryKey: ['public-shop'], queryFn: ({ signal }) => fetchPublicShop(signal), retry: false });
  const shownDay = day.data?.day ?? asked;
  usePrintTitle(day.data ? translate('cash.print.title', { day: formatDay(shownDay) }) : translate('cash.print.heading'));

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      <Stack className="cash-no-print" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 3, justifyContent: 'flex-end' }}>
        <Button component={Link} to={paths.day(shownDay)} variant="outlined" startIcon={<ArrowBackIcon />}>
          {translate('cash.print.back')}
        </Button>
        {day.data ? (
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {translate('cash.print.print')}
          </Button>
        ) : null}
      </Stack>
      {day.isPending ? (
        <Waiting />
      ) : day.error ? (
        <Alert severity="error">{day.error.message || translate('cash.load_failed')}</Alert>
      ) : (
        <Sheet day={day.data} shop={shop.data} />
      )}
    </Box>
  );
};

const ShopIdentity = ({ shop }: { shop: PublicShop | undefined }) => {
  const translate = useTranslate();
  if (!shop) return null;
  const { tradeName, legalName, taxId, street, postalCode, city, province, phone, email } = shop.identity;
  const place = [street, [postalCode, city].filter(Boolean).join(' '), province].filter(Boolean).join(', ');
  // Only what the shop has set in 'Ajustes del taller': a line with nothing is left out.
  return (
    <Box data-testid="cash-summary-shop">
      <Typography sx={{ fontSize: '1.4rem', fontWeight: 800 }}>{tradeName}</Typography>
      {legalName || taxId ? <Typography>{[legalName, taxId && `${translate('cash.print.tax_id')} ${taxId}`].filter(Boolean).join(' · ')}</Typography> : null}
      {place ? <Typography>{place}</Typography> : null}
      {phone || email ? <Typography>{[phone, email].filter(Boolean).join(' · ')}</Typography> : null}
    </Box>
  );
};

const Part = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mt: 3, breakInside: 'avoid-page' }}>
    <Typography variant="h6" component="h2" sx={{ borderBottom: '1px solid #000', mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

const Sheet = ({ day, shop }: { day: CashDay; shop: PublicShop | undefined }) => {
  const translate = useTranslate();
  const last = day.counts.at(-1);
  return (
    <Box className="cash-summary" data-testid="cash-summary">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <ShopIdentity shop={shop} />
        <Box sx={{ textAlign: 'right' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {translate('cash.print.heading')}
          </Typography>
          <Typography data-testid="cash-summary-day">
            {translate('cash.print.day')}: <strong>{formatDay(day.day)}</strong>
          </Typography>
          <Typography variant="body2">{translate('cash.print.printed', { at: formatMadridDateTime(new Date()) })}</Typography>
        </Box>
      </Stack>

      <Part title={translate('cash.totals.title')}>
        <CashTotalsTable totals={day.totals} />
        {last ? (
          <Typography sx={{ mt: 1 }}>
            {translate('cash.totals.expected_cash')}: <strong>{formatEuros(last.expectedCashCents)}</strong> ({translate('cash.totals.expected_cash_hint')})
          </Typography>
        ) : null}
      </Part>

      <Part title={translate('cash.counts.title')}>
        {day.closed ? (
          <Stack spacing={1}>
            <AfterCountWarning day={day} />
            <CashCountsTable day={day} />
          </Stack>
        ) : (
          <Typography>{translate('cash.print.open')}</Typography>
        )}
      </Part>

      <Part title={translate('cash.movements.title')}>
        <CashMovementsTable movements={day.movements} printable />
      </Part>

      <Box sx={{ mt: 8, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 6, breakInside: 'avoid-page' }}>
        {(['signature', 'signature_check'] as const).map((line) => (
          <Box key={line} sx={{ borderTop: '1px solid #000', pt: 0.5 }}>
            <Typography variant="body2">{translate(`cash.print.${line}`)}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
};

const Waiting = () => {
  const translate = useTranslate();
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', my: 6 }}>
      <CircularProgress aria-hidden />
      <Typography>{translate('cash.loading')}</Typography>
    </Stack>
  );
};

/** Only while this page is shown: A4 portrait, black on white, nothing but the summary. */
const printRules = {
  '@page': { size: 'A4 portrait', margin: '12mm' },
  '@media print': {
    'html, body': { background: '#fff !important', color: '#000 !important' },
    '.cash-no-print': { display: 'none !important' },
    'main:has(.cash-summary)': { padding: '0 !important', minHeight: '0 !important' },
    '.cash-summary': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact', fontSize: '10pt' },
    '.cash-summary .MuiTableCell-root': { padding: '2pt 4pt', color: '#000', borderColor: '#999' },
  },
} as const;
