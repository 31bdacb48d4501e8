import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { isAlbaranType } from '@taller/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Authenticated, Link, useCreatePath, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { retryOnceUnlessRefused } from '../calendar/api';
import { LoadFailure } from '../calendar/LoadFailure';
import { serverMessage } from '../providers/errors';
import { usePrintTitle } from '../shared/usePrintTitle';
import { issueTrackingLink } from '../tracking/api';
import { fetchAlbaran } from './api';
import { AlbaranCopy } from './AlbaranCopy';
import '../i18n/calendar.es';

/**
 * The albarán (service sheet) of a repair or a revision, /gestion/albaran/:type/:id (the
 * spec's /albaran/:id is a repair's). It is a page to print: no back-office chrome, only a
 * print button and a way back, both gone on paper. Two copies side by side, the shop's and
 * the customer's, on one A4 landscape sheet.
 */
export const AlbaranPage = ({ type: fixedType }: { type?: string }) => {
  const params = useParams();
  const type = fixedType ?? params.type ?? '';
  const id = params.id ?? '';
  return (
    <Authenticated loading={<Loading />}>
      <GlobalStyles styles={printRules} />
      <Box component="main" sx={{ minHeight: '100vh', bgcolor: '#fff', color: '#000', p: { xs: 1, sm: 2 } }}>
        <AlbaranSheet type={type} id={id} />
      </Box>
    </Authenticated>
  );
};

const AlbaranSheet = ({ type, id }: { type: string; id: string }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data: albaran, error, isPending, isFetching, refetch } = useQuery({
    queryKey: ['albaran', type, id],
    queryFn: ({ signal }) => fetchAlbaran(type, id, signal),
    retry: retryOnceUnlessRefused,
  });

  const title = albaran ? translate('albaran.title', { number: albaran.number }) : translate('albaran.heading');
  usePrintTitle(title);

  const recordPath = isAlbaranType(type)
    ? createPath({ resource: type === 'repair' ? 'repairs' : 'revisions', type: 'show', id })
    : createPath({ resource: 'repairs', type: 'list' });

  return (
    <>
      <Stack
        className="albaran-no-print"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2, maxWidth: 1400, mx: 'auto' }}
      >
        <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 200 }}>
          {title}
        </Typography>
        <Button component={Link} to={recordPath} variant="outlined" startIcon={<ArrowBackIcon />}>
          {translate('albaran.back')}
        </Button>
        {albaran && (
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {translate('albaran.print')}
          </Button>
        )}
      </Stack>
      {isPending ? (
        <Loading />
      ) : error ? (
        <Box sx={{ maxWidth: 700, mx: 'auto' }}>
          <LoadFailure title="albaran.load_failed" error={error} onRetry={() => void refetch()} retrying={isFetching} />
        </Box>
      ) : !albaran ? (
        <Typography role="status" sx={{ textAlign: 'center', my: 6 }}>
          {translate('albaran.empty')}
        </Typography>
      ) : (
        <>
        {!albaran.tracking && isAlbaranType(type) && (
          <MissingTracking resource={type === 'repair' ? 'repairs' : 'revisions'} id={id} onIssued={() => void refetch()} />
        )}
        <Box className="albaran-sheet" data-testid="albaran-sheet" sx={sheetSx}>
          <AlbaranCopy albaran={albaran} copy="shop" />
          <AlbaranCopy albaran={albaran} copy="customer" />
        </Box>
        </>
      )}
    </>
  );
};

/**
 * A record without a live link (taken in before links existed, or revoked): said before the
 * sheet, not on it, with the way to make one. Never made behind the clerk's back.
 */
const MissingTracking = ({ resource, id, onIssued }: { resource: 'repairs' | 'revisions'; id: string; onIssued: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [working, setWorking] = useState(false);
  const create = async () => {
    setWorking(true);
    try {
      await issueTrackingLink(resource, id);
      onIssued();
    } catch (error) {
      notify(serverMessage(error) ?? 'tracking.failed', { type: 'error' });
    } finally {
      setWorking(false);
    }
  };
  return (
    <Alert
      className="albaran-no-print"
      severity="warning"
      sx={{ maxWidth: 1400, mx: 'auto', mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={create} disabled={working}>
          {translate('albaran.tracking.create')}
        </Button>
      }
    >
      {translate('albaran.tracking.missing')}
    </Alert>
  );
};

const Loading = () => {
  const translate = useTranslate();
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', my: 6 }}>
      <CircularProgress aria-hidden />
      <Typography>{translate('albaran.loading')}</Typography>
    </Stack>
  );
};

/** Two copies side by side; stacked only on a screen too narrow for two. */
const sheetSx = {
  maxWidth: 1400,
  mx: 'auto',
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  gap: 3,
  '@media print': {
    maxWidth: 'none',
    width: '100%',
    // The printable area of A4 landscape with 10 mm margins: 277 × 190 mm.
    height: '189mm',
    gridTemplateColumns: '1fr 1fr',
    gap: '7mm',
    // A dashed line to cut the two copies apart.
    backgroundImage: 'linear-gradient(#000 50%, transparent 50%)',
    backgroundSize: '0.2mm 3mm',
    backgroundPosition: 'center',
    backgroundRepeat: 'repeat-y',
  },
} as const;

/** Only while this page is shown: A4 landscape, black on white, nothing but the sheet. */
const printRules = {
  '@page': { size: 'A4 landscape', margin: '10mm' },
  '@media print': {
    'html, body': { background: '#fff !important', color: '#000 !important' },
    '.albaran-no-print': { display: 'none !important' },
    'main:has(.albaran-sheet)': { padding: '0 !important', minHeight: '0 !important' },
    '.albaran-sheet': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
  },
} as const;
