import CancelIcon from '@mui/icons-material/EventBusy';
import HandshakeIcon from '@mui/icons-material/Handshake';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { formatEuros, orderPaymentMethodLabels, type OrderPaymentMethod } from '@taller/domain';
import { useId, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import '../i18n/reservations.es';
import { serverMessage } from '../providers/errors';
import { changeOrderStatus, markOrderPaid } from './api';
import { orderPaymentMethodChoices } from './choices';
import { reservedUnits, type ReservationOrder } from './reservation';

const T = 'resources.orders.reservation';

type Step = 'deliver' | 'cancel' | null;

/**
 * What staff do with an open reservation at the counter: hand it over ('Entregar (recogida)':
 * its units leave the stock; an unpaid one is charged first and marked paid) or cancel it (its
 * units go back on sale). Each asks first, since neither can be undone, and shows done only once
 * the server has it; a refusal is shown in the server's words.
 */
export const ReservationActions = ({ order }: { order: ReservationOrder }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const methodId = useId();
  const [step, setStep] = useState<Step>(null);
  const [working, setWorking] = useState(false);
  const [method, setMethod] = useState<OrderPaymentMethod>(order.paymentMethod);
  const code = order.reservation.pickupCode ?? `#${order.id}`;
  const units = translate(`${T}.units`, { smart_count: reservedUnits(order.reservation) });
  const total = formatEuros(order.totalCents);

  const run = async () => {
    setWorking(true);
    try {
      if (step === 'deliver') {
        const version = order.isPaid ? order.version : (await markOrderPaid(order.id, method, order.version)).version;
        await changeOrderStatus(order.id, 'delivered', version);
        notify(`${T}.delivered`, { type: 'success', messageArgs: { code, units } });
      } else {
        await changeOrderStatus(order.id, 'cancelled', order.version);
        notify(`${T}.cancelled`, { type: 'success', messageArgs: { code } });
      }
      setStep(null);
    } catch (error) {
      notify(`${T}.failed`, { type: 'error', messageArgs: { reason: serverMessage(error) ?? '' } });
    } finally {
      setWorking(false);
      refresh();
    }
  };

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" color="success" startIcon={<HandshakeIcon />} onClick={() => setStep('deliver')}>
          {translate(`${T}.deliver`)}
        </Button>
        <Button variant="outlined" color="error" startIcon={<CancelIcon />} onClick={() => setStep('cancel')}>
          {translate(`${T}.cancel`)}
        </Button>
      </Stack>
      <Dialog open={step !== null} onClose={() => !working && setStep(null)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{translate(step === 'cancel' ? `${T}.cancel_title` : `${T}.deliver_title`, { code })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{translate(step === 'cancel' ? `${T}.cancel_content` : `${T}.deliver_content`, { units })}</DialogContentText>
            {step === 'deliver' && !order.isPaid && (
              <>
                <Alert severity="warning">{translate(`${T}.deliver_unpaid`, { total })}</Alert>
                <FormControl size="small" sx={{ maxWidth: 280 }}>
                  <InputLabel id={methodId}>{translate(`${T}.payment_method`)}</InputLabel>
                  <Select
                    labelId={methodId}
                    label={translate(`${T}.payment_method`)}
                    value={method}
                    onChange={(event) => setMethod(event.target.value as OrderPaymentMethod)}
                  >
                    {orderPaymentMethodChoices.map((choice) => (
                      <MenuItem key={choice.id} value={choice.id}>
                        {choice.name}
                      </MenuItem>
                    ))}
                  </Select>
                </FormControl>
              </>
            )}
            {step === 'deliver' && order.isPaid && (
              <Alert severity="success">{translate(`${T}.deliver_paid`, { method: orderPaymentMethodLabels[order.paymentMethod] })}</Alert>
            )}
            {step === 'cancel' && order.isPaid && (
              <Alert severity="warning">{translate(order.paymentMethod === 'online_payment' ? `${T}.cancel_paid_online` : `${T}.cancel_paid`, { total })}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setStep(null)} disabled={working}>
            {translate(`${T}.keep`)}
          </Button>
          <Button
            variant="contained"
            color={step === 'cancel' ? 'error' : 'success'}
            onClick={run}
            loading={working}
          >
            {translate(step === 'cancel' ? `${T}.cancel_confirm` : order.isPaid ? `${T}.deliver_confirm` : `${T}.deliver_confirm_unpaid`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
