import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CASH_METHODS, cashMethodLabels, formatEuros, formatMadridDateTime, type DayTotals } from '@taller/domain';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import type { CashDay, CashDayCount, CashMovement } from './api';
import { madridTime } from './cashCount';
import { DifferenceText } from './CashCountFields';

const sum = (totals: DayTotals, side: 'inCents' | 'outCents') => CASH_METHODS.reduce((total, method) => total + totals[method][side], 0);

/** Cobrado, Devuelto and Neto per method, and their sum. A method nobody used that day stays, at zero: the close counts them all. */
export const CashTotalsTable = ({ totals }: { totals: DayTotals }) => {
  const translate = useTranslate();
  const rows = [
    ...CASH_METHODS.map((method) => ({ key: method, label: cashMethodLabels[method], inCents: totals[method].inCents, outCents: totals[method].outCents })),
    { key: 'all', label: translate('cash.totals.all'), inCents: sum(totals, 'inCents'), outCents: sum(totals, 'outCents') },
  ];
  return (
    <Table size="small" aria-label={translate('cash.totals.caption')} data-testid="cash-totals">
      <TableHead>
        <TableRow>
          <TableCell>{translate('cash.totals.method')}</TableCell>
          <TableCell align="right">{translate('cash.totals.in')}</TableCell>
          <TableCell align="right">{translate('cash.totals.out')}</TableCell>
          <TableCell align="right">{translate('cash.totals.net')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} data-method={row.key} sx={row.key === 'all' ? { '& > *': { fontWeight: 700 } } : undefined}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            <TableCell align="right">{formatEuros(row.inCents)}</TableCell>
            <TableCell align="right">{formatEuros(row.outCents)}</TableCell>
            <TableCell align="right">{formatEuros(row.inCents - row.outCents)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const RESOURCE_OF: Record<CashMovement['kind'], string> = { repair: 'repairs', order: 'orders', counter: 'invoices' };

/** The repair, order or counter sale's invoice a movement belongs to, as a link to it (plain text on paper). */
const WorkLink = ({ movement, printable }: { movement: CashMovement; printable: boolean }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const label = translate(`cash.movements.${movement.kind}`, { id: movement.recordId });
  if (printable) return <>{label}</>;
  return <Link to={createPath({ resource: RESOURCE_OF[movement.kind], type: 'show', id: movement.recordId })}>{label}</Link>;
};

/** The day's movements in the order they were recorded; those after the last count are marked. */
export const CashMovementsTable = ({ movements, printable = false }: { movements: CashMovement[]; printable?: boolean }) => {
  const translate = useTranslate();
  if (movements.length === 0) return <Typography sx={{ my: 2 }}>{translate('cash.movements.empty')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('cash.movements.caption')} data-testid="cash-movements">
        <TableHead>
          <TableRow>
            <TableCell>{translate('cash.movements.at')}</TableCell>
            <TableCell>{translate('cash.movements.work')}</TableCell>
            <TableCell>{translate('cash.movements.kind')}</TableCell>
            <TableCell align="right">{translate('cash.movements.amount')}</TableCell>
            <TableCell>{translate('cash.movements.method')}</TableCell>
            <TableCell>{translate('cash.movements.by')}</TableCell>
            <TableCell>{translate('cash.movements.note')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {movements.map((movement) => (
            <TableRow key={movement.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {madridTime(movement.at)}
                {movement.afterCount ? (
                  <Chip size="small" color="warning" variant="outlined" label={translate('cash.movements.after_count')} sx={{ ml: 1 }} />
                ) : null}
              </TableCell>
              <TableCell>
                <WorkLink movement={movement} printable={printable} />
              </TableCell>
              <TableCell>{translate(`cash.movements.${movement.direction}`)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {movement.direction === 'out' ? `−${formatEuros(movement.amountCents)}` : formatEuros(movement.amountCents)}
              </TableCell>
              <TableCell>{cashMethodLabels[movement.method]}</TableCell>
              <TableCell>{movement.byName}</TableCell>
              <TableCell>{movement.note}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/** One count: who and when, float, expected, counted, the difference and its note (or reason). */
const CountRow = ({ count }: { count: CashDayCount }) => {
  const translate = useTranslate();
  const isClose = count.kind === 'close';
  return (
    <TableRow data-testid={`cash-count-${count.kind}`}>
      <TableCell component="th" scope="row">
        <strong>{translate(`cash.counts.${count.kind}`)}</strong>
        <br />
        {translate(isClose ? 'cash.counts.closed_by' : 'cash.counts.corrected_by', { name: count.by.name, at: formatMadridDateTime(count.countedAt) })}
      </TableCell>
      <TableCell align="right">{formatEuros(count.floatCents)}</TableCell>
      <TableCell align="right">{formatEuros(count.expectedCashCents)}</TableCell>
      <TableCell align="right">{formatEuros(count.countedCashCents)}</TableCell>
      <TableCell align="right">
        <DifferenceText differenceCents={count.differenceCents} />
      </TableCell>
      <TableCell>{count.note || translate('cash.counts.no_note')}</TableCell>
    </TableRow>
  );
};

/** The close and each correction, in order: the close is never rewritten. */
export const CashCountsTable = ({ day }: { day: CashDay }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('cash.counts.title')} data-testid="cash-counts">
        <TableHead>
          <TableRow>
            <TableCell>{translate('cash.counts.entry')}</TableCell>
            <TableCell align="right">{translate('cash.counts.float')}</TableCell>
            <TableCell align="right">{translate('cash.counts.expected')}</TableCell>
            <TableCell align="right">{translate('cash.counts.counted')}</TableCell>
            <TableCell align="right">{translate('cash.counts.difference')}</TableCell>
            <TableCell>{translate('cash.counts.note')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {day.counts.map((count, index) => (
            <CountRow key={`${count.kind}-${index}`} count={count} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/** Movements taken in after the last count: said plainly, never hidden in a closed day. */
export const AfterCountWarning = ({ day }: { day: CashDay }) => {
  const translate = useTranslate();
  if (day.movementsAfterCount === 0) return null;
  return (
    <Alert severity="warning" data-testid="cash-after-count">
      {translate('cash.counts.after_count', { smart_count: day.movementsAfterCount })}
    </Alert>
  );
};
