import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatDay } from '@taller/domain/dates';
import { formatEuros } from '@taller/domain/money';
import { Link, useCreatePath } from 'react-admin';
import { SCREEN_PATHS } from '../paths';
import type { useScreenTranslate } from '../shared/screenTexts';
import { statisticsCsvUrl } from './api';
import { Chart, Section } from './StatisticsParts';
import { INVOICE_SOURCE_KINDS, REVENUE_PERIODS, type InvoiceSourceKind, type Invoiced, type Revenue, type RevenuePeriod, type StatisticsRange, type StatisticsTable } from './types';

type Translate = ReturnType<typeof useScreenTranslate>;

const months = new Intl.DateTimeFormat('es-ES', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const periodLabel = (key: string, period: RevenuePeriod) => (period === 'month' ? months.format(new Date(`${key}-15T12:00:00Z`)) : formatDay(key));

/** The 'Facturas' list with the filters that give a figure's invoices (react-admin keeps a list's filter in `?filter=`). */
const useInvoicesLink = () => {
  const createPath = useCreatePath();
  // Annulled invoices count for nothing here, so the list behind a figure leaves them out.
  return (filter: { from: string; to: string; sourceKind?: InvoiceSourceKind }) =>
    `${createPath({ resource: 'invoices', type: 'list' })}?${new URLSearchParams({ filter: JSON.stringify({ ...filter, annulled: false }) })}`;
};

/** An amount invoiced that opens its invoices (none invoiced opens nothing). */
const Invoices = ({ figures, to, label }: { figures: Invoiced; to: string; label: string }) =>
  figures.invoices === 0 ? <>{formatEuros(0)}</> : <Link to={to} aria-label={label}>{formatEuros(figures.totalCents)}</Link>;

/**
 * Revenue (facturación, issue 18): what was invoiced per day, week or month by the work invoiced,
 * each amount a link to its invoices; beside each period what was taken, a day's a link to its
 * cash ('Caja'), a week's or a month's to its days; then what was taken per method. The screen
 * says plainly that invoiced and taken are different things.
 */
export function RevenueSection({ revenue, range, t, onPeriod }: { revenue: Revenue; range: StatisticsRange; t: Translate; onPeriod: (period: RevenuePeriod) => void }) {
  const invoicesOf = useInvoicesLink();
  const csv = (table: StatisticsTable) => ({ href: statisticsCsvUrl(table, range, revenue.period), label: t('statistics.csv'), hint: t('statistics.csv_hint') });
  const { period, total } = revenue;
  const source = (kind: InvoiceSourceKind) => t(`statistics.revenue.sources.${kind}`);
  const invoicesLabel = (what: string) => t('statistics.revenue.invoices_link', { what });
  const daysOf = (from: string, to: string) => `${SCREEN_PATHS.statistics}?${new URLSearchParams({ from, to, period: 'day' })}`;
  return (
    <>
      <Section id="revenue" title={t('statistics.revenue.title')} caption={t('statistics.revenue.caption')} csv={csv('revenue')}>
        <Alert severity="info" sx={{ mb: 2 }} data-testid="revenue-differs">
          {t('statistics.revenue.differs')}
        </Alert>
        <TextField select size="small" label={t('statistics.revenue.period')} value={period} onChange={(event) => onPeriod(event.target.value as RevenuePeriod)} fullWidth={false} sx={{ width: 200, mb: 1 }}>
          {REVENUE_PERIODS.map((id) => (
            <MenuItem key={id} value={id}>
              {t(`statistics.revenue.periods.${id}`)}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="h6" component="p" data-testid="revenue-summary">
          {t('statistics.revenue.summary', { total: formatEuros(total.total.totalCents), base: formatEuros(total.total.baseCents), tax: formatEuros(total.total.taxCents), invoices: total.total.invoices })}
        </Typography>
        {total.total.invoices > 0 ? (
          <Chart label={t('statistics.revenue.chart')}>
            <BarChart
              disableKeyboardNavigation
              height={260}
              xAxis={[{ scaleType: 'band', data: revenue.periods.map((p) => periodLabel(p.period, period)) }]}
              yAxis={[{ valueFormatter: (euros: number) => formatEuros(Math.round(euros * 100)), width: 90 }]}
              series={INVOICE_SOURCE_KINDS.map((kind) => ({ data: revenue.periods.map((p) => p.bySource[kind].totalCents / 100), label: source(kind), stack: 'total' }))}
            />
          </Chart>
        ) : null}
        <Box sx={{ overflowX: 'auto', maxHeight: 420 }}>
          <Table size="small" stickyHeader aria-label={t('statistics.revenue.caption')} data-testid="revenue-table">
            <TableHead>
              <TableRow>
                <TableCell>{t(`statistics.revenue.column.${period}`)}</TableCell>
                {INVOICE_SOURCE_KINDS.map((kind) => (
                  <TableCell key={kind} align="right">{source(kind)}</TableCell>
                ))}
                <TableCell align="right">{t('statistics.revenue.total')}</TableCell>
                <TableCell align="right">{t('statistics.revenue.base')}</TableCell>
                <TableCell align="right">{t('statistics.revenue.taken')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {revenue.periods.map((p) => {
                const label = periodLabel(p.period, period);
                const days = `${formatDay(p.from)}–${formatDay(p.to)}`;
                return (
                  <TableRow key={p.period}>
                    <TableCell component="th" scope="row">{label}</TableCell>
                    {INVOICE_SOURCE_KINDS.map((kind) => (
                      <TableCell key={kind} align="right">
                        <Invoices figures={p.bySource[kind]} to={invoicesOf({ sourceKind: kind, from: p.from, to: p.to })} label={invoicesLabel(`${source(kind)} ${days}`)} />
                      </TableCell>
                    ))}
                    <TableCell align="right">
                      <Invoices figures={p.total} to={invoicesOf({ from: p.from, to: p.to })} label={invoicesLabel(days)} />
                    </TableCell>
                    <TableCell align="right">{formatEuros(p.total.baseCents)}</TableCell>
                    <TableCell align="right">
                      {period === 'day' ? (
                        <Link to={`/caja/${p.period}`} aria-label={t('statistics.revenue.cash_link', { day: label })}>{formatEuros(p.takenNetCents)}</Link>
                      ) : (
                        <Link to={daysOf(p.from, p.to)} aria-label={t('statistics.revenue.days_link', { what: `${t('statistics.revenue.taken').toLowerCase()} ${days}` })}>{formatEuros(p.takenNetCents)}</Link>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 'bold' }}>{t('statistics.revenue.all')}</TableCell>
                {INVOICE_SOURCE_KINDS.map((kind) => (
                  <TableCell key={kind} align="right" sx={{ fontWeight: 'bold' }}>
                    <Invoices figures={total.bySource[kind]} to={invoicesOf({ sourceKind: kind, from: range.from, to: range.to })} label={invoicesLabel(source(kind))} />
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ fontWeight: 'bold' }} data-testid="revenue-total">
                  <Invoices figures={total.total} to={invoicesOf({ from: range.from, to: range.to })} label={invoicesLabel(t('statistics.revenue.all').toLowerCase())} />
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 'bold' }}>{formatEuros(total.total.baseCents)}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 'bold' }}>{formatEuros(revenue.taken.netCents)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Box>
      </Section>

      <Section id="taken" title={t('statistics.taken.title')} caption={t('statistics.taken.caption')} csv={csv('taken')}>
        <Table size="small" aria-label={t('statistics.taken.title')} data-testid="taken-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('statistics.taken.method')}</TableCell>
              <TableCell align="right">{t('statistics.taken.in')}</TableCell>
              <TableCell align="right">{t('statistics.taken.out')}</TableCell>
              <TableCell align="right">{t('statistics.taken.net')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {revenue.taken.byMethod.map((m) => (
              <TableRow key={m.method}>
                <TableCell component="th" scope="row">{t(`statistics.taken.methods.${m.method}`)}</TableCell>
                <TableCell align="right">{formatEuros(m.inCents)}</TableCell>
                <TableCell align="right">{formatEuros(m.outCents)}</TableCell>
                <TableCell align="right">{formatEuros(m.netCents)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 'bold' }}>{t('statistics.taken.all')}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 'bold' }}>{formatEuros(revenue.taken.inCents)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 'bold' }}>{formatEuros(revenue.taken.outCents)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 'bold' }}>{formatEuros(revenue.taken.netCents)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Section>
    </>
  );
}
