import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PrintIcon from '@mui/icons-material/Print';
import { addDays, formatDay, isCalendarDay } from '@taller/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, Title, useGetIdentity, useGetList, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import '../i18n/cash.es';
import type { CashCloseRow, CashDay } from './api';
import { cashDayQuery, useCashPaths } from './cashPaths';
import { AfterCountWarning, CashCountsTable, CashMovementsTable, CashTotalsTable } from './CashTables';
import { CloseCashForm } from './CloseCashForm';
import { CorrectCloseDialog } from './CorrectCloseDialog';

const Section = ({ id, title, children, action }: { id: string; title: string; children: ReactNode; action?: ReactNode }) => (
  <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} sx={{ p: 2, minWidth: 0 }}>
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
      <Typography id={`${id}-title`} variant="h6" component="h2">
        {title}
      </Typography>
      {action}
    </Stack>
    {children}
  </Paper>
);

/**
 * 'Caja': a day's money (/gestion/caja is today's, /gestion/caja/YYYY-MM-DD any day's). The totals
 * per method and the movements; while open, the count that closes it; once closed, the close and
 * its corrections (the Administrador may add one), and what was taken after the count.
 */
export const CashDayPage = () => {
  const translate = useTranslate();
  const asked = useParams().day ?? 'today';
  const paths = useCashPaths();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: day, error, isPending, isFetching, refetch } = useQuery(cashDayQuery(asked));

  const shown = (answer: CashDay) => {
    queryClient.setQueryData(['cash-day', asked], answer);
    void queryClient.invalidateQueries({ queryKey: ['cash/closes'] });
  };
  const goTo = (next: string) => {
    if (isCalendarDay(next)) navigate(paths.day(next));
  };

  const title = day ? `${translate('cash.title_day', { day: formatDay(day.day) })}${day.today ? ` (${translate('cash.today')})` : ''}` : translate('cash.title');
  return (
    <Box sx={{ py: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Title title={title} />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {day ? <Chip size="small" color={day.closed ? 'success' : 'default'} label={translate(day.closed ? 'cash.status.closed' : 'cash.status.open')} /> : null}
        </Stack>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button component={Link} to={paths.closes} startIcon={<ListAltIcon />}>
            {translate('cash.nav.closes')}
          </Button>
          {day ? (
            <Button component={Link} to={paths.print(day.day)} variant="outlined" startIcon={<PrintIcon />}>
              {translate('cash.nav.print')}
            </Button>
          ) : null}
        </Stack>
      </Stack>

      {day ? <DayNavigation day={day} onPick={goTo} /> : null}

      {isPending ? (
        <CircularProgress aria-label={translate('cash.loading')} />
      ) : error ? (
        <Alert
          severity="error"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
                {translate('cash.retry')}
              </Button>
              <Button color="inherit" size="small" component={Link} to={paths.today}>
                {translate('cash.nav.today')}
              </Button>
            </Stack>
          }
        >
          {error.message || translate('cash.load_failed')}
        </Alert>
      ) : (
        <DayView key={day.day} day={day} onChanged={shown} />
      )}
    </Box>
  );
};

/** Previous and next day, and any day by the calendar (never one still to come). */
const DayNavigation = ({ day, onPick }: { day: CashDay; onPick: (day: string) => void }) => {
  const translate = useTranslate();
  const paths = useCashPaths();
  const previous = addDays(day.day, -1);
  const next = addDays(day.day, 1);
  const todayDay = day.today ? day.day : undefined;
  return (
    <Stack component="nav" aria-label={translate('cash.nav.label')} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton component={Link} to={paths.day(previous)} aria-label={`${translate('cash.nav.previous')}: ${formatDay(previous)}`}>
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        type="date"
        size="small"
        label={translate('cash.nav.label')}
        value={day.day}
        onChange={(event) => onPick(event.target.value)}
        fullWidth={false}
        sx={{ width: 180 }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayDay } }}
      />
      {day.today ? null : (
        <>
          <IconButton component={Link} to={paths.day(next)} aria-label={`${translate('cash.nav.next')}: ${formatDay(next)}`}>
            <ChevronRightIcon />
          </IconButton>
          <Button component={Link} to={paths.today} size="small">
            {translate('cash.nav.today')}
          </Button>
        </>
      )}
    </Stack>
  );
};

const DayView = ({ day, onChanged }: { day: CashDay; onChanged: (day: CashDay) => void }) => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [correcting, setCorrecting] = useState(false);
  // The float a shop leaves in the drawer rarely changes: the last close's is the first guess.
  const lastClose = useGetList<CashCloseRow>('cash/closes', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' } }, { enabled: !day.closed });
  const isAdministrador = identity?.role === 'administrador';

  return (
    <>
      <Section id="cash-totals" title={translate('cash.totals.title')}>
        <CashTotalsTable totals={day.totals} />
      </Section>

      {day.closed ? (
        <Section
          id="cash-counts"
          title={translate('cash.counts.title')}
          action={
            isAdministrador ? (
              <Button variant="outlined" startIcon={<EditNoteIcon />} onClick={() => setCorrecting(true)}>
                {translate('cash.correct.action')}
              </Button>
            ) : null
          }
        >
          <Stack spacing={2}>
            <AfterCountWarning day={day} />
            <CashCountsTable day={day} />
          </Stack>
        </Section>
      ) : lastClose.isPending ? null : (
        <CloseCashForm day={day} lastFloatCents={lastClose.data?.[0]?.floatCents ?? 0} onClosed={onChanged} />
      )}

      <Section id="cash-movements" title={translate('cash.movements.title')}>
        <CashMovementsTable movements={day.movements} />
      </Section>

      {correcting ? <CorrectCloseDialog day={day} onClose={() => setCorrecting(false)} onCorrected={onChanged} /> : null}
    </>
  );
};
