import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HttpError, Title, useTranslate } from 'react-admin';
import { useAddressParams } from '../shared/useAddressParams';
import { auditCsvUrl, fetchAuditOptions, fetchAuditPage } from './api';
import { AuditFiltersForm } from './AuditFilters';
import { AuditLines } from './AuditLines';
import { AUDIT_FILTER_KEYS, type AuditFilterKey, type AuditFilters } from './types';

/**
 * 'Actividad': the owner's audit of every change of the shop, newest first. Paged by the
 * events' global position, as the server pages (keyset): 'Más antiguos' asks for the events
 * before the last one shown, so a page costs the same however deep and a change made
 * meanwhile never shifts it; there is no total and no page number to jump to, and Back returns
 * to the newer page. The filters and the cursor live in the address.
 */
export const AuditPage = () => {
  const translate = useTranslate();
  const [params, changeParams] = useAddressParams();
  const filters: AuditFilters = Object.fromEntries(AUDIT_FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
  const before = params.get('before');

  const options = useQuery({ queryKey: ['audit-options'], queryFn: ({ signal }) => fetchAuditOptions(signal), staleTime: 60_000 });
  const page = useQuery({
    queryKey: ['audit', filters, before],
    queryFn: ({ signal }) => fetchAuditPage(filters, before, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

  /** A filter changed (an empty key: all cleared): back to the newest events. */
  const changeFilter = (key: AuditFilterKey, value: string) =>
    changeParams(
      (next) => {
        if (!key) for (const name of [...next.keys()]) next.delete(name);
        next.delete('before');
        if (key && value) next.set(key, value);
        else if (key) next.delete(key);
      },
      { replace: true },
    );
  const goOlder = (position: number) => {
    changeParams((next) => next.set('before', String(position)));
    window.scrollTo({ top: 0 });
  };
  const goNewest = () => changeParams((next) => next.delete('before'));

  const forbidden = page.error instanceof HttpError && page.error.status === 403;
  return (
    // A grid of one column that may shrink to nothing: the wide table scrolls inside its own
    // box instead of widening the page past a phone's screen.
    <Box sx={{ py: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={translate('audit.title')} />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {translate('audit.title')}
        </Typography>
        {!forbidden ? (
          <Button component="a" href={auditCsvUrl(filters)} download startIcon={<DownloadIcon />} variant="outlined" title={translate('audit.export_hint')}>
            {translate('audit.export')}
          </Button>
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('audit.intro')}
      </Typography>
      {forbidden ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('audit.forbidden')}
        </Alert>
      ) : (
        <>
          <AuditFiltersForm filters={filters} options={options.data} onChange={changeFilter} />
          {page.error ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void page.refetch()}>
                  {translate('audit.retry')}
                </Button>
              }
            >
              {page.error instanceof Error && page.error.message ? page.error.message : translate('audit.load_failed')}
            </Alert>
          ) : page.data ? (
            <Box aria-busy={page.isFetching} sx={{ opacity: page.isPlaceholderData ? 0.6 : 1 }}>
              {page.data.lines.length === 0 ? (
                <Typography sx={{ my: 3 }}>{translate('audit.empty')}</Typography>
              ) : (
                <AuditLines
                  lines={page.data.lines}
                  caption={before ? translate('audit.page_of_older', { position: before }) : translate('audit.title')}
                />
              )}
              <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                {before ? (
                  <Button variant="text" onClick={goNewest}>
                    {translate('audit.newest')}
                  </Button>
                ) : null}
                {page.data.nextBefore !== null ? (
                  <Button variant="contained" onClick={() => goOlder(page.data.nextBefore!)} disabled={page.isFetching}>
                    {translate('audit.older')}
                  </Button>
                ) : null}
              </Stack>
            </Box>
          ) : (
            <CircularProgress aria-label={translate('audit.title')} />
          )}
        </>
      )}
    </Box>
  );
};
