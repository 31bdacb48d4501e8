import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { formatEuros } from '@taller/domain/money';
import { depositMethodLabels, depositOutcomeLabels, type DepositDecision, type DepositPaymentMethod } from '@taller/domain/texts';
import { useId, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import '../i18n/specialOrders.es';
import { serverMessage } from '../providers/errors';
import { cancelSpecialOrder, changeOrderStatus } from './api';
import { depositAwaitingDecision, heldForOrder, type SpecialOrder } from './specialOrder';

const T = 'resources.orders.special';

/** Where a refunded deposit goes: cash in hand, back to the card through the bank, or asked of the gateway. */
const refundNote = (method: DepositPaymentMethod) =>
  method === 'cash' ? `${T}.refund_cash` : method === 'online_payment' ? `${T}.refund_online` : `${T}.refund_card`;

/**
 * Cancelling an encargo asks first: it closes for good, the units held for it go back on sale
 * and, when its deposit was paid, staff say what becomes of it ('¿Qué pasa con la señal?'):
 * given back (always possible), or kept by the shop, offered only when it is not refundable.
 * A non-refundable one has no choice made for it. Done only once the server has it; a refusal
 * is shown in the server's words.
 */
export const CancelSpecialOrderDialog = ({ order, onClose }: { order: SpecialOrder; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const questionId = useId();
  const { depositRefundable, deposit } = order.specialOrder;
  const asks = depositAwaitingDecision(order);
  const [decision, setDecision] = useState<DepositDecision | null>(asks && depositRefundable ? 'refund' : null);
  const [working, setWorking] = useState(false);
  const amount = deposit ? formatEuros(deposit.amountCents) : '';
  const units = heldForOrder(order);

  const cancel = async () => {
    setWorking(true);
    try {
      if (asks && decision) {
        await cancelSpecialOrder(order.id, decision, order.version);
        const outcome = decision === 'retain' ? depositOutcomeLabels.retained : deposit?.method === 'online_payment' ? translate(`${T}.refund_asked`) : depositOutcomeLabels.refunded;
        notify(`${T}.cancelled`, { type: 'success', messageArgs: { id: order.id, outcome } });
      } else {
        await changeOrderStatus(order.id, 'cancelled', order.version);
        notify(`${T}.cancelled_plain`, { type: 'success', messageArgs: { id: order.id } });
      }
      onClose();
    } catch (error) {
      notify(`${T}.cancel_failed`, { type: 'error', messageArgs: { reason: serverMessage(error) ?? '' } });
    } finally {
      setWorking(false);
      refresh();
    }
  };

  return (
    <Dialog open onClose={() => !working && onClose()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate(`${T}.cancel_title`, { id: order.id })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {translate(`${T}.cancel_content`)}
            {units > 0 && ` ${translate(`${T}.cancel_units`, { smart_count: units })}`}
          </DialogContentText>
          {asks && deposit && (
            <FormControl>
              <FormLabel id={questionId} sx={{ fontWeight: 600, color: 'text.primary' }}>
                {translate(`${T}.deposit_question`)}
              </FormLabel>
              <DialogContentText variant="body2">
                {translate(`${T}.deposit_question_hint`, { amount, method: depositMethodLabels[deposit.method] })}
              </DialogContentText>
              <RadioGroup aria-labelledby={questionId} value={decision ?? ''} onChange={(event) => setDecision(event.target.value as DepositDecision)}>
                <FormControlLabel value="refund" control={<Radio />} label={translate(`${T}.refund`)} />
                {!depositRefundable && <FormControlLabel value="retain" control={<Radio />} label={translate(`${T}.retain`)} />}
              </RadioGroup>
              {depositRefundable && <DialogContentText variant="body2">{translate(`${T}.refundable_only`)}</DialogContentText>}
            </FormControl>
          )}
          {asks && deposit && decision === 'refund' && (
            <Alert severity="warning" data-testid="special-order-refund-note">
              {translate(refundNote(deposit.method), { amount, method: depositMethodLabels[deposit.method] })}
            </Alert>
          )}
          {asks && decision === 'retain' && <Alert severity="info">{translate(`${T}.retain_note`, { amount })}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={working}>
          {translate(`${T}.keep`)}
        </Button>
        <Button variant="contained" color="error" onClick={cancel} loading={working} disabled={asks && decision === null}>
          {translate(`${T}.cancel_confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
