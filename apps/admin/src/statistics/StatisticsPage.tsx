import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDay, isCalendarDay, madridDay } from '@taller/domain/dates';
import { formatEuros } from '@taller/domain/money';
import { HttpError, Link, Title, useCreatePath } from 'react-admin';
import { useScreenTranslate } from '../shared/screenTexts';
import { useAddressParams } from '../shared/useAddressParams';
import { fetchStatistics, statisticsCsvUrl } from './api';
import { presetOf, presetRange, RANGE_PRESETS, type RangePreset } from './ranges';
import { RevenueSection } from './RevenueSection';
import { Chart, Section } from './StatisticsParts';
import { statisticsTexts } from './texts';
import { REVENUE_PERIODS, type RevenuePeriod, type Statistics, type StatisticsRange, type StatisticsTable } from './types';

const numbers = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });
const percents = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 });
const months = new Intl.DateTimeFormat('es-ES', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthLabel = (month: string) => months.format(new Date(`${month}-15T12:00:00Z`));
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const chartLocale = { loading: 'Cargando datos…', noData: 'No hay datos que mostrar' };

type Translate = ReturnType<typeof useScreenTranslate>;

/** The repairs list with `filter`: the list behind a figure. */
const useListLink = () => {
  const createPath = useCreatePath();
  return (filter: Record<string, unknown>) => `${createPath({ resource: 'repairs', type: 'list' })}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
};

/** A count that opens the repairs it counts (a zero opens nothing: there is nothing behind it). */
const Figure = ({ value, to, label }: { value: number; to: string; label: string }) =>
  value === 0 ? <>{numbers.format(0)}</> : <Link to={to} aria-label={label}>{numbers.format(value)}</Link>;

const days = (t: Translate, value: number | null) => (value === null ? '—' : value === 1 ? t('statistics.turnaround.one_day') : t('statistics.turnaround.days', { days: numbers.format(value) }));

function RangeForm({ range, onChange, t }: { range: StatisticsRange; onChange: (range: Partial<StatisticsRange>) => void; t: Translate }) {
  const preset = presetOf(range);
  const setDay = (key: 'from' | 'to', value: string) => {
    if (isCalendarDay(value)) onChange({ [key]: value });
  };
  return (
    <Stack component="form" aria-label={t('statistics.range.label')} direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, my: 2 }} onSubmit={(e) => e.preventDefault()}>
      <TextField
        select
        size="small"
        label={t('statistics.range.preset')}
        value={preset}
        onChange={(event) => event.target.value && onChange(presetRange(event.target.value as RangePreset))}
        fullWidth={false}
        sx={{ width: 240 }}
      >
        {RANGE_PRESETS.map((id) => (
          <MenuItem key={id} value={id}>
            {t(`statistics.range.presets.${id}`)}
          </MenuItem>
        ))}
        <MenuItem value="" disabled>
          {t('statistics.range.custom')}
        </MenuItem>
      </TextField>
      <TextField type="date" size="small" label={t('statistics.range.from')} value={range.from} onChange={(e) => setDay('from', e.target.value)} fullWidth={false} sx={{ width: 180 }} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField type="date" size="small" label={t('statistics.range.to')} value={range.to} onChange={(e) => setDay('to', e.target.value)} fullWidth={false} sx={{ width: 180 }} slotProps={{ inputLabel: { shrink: true } }} />
    </Stack>
  );
}

function Figures({ s, t, onPeriod }: { s: Statistics; t: Translate; onPeriod: (period: RevenuePeriod) => void }) {
  const listOf = useListLink();
  const csv = (table: StatisticsTable) => ({ href: statisticsCsvUrl(table, s.range), label: t('statistics.csv'), hint: t('statistics.csv_hint') });
  const { from, to } = s.range;
  const open = (what: string) => t('statistics.open_list', { what });
  const nothing = s.weeks.every((w) => w.takenIn === 0 && w.finished === 0) && s.quotes.issued === 0 && s.abandoned.every((m) => m.abandoned === 0);
  const q = s.quotes;
  const w = s.waiting;
  return (
    <Stack spacing={2}>
      {nothing ? <Alert severity="info">{t('statistics.empty_range')}</Alert> : null}

      <Section id="weeks" title={t('statistics.weeks.title')} caption={t('statistics.weeks.caption')} csv={csv('weeks')}>
        {nothing ? null : (
          <Chart label={t('statistics.weeks.chart')}>
            <BarChart disableKeyboardNavigation
              height={260}
              xAxis={[{ scaleType: 'band', data: s.weeks.map((week) => shortDay(week.week)) }]}
              series={[
                { data: s.weeks.map((week) => week.takenIn), label: t('statistics.weeks.taken_in') },
                { data: s.weeks.map((week) => week.finished), label: t('statistics.weeks.finished') },
              ]}
            />
          </Chart>
        )}
        <Box sx={{ overflowX: 'auto', maxHeight: 360 }}>
          <Table size="small" aria-label={t('statistics.weeks.caption')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('statistics.weeks.week')}</TableCell>
                <TableCell align="right">{t('statistics.weeks.taken_in')}</TableCell>
                <TableCell align="right">{t('statistics.weeks.finished')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {s.weeks.map((week) => (
                <TableRow key={week.week}>
                  <TableCell>{formatDay(week.week)}</TableCell>
                  <TableCell align="right">
                    <Figure value={week.takenIn} to={listOf({ entryFrom: week.from, entryTo: week.to })} label={open(`${t('statistics.weeks.taken_in')} ${formatDay(week.from)}–${formatDay(week.to)}`)} />
                  </TableCell>
                  <TableCell align="right">
                    <Figure value={week.finished} to={listOf({ completedFrom: week.from, completedTo: week.to })} label={open(`${t('statistics.weeks.finished')} ${formatDay(week.from)}–${formatDay(week.to)}`)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Section>

      <RevenueSection revenue={s.revenue} range={s.range} t={t} onPeriod={onPeriod} />

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <Section id="turnaround" title={t('statistics.turnaround.title')} caption={t('statistics.turnaround.caption')} csv={csv('turnaround')}>
          {s.turnaround.overall.count === 0 ? (
            <Typography>{t('statistics.turnaround.none')}</Typography>
          ) : (
            <>
              <Typography variant="h5" component="p" sx={{ mb: 1 }} data-testid="turnaround-summary">
                {t('statistics.turnaround.summary', { median: days(t, s.turnaround.overall.medianDays), p90: days(t, s.turnaround.overall.p90Days), count: numbers.format(s.turnaround.overall.count) })}
              </Typography>
              <Typography variant="body2" color="text.secondary">{t('statistics.turnaround.hint')}</Typography>
              <Chart label={t('statistics.turnaround.chart')}>
                <BarChart disableKeyboardNavigation
                  height={Math.max(160, 48 * s.turnaround.byDevice.length + 60)}
                  layout="horizontal"
                  yAxis={[{ scaleType: 'band', data: s.turnaround.byDevice.map((d) => d.device), width: 110 }]}
                  series={[
                    { data: s.turnaround.byDevice.map((d) => d.medianDays ?? 0), label: t('statistics.turnaround.median') },
                    { data: s.turnaround.byDevice.map((d) => d.p90Days ?? 0), label: t('statistics.turnaround.p90') },
                  ]}
                />
              </Chart>
              <Table size="small" aria-label={t('statistics.turnaround.caption')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('statistics.turnaround.device')}</TableCell>
                    <TableCell align="right">{t('statistics.turnaround.count')}</TableCell>
                    <TableCell align="right">{t('statistics.turnaround.median')}</TableCell>
                    <TableCell align="right">{t('statistics.turnaround.p90')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {[{ device: '', ...s.turnaround.overall }, ...s.turnaround.byDevice].map((d) => (
                    <TableRow key={d.device || '(todos)'}>
                      <TableCell component="th" scope="row">{d.device || t('statistics.turnaround.all')}</TableCell>
                      <TableCell align="right">
                        <Figure
                          value={d.count}
                          to={listOf({ completedFrom: from, completedTo: to, ...(d.device ? { device: d.device } : {}) })}
                          label={open(`${t('statistics.turnaround.count')} ${d.device || t('statistics.turnaround.all')}`)}
                        />
                      </TableCell>
                      <TableCell align="right">{days(t, d.medianDays)}</TableCell>
                      <TableCell align="right">{days(t, d.p90Days)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </Section>

        <Stack spacing={2}>
          <Section id="quotes" title={t('statistics.quotes.title')} caption={t('statistics.quotes.caption')} csv={csv('quotes')}>
            <Typography variant="h4" component="p" title={t('statistics.quotes.rate_hint')} data-testid="quote-rate">
              {q.acceptanceRate === null ? t('statistics.quotes.no_rate') : `${t('statistics.quotes.rate')}: ${percents.format(q.acceptanceRate)}`}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('statistics.quotes.rate_hint')}</Typography>
            <Table size="small" aria-label={t('statistics.quotes.caption')}>
              <TableBody>
                {(['issued', 'accepted', 'rejected', 'unanswered'] as const).map((key) => (
                  <TableRow key={key}>
                    <TableCell component="th" scope="row">{t(`statistics.quotes.${key}`)}</TableCell>
                    <TableCell align="right">
                      <Figure
                        value={q[key]}
                        to={listOf({ quoteIssuedFrom: from, quoteIssuedTo: to, ...(key === 'issued' ? {} : { quoteAnswer: key }) })}
                        label={open(`${t('statistics.quotes.title')} ${t(`statistics.quotes.${key}`).toLowerCase()}`)}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Section>

          <Section id="waiting" title={t('statistics.waiting.title')} caption={t('statistics.waiting.caption', { day: formatDay(w.day) })} csv={csv('waiting')}>
            <Table size="small" aria-label={t('statistics.waiting.title')}>
              <TableBody>
                <TableRow>
                  <TableCell component="th" scope="row">{t('statistics.waiting.devices')}</TableCell>
                  <TableCell align="right">
                    <Figure value={w.devices} to={listOf({ status: 'completed', collected: 'false' })} label={open(t('statistics.waiting.devices'))} />
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th" scope="row">{t('statistics.waiting.notified')}</TableCell>
                  <TableCell align="right">{numbers.format(w.notified)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th" scope="row">{t('statistics.waiting.charged')}</TableCell>
                  <TableCell align="right">
                    <Figure value={w.charged} to={listOf({ pickup: 'storage' })} label={open(t('statistics.waiting.charged'))} />
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th" scope="row" title={t('statistics.waiting.owed_hint')}>{t('statistics.waiting.owed')}</TableCell>
                  <TableCell align="right" data-testid="storage-owed">{formatEuros(w.storageOwedCents)}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Section>
        </Stack>

        <Section id="abandoned" title={t('statistics.abandoned.title')} caption={t('statistics.abandoned.caption')} csv={csv('abandoned')}>
          {s.abandoned.some((m) => m.abandoned > 0) ? (
            <Chart label={t('statistics.abandoned.chart')}>
              <BarChart disableKeyboardNavigation height={200} xAxis={[{ scaleType: 'band', data: s.abandoned.map((m) => monthLabel(m.month)) }]} series={[{ data: s.abandoned.map((m) => m.abandoned), label: t('statistics.abandoned.count') }]} hideLegend />
            </Chart>
          ) : null}
          <Table size="small" aria-label={t('statistics.abandoned.caption')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('statistics.abandoned.month')}</TableCell>
                <TableCell align="right">{t('statistics.abandoned.count')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {s.abandoned.map((m) => (
                <TableRow key={m.month}>
                  <TableCell>{monthLabel(m.month)}</TableCell>
                  <TableCell align="right">
                    <Figure value={m.abandoned} to={listOf({ abandonedFrom: m.from, abandonedTo: m.to })} label={open(`${t('statistics.abandoned.count')} ${monthLabel(m.month)}`)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Section>

        <Section id="devices" title={t('statistics.devices.title')} caption={t('statistics.devices.caption')} csv={csv('devices')}>
          {s.topDevices.length === 0 ? (
            <Typography>{t('statistics.devices.none')}</Typography>
          ) : (
            <Table size="small" aria-label={t('statistics.devices.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('statistics.devices.device')}</TableCell>
                  <TableCell>{t('statistics.devices.model')}</TableCell>
                  <TableCell align="right">{t('statistics.devices.count')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {s.topDevices.map((d) => (
                  <TableRow key={`${d.device}|${d.model}`}>
                    <TableCell>{d.device}</TableCell>
                    <TableCell>{d.model || '—'}</TableCell>
                    <TableCell align="right">
                      <Figure value={d.count} to={listOf({ entryFrom: from, entryTo: to, device: d.device, model: d.model })} label={open(`${d.device} ${d.model}`)} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Section>

        <Section id="faults" title={t('statistics.faults.title')} caption={t('statistics.faults.caption')} csv={csv('faults')}>
          {s.topFaults.length === 0 ? (
            <Typography>{t('statistics.faults.none')}</Typography>
          ) : (
            <Table size="small" aria-label={t('statistics.faults.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('statistics.faults.fault')}</TableCell>
                  <TableCell align="right">{t('statistics.faults.count')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {s.topFaults.map((f) => (
                  <TableRow key={f.fault}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{f.fault}</TableCell>
                    <TableCell align="right">
                      <Figure value={f.count} to={listOf({ entryFrom: from, entryTo: to, fault: f.fault })} label={open(f.fault)} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Section>
      </Box>
    </Stack>
  );
}

/**
 * 'Estadísticas': the owner's numbers (the Administrador's: the API answers 403 to anyone else).
 * The range lives in the address (`?from=…&to=…`, and revenue's `period`), so a figure's list and Back return to it.
 */
export const StatisticsPage = () => {
  const t = useScreenTranslate(statisticsTexts);
  const [params, changeParams] = useAddressParams();
  const range = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const asked = params.get('period');
  const period = (REVENUE_PERIODS as readonly string[]).includes(asked ?? '') ? (asked as RevenuePeriod) : undefined;
  const shown: StatisticsRange = range.from && range.to ? range : presetRange('weeks12', madridDay(new Date()));
  const figures = useQuery({
    queryKey: ['statistics', range.from, range.to, period],
    queryFn: ({ signal }) => fetchStatistics(range, period, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  // From the address as it is now: two quick changes (Desde, then Hasta) both count.
  const change = (next: Partial<StatisticsRange>) =>
    changeParams(
      (address) => {
        address.set('from', next.from ?? (address.get('from') || shown.from));
        address.set('to', next.to ?? (address.get('to') || shown.to));
        // Another range: revenue grouped as suits its length again.
        address.delete('period');
      },
      { replace: true },
    );
  const choosePeriod = (next: RevenuePeriod) =>
    changeParams(
      (address) => {
        address.set('from', address.get('from') || (figures.data?.range.from ?? shown.from));
        address.set('to', address.get('to') || (figures.data?.range.to ?? shown.to));
        address.set('period', next);
      },
      { replace: true },
    );
  const forbidden = figures.error instanceof HttpError && figures.error.status === 403;
  return (
    <Box sx={{ py: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={t('statistics.title')} />
      <Typography variant="h5" component="h1">
        {t('statistics.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('statistics.intro')}
      </Typography>
      {forbidden ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('statistics.forbidden')}
        </Alert>
      ) : (
        <>
          <RangeForm range={range.from && range.to ? range : (figures.data?.range ?? shown)} onChange={change} t={t} />
          {figures.error ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void figures.refetch()}>
                  {t('statistics.retry')}
                </Button>
              }
            >
              {figures.error instanceof Error && figures.error.message ? figures.error.message : t('statistics.load_failed')}
            </Alert>
          ) : figures.data ? (
            <Box aria-busy={figures.isFetching} sx={{ opacity: figures.isPlaceholderData ? 0.6 : 1 }}>
              <Typography variant="subtitle1" component="p" sx={{ mb: 1 }} data-testid="statistics-range">
                {t('statistics.range.shown', { from: formatDay(figures.data.range.from), to: formatDay(figures.data.range.to) })}
              </Typography>
              <ChartsLocalizationProvider localeText={chartLocale}>
                <Figures s={figures.data} t={t} onPeriod={choosePeriod} />
              </ChartsLocalizationProvider>
            </Box>
          ) : (
            <CircularProgress aria-label={t('statistics.loading')} />
          )}
        </>
      )}
    </Box>
  );
};
