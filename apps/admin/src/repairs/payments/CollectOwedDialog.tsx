import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatEuros } from '@taller/domain';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import '../../i18n/payments.es';
import type { PaidRecordKind } from './paymentsApi';

const T = 'repairPayments.collect';

/**
 * Handing a repair or an order over while money is still due: what the handover does (as the
 * usual confirmation says it), 'Quedan X pendientes de pago', and the two ways on: take the
 * money first ('Registrar cobro', then back here), or hand it over and let it stay owed
 * ('Entregar y dejar a deber', which the server records with who allowed it).
 */
export const CollectOwedDialog = ({
  recordKind,
  title,
  dueCents,
  handover,
  busy,
  onPay,
  onLeaveOwed,
  onClose,
}: {
  recordKind: PaidRecordKind;
  /** The usual confirmation's title, translated. */
  title: string;
  dueCents: number;
  /** The usual confirmation's sentences (a repair's: the warranty, the code shredded, storage owed). */
  handover: string;
  busy: boolean;
  onPay: () => void;
  onLeaveOwed: () => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {handover && <DialogContentText>{handover}</DialogContentText>}
        <DialogContentText sx={{ mt: 1.5, color: 'warning.dark', fontWeight: 600 }} data-testid="collect-owed">
          {translate(`${T}.owed`, { amount: formatEuros(dueCents) })}
        </DialogContentText>
        <DialogContentText sx={{ mt: 0.5 }}>{translate(`${T}.owed_choice.${recordKind}`)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {translate(`${T}.cancel`)}
        </Button>
        <Button variant="outlined" color="warning" onClick={onLeaveOwed} loading={busy}>
          {translate(`${T}.leave_owed`)}
        </Button>
        <Button variant="contained" onClick={onPay} disabled={busy} autoFocus>
          {translate(`${T}.pay`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
