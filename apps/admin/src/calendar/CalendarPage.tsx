import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  addDays,
  CALENDAR_WEEKS,
  calendarPeriod,
  daysOf,
  isCalendarDay,
  madridDay,
  mondayOf,
  type WorkType,
} from '@taller/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useAddressParams } from '../shared/useAddressParams';
import { fetchCalendar, retryOnceUnlessRefused } from './api';
import { CalendarFilterBar, WeekNavigation } from './CalendarToolbar';
import { CalendarGrid } from './CalendarGrid';
import { formatDayRange } from './dates';
import { DayPanel } from './DayPanel';
import { LoadFailure } from './LoadFailure';
import type { Calendar, CalendarDay, CalendarFilters } from './types';
import { UrgentList } from './UrgentList';
import { isWorkType } from './workTypes';
import '../i18n/calendar.es';

/**
 * The work calendar (/gestion/calendario): three weeks from the Monday before this one, the
 * urgent list beside them. The first Monday and the filters live in the address
 * (?desde=2026-06-08&tipo=repair&estado=open), so a reload or a shared link shows the same.
 */
export const CalendarPage = () => {
  const translate = useTranslate();
  const [params, changeParams] = useAddressParams();
  const today = madridDay(new Date());
  const thisPeriod = calendarPeriod(today).from;
  /** The first Monday an address asks for (this period's when it asks for none). */
  const firstMonday = (address: URLSearchParams) => {
    const requested = address.get('desde') ?? '';
    return isCalendarDay(requested) ? mondayOf(requested) : thisPeriod;
  };

  const from = firstMonday(params);
  const to = addDays(from, CALENDAR_WEEKS * 7 - 1);
  const days = useMemo(() => daysOf(from, to), [from, to]);
  const tipo = params.get('tipo');
  const filters: CalendarFilters = { type: isWorkType(tipo) ? tipo : '', status: params.get('estado') ?? '' };

  const setParam = (next: URLSearchParams, name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  const setFirstMonday = (next: URLSearchParams, monday: string) => setParam(next, 'desde', monday === thisPeriod ? '' : monday);
  const update = (changes: { tipo: WorkType | ''; estado: string }) =>
    changeParams((next) => Object.entries(changes).forEach(([name, value]) => setParam(next, name, value)), { replace: true });
  const showFrom = (monday: string) => changeParams((next) => setFirstMonday(next, monday), { replace: true });
  // From the week the address shows now, not the one last rendered: every quick click counts.
  const shiftWeeks = (weeks: number) =>
    changeParams((next) => setFirstMonday(next, addDays(firstMonday(next), weeks * 7)), { replace: true });

  const { data, error, isPending, isFetching, refetch } = useQuery({
    queryKey: ['calendar', 'days', from, to, filters.type, filters.status],
    queryFn: ({ signal }) => fetchCalendar({ from, to }, filters, signal),
    retry: retryOnceUnlessRefused,
    // While other weeks load, the days already known (same filters) stay on screen.
    placeholderData: (previous: Calendar | undefined, previousQuery) => {
      const key = previousQuery?.queryKey ?? [];
      return key[4] === filters.type && key[5] === filters.status ? previous : undefined;
    },
  });
  const loaded = useMemo(() => new Map<string, CalendarDay>((data?.days ?? []).map((day) => [day.date, day])), [data]);
  const shownToday = data?.today ?? today;

  const [focusedDay, setFocusedDay] = useState<string>(() => (days.includes(today) ? today : days[0]!));
  const tabStop = days.includes(focusedDay) ? focusedDay : days.includes(shownToday) ? shownToday : days[0]!;
  const [openDay, setOpenDay] = useState<string | null>(null);

  const range = formatDayRange(from, to);

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('calendar.title')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 9 }}>
          <Card variant="outlined" sx={{ position: 'relative' }}>
            {isFetching && <LinearProgress aria-hidden sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }} />}
            <CardContent>
              <Stack spacing={2}>
                <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Box sx={{ flex: 1, minWidth: 220 }}>
                    <Typography variant="h5" component="h1">
                      {translate('calendar.title')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" data-testid="calendar-period">
                      {translate('calendar.period', { range })}
                    </Typography>
                  </Box>
                  <WeekNavigation
                    onPrevious={() => shiftWeeks(-1)}
                    onNext={() => shiftWeeks(1)}
                    onToday={() => {
                      setFocusedDay(today);
                      showFrom(thisPeriod);
                    }}
                  />
                </Stack>
                <CalendarFilterBar filters={filters} onChange={(next) => update({ tipo: next.type, estado: next.status })} />
                {error && (
                  <LoadFailure
                    title="calendar.load_failed"
                    error={error}
                    onRetry={() => void refetch()}
                    retrying={isFetching}
                  />
                )}
                {isPending && !error && (
                  <Typography role="status" variant="body2" color="text.secondary">
                    {translate('calendar.loading')}
                  </Typography>
                )}
                <CalendarGrid
                  days={days}
                  today={shownToday}
                  loaded={loaded}
                  loading={isFetching}
                  focusedDay={tabStop}
                  onFocusDay={setFocusedDay}
                  onOpenDay={setOpenDay}
                  onShiftWeeks={shiftWeeks}
                  label={translate('calendar.grid_label', { range })}
                />
                <Typography variant="caption" color="text.secondary">
                  {translate('calendar.keyboard_hint')}
                </Typography>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 3 }}>
          <UrgentList type={filters.type} />
        </Grid>
      </Grid>
      <DayPanel day={openDay} data={openDay ? loaded.get(openDay) : undefined} onClose={() => setOpenDay(null)} />
    </Box>
  );
};
