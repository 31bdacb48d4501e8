import PaymentsIcon from '@mui/icons-material/Payments';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatEuros, formatMadridDateTime, netPaidCents, paymentMethodLabels, type PaymentMethod } from '@taller/domain';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import '../../i18n/payments.es';
import { Detail, DetailList } from '../../layout/Section';
import { CollapsibleSection } from '../../shared/CollapsibleSection';
import { MovementDialog } from './MovementDialog';
import type { MovementKind, PaidRecord, PaidRecordKind, PaymentRow } from './paymentsApi';

const T = 'repairPayments';


/** Total, paid, given back, still due (or that the price is not set), and what the customer is owed. */
const BalanceDetails = ({ record }: { record: PaidRecord }) => {
  const translate = useTranslate();
  const { balance } = record;
  return (
    <DetailList>
      <Detail label={`${T}.balance.total`}>
        <span data-testid="balance-total">{balance.totalCents === null ? translate(`${T}.balance.price_not_set`) : formatEuros(balance.totalCents)}</span>
      </Detail>
      <Detail label={`${T}.balance.paid`}>
        <span data-testid="balance-paid">{formatEuros(balance.paidCents)}</span>
      </Detail>
      {balance.refundedCents > 0 && (
        <Detail label={`${T}.balance.refunded`}>
          <span data-testid="balance-refunded">{formatEuros(balance.refundedCents)}</span>
        </Detail>
      )}
      <Detail label={`${T}.balance.due`}>
        <Box component="strong" data-testid="balance-due" sx={{ color: balance.dueCents ? 'warning.dark' : 'inherit' }}>
          {balance.dueCents === null ? translate(`${T}.balance.price_not_set`) : formatEuros(balance.dueCents)}
        </Box>
      </Detail>
      {balance.creditCents > 0 && (
        <Detail label={`${T}.balance.credit`}>
          <Box component="strong" data-testid="balance-credit">
            {formatEuros(balance.creditCents)}
          </Box>
        </Detail>
      )}
    </DetailList>
  );
};

/** Each payment and refund of the record, oldest first, from the shop's ledger. */
const Movements = ({ recordKind, recordId }: { recordKind: PaidRecordKind; recordId: number }) => {
  const translate = useTranslate();
  // Recording a movement refreshes the screen, and with it this list.
  const { data, isPending, error } = useGetList<PaymentRow>('payments', {
    filter: { kind: recordKind, recordId },
    sort: { field: 'position', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  // The ledger knows one more way than the counter: a card paid on the public site.
  const methodLabel = (method: string) => paymentMethodLabels[method as PaymentMethod] ?? translate(`${T}.movements.${method}`);
  if (isPending) {
    return (
      <Box role="progressbar" aria-label={translate(`${T}.movements.loading`)}>
        <Skeleton width="50%" />
      </Box>
    );
  }
  if (error) return <Alert severity="error">{translate(`${T}.movements.load_failed`)}</Alert>;
  if (!data || data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="movements-empty">
        {translate(`${T}.movements.empty`)}
      </Typography>
    );
  }
  return (
    // Scrolls sideways in a narrow column: focusable, so a keyboard can scroll it too.
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label={translate(`${T}.movements.title`)}>
      <Table size="small" aria-label={translate(`${T}.movements.title`)}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.movements.at`)}</TableCell>
            <TableCell>{translate(`${T}.movements.kind`)}</TableCell>
            <TableCell align="right">{translate(`${T}.movements.amount`)}</TableCell>
            <TableCell>{translate(`${T}.movements.method`)}</TableCell>
            <TableCell>{translate(`${T}.movements.note`)}</TableCell>
            <TableCell>{translate(`${T}.movements.by`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((row) => (
            <TableRow key={row.id} data-testid="movement" data-direction={row.direction}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={row.at}>{formatMadridDateTime(row.at)}</time>
              </TableCell>
              <TableCell>{translate(`${T}.movements.${row.direction}`)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {row.direction === 'out' ? `− ${formatEuros(row.amountCents)}` : formatEuros(row.amountCents)}
              </TableCell>
              <TableCell>{methodLabel(row.method)}</TableCell>
              <TableCell sx={{ overflowWrap: 'break-word', minWidth: '8rem' }}>{row.note}</TableCell>
              <TableCell>{row.byName}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/**
 * 'Cobros' of a repair or an order: where its money stands, told honestly (no price is 'Precio
 * sin fijar', never 0,00 €; paid beyond the price is owed back; marked paid by hand without
 * payments says so; what stayed owed at the handover), every movement with who took it, and the
 * counter's 'Registrar cobro' and 'Registrar devolución'.
 */
export const PaymentsSection = <Record extends PaidRecord>({
  recordKind,
  record,
  owedCents,
}: {
  recordKind: PaidRecordKind;
  record: Record;
  /** What stayed owed when it was handed over (a repair collected, an order delivered); null when nothing did. */
  owedCents: number | null;
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState<MovementKind | null>(null);
  const { balance } = record;
  const canPay = balance.dueCents !== 0;
  const canRefund = netPaidCents(balance) > 0;
  return (
    <CollapsibleSection title={`${T}.section`}>
      <Stack spacing={2}>
        <BalanceDetails record={record} />
        {balance.markedPaid && (
          <Alert severity="info" data-testid="balance-marked-paid">
            {translate(`${T}.balance.marked_paid.${recordKind}`)}
          </Alert>
        )}
        {owedCents !== null && owedCents > 0 && (
          <Alert severity="warning" data-testid="balance-owed-on-collection">
            {translate(`${T}.balance.owed_on_collection.${recordKind}`, { amount: formatEuros(owedCents) })}
          </Alert>
        )}
        <Typography variant="subtitle2" component="h3">
          {translate(`${T}.movements.title`)}
        </Typography>
        <Movements recordKind={recordKind} recordId={record.id} />
        {(canPay || canRefund) && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {canPay && (
              <Button variant="outlined" startIcon={<PaymentsIcon />} onClick={() => setOpen('payment')}>
                {translate(`${T}.actions.pay`)}
              </Button>
            )}
            {canRefund && (
              <Button variant="outlined" color="warning" startIcon={<UndoIcon />} onClick={() => setOpen('refund')}>
                {translate(`${T}.actions.refund`)}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {open && <MovementDialog kind={open} recordKind={recordKind} record={record} onClose={() => setOpen(null)} />}
    </CollapsibleSection>
  );
};
