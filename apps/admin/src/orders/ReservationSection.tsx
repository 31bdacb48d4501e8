import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatEuros } from '@taller/domain';
import { formatMadridDateTime, SHOP_TIME_ZONE } from '@taller/domain/dates';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import '../i18n/reservations.es';
import { CollapsibleSection } from '../shared/CollapsibleSection';
import { holdState, isClosedReservation, type ReservationOrder } from './reservation';
import { ReservationActions } from './ReservationActions';

const T = 'resources.orders.reservation';

const madridTime = new Intl.DateTimeFormat('es-ES', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/**
 * Until when the units are held, and a warning when that is today or already past: an unpaid
 * reservation past its instant is cancelled by the system within a minute or so.
 */
const HeldUntil = ({ order }: { order: ReservationOrder }) => {
  const translate = useTranslate();
  const { holdUntil } = order.reservation;
  const state = holdState(holdUntil);
  if (state === 'unknown' || !holdUntil) return <Typography>{translate(`${T}.held_unknown`)}</Typography>;
  const when = formatMadridDateTime(holdUntil);
  const closed = isClosedReservation(order);
  return (
    <Stack spacing={1}>
      <Typography data-testid="reservation-held-until" sx={{ fontWeight: 600 }}>
        {translate(`${T}.held_until`, { when })}
      </Typography>
      {!closed && order.isPaid && <Alert severity="info">{translate(`${T}.held_paid`)}</Alert>}
      {!closed && !order.isPaid && state === 'past' && (
        <Alert severity="error" data-testid="reservation-hold-warning">
          {translate(`${T}.held_past`, { when })}
        </Alert>
      )}
      {!closed && !order.isPaid && state === 'today' && (
        <Alert severity="warning" data-testid="reservation-hold-warning">
          {translate(`${T}.held_today`, { time: madridTime.format(new Date(holdUntil)) })}
        </Alert>
      )}
    </Stack>
  );
};

/** The products held, each a link to its product, with units, unit price and line total. */
const ReservationLines = ({ order }: { order: ReservationOrder }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate(`${T}.lines_caption`)} sx={{ '& th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.product`)}</TableCell>
            <TableCell align="right">{translate(`${T}.units_column`)}</TableCell>
            <TableCell align="right">{translate(`${T}.unit_price`)}</TableCell>
            <TableCell align="right">{translate(`${T}.line_total`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.reservation.lines.map((line) => (
            <TableRow key={line.productId}>
              <TableCell>
                <Link
                  to={createPath({ resource: 'products', id: line.productId, type: 'show' })}
                  title={translate(`${T}.open_product`, { name: line.name })}
                >
                  {line.name}
                </Link>
              </TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatEuros(line.unitPriceCents)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatEuros(line.quantity * line.unitPriceCents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={3} sx={{ fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' }}>
              {translate(`${T}.total`)}
            </TableCell>
            <TableCell align="right" data-testid="reservation-total" sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem', whiteSpace: 'nowrap' }}>
              {formatEuros(order.totalCents)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
};

/** Why an open reservation's status cannot move any more: it was collected or cancelled. */
const ClosedReservation = ({ order }: { order: ReservationOrder }) => {
  const translate = useTranslate();
  return (
    <Alert severity={order.status === 'delivered' ? 'success' : 'info'} data-testid="reservation-closed">
      {translate(order.status === 'delivered' ? `${T}.closed_delivered` : `${T}.closed_cancelled`)} {translate(`${T}.closed`)}
    </Alert>
  );
};

/**
 * 'Reserva para recoger': what the customer reserved on the web, the pickup code large (to
 * compare with the one on their phone), until when it is held, and the counter's two actions.
 */
export const ReservationSection = ({ order }: { order: ReservationOrder }) => {
  const translate = useTranslate();
  const closed = isClosedReservation(order);
  return (
    <CollapsibleSection title={`${T}.section`}>
      <Stack spacing={2}>
        <Box>
          <Typography variant="body2" color="text.secondary" component="p">
            {translate(`${T}.code`)}
          </Typography>
          <Typography
            component="p"
            data-testid="reservation-pickup-code"
            sx={{ fontFamily: 'monospace', fontSize: { xs: '2rem', sm: '2.5rem' }, fontWeight: 700, letterSpacing: '0.08em', lineHeight: 1.2 }}
          >
            {order.reservation.pickupCode ?? '—'}
          </Typography>
        </Box>
        <HeldUntil order={order} />
        <ReservationLines order={order} />
        {closed ? <ClosedReservation order={order} /> : <ReservationActions order={order} />}
      </Stack>
    </CollapsibleSection>
  );
};
