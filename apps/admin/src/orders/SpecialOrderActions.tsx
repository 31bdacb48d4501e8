import InventoryIcon from '@mui/icons-material/Inventory';
import PaymentsIcon from '@mui/icons-material/Payments';
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
import { formatEuros } from '@taller/domain/money';
import { depositMethodLabels, type DepositMethod } from '@taller/domain/texts';
import { useId, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import '../i18n/specialOrders.es';
import { serverMessage } from '../providers/errors';
import { recordArrival, recordDeposit } from './api';
import { depositMethodChoices, depositOwed, goodsAwaited, type SpecialOrder } from './specialOrder';

const T = 'resources.orders.special';

type Step = 'deposit' | 'arrival' | null;

/**
 * What staff do with an open encargo at the counter: record its deposit paid ('Registrar
 * señal', choosing how) and say its goods arrived ('Ha llegado': it becomes ready and the
 * customer is told; a catalogue product's units enter the stock held for this customer). Each
 * asks first, shows done only once the server has it, and a refusal in the server's words.
 */
export const SpecialOrderActions = ({ order, productName }: { order: SpecialOrder; productName: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const methodId = useId();
  const [step, setStep] = useState<Step>(null);
  const [working, setWorking] = useState(false);
  const [method, setMethod] = useState<DepositMethod>('cash');
  const { depositCents, productId } = order.specialOrder;
  const amount = formatEuros(depositCents);
  const owed = depositOwed(order);
  const awaited = goodsAwaited(order);
  if (!owed && !awaited) return null;

  const run = async () => {
    setWorking(true);
    try {
      if (step === 'deposit') {
        await recordDeposit(order.id, method);
        notify(`${T}.deposit_recorded`, { type: 'success', messageArgs: { amount, method: depositMethodLabels[method] } });
      } else {
        await recordArrival(order.id);
        notify(`${T}.arrived_done`, { type: 'success', messageArgs: { id: order.id } });
      }
      setStep(null);
    } catch (error) {
      notify(step === 'deposit' ? `${T}.deposit_failed` : `${T}.arrive_failed`, {
        type: 'error',
        messageArgs: { reason: serverMessage(error) ?? '' },
      });
    } finally {
      setWorking(false);
      refresh();
    }
  };

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {awaited && (
          <Button variant="contained" color="success" startIcon={<InventoryIcon />} onClick={() => setStep('arrival')}>
            {translate(`${T}.arrive`)}
          </Button>
        )}
        {owed && (
          <Button variant="outlined" startIcon={<PaymentsIcon />} onClick={() => setStep('deposit')}>
            {translate(`${T}.record_deposit`)}
          </Button>
        )}
      </Stack>
      <Dialog open={step !== null} onClose={() => !working && setStep(null)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{translate(step === 'deposit' ? `${T}.deposit_title` : `${T}.arrive_title`, { id: order.id })}</DialogTitle>
        <DialogContent>
          {step === 'deposit' ? (
            <Stack spacing={2}>
              <DialogContentText>{translate(`${T}.deposit_content`, { amount })}</DialogContentText>
              <FormControl size="small" sx={{ maxWidth: 280 }}>
                <InputLabel id={methodId}>{translate(`${T}.deposit_method`)}</InputLabel>
                <Select labelId={methodId} label={translate(`${T}.deposit_method`)} value={method} onChange={(event) => setMethod(event.target.value as DepositMethod)}>
                  {depositMethodChoices.map((choice) => (
                    <MenuItem key={choice.id} value={choice.id}>
                      {choice.name}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            </Stack>
          ) : (
            <Stack spacing={2}>
              <DialogContentText>{translate(`${T}.arrive_content`)}</DialogContentText>
              {productId !== null && (
                <DialogContentText data-testid="special-order-arrival-units">
                  {translate(`${T}.arrive_units`, { smart_count: order.quantity, name: productName })}
                </DialogContentText>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setStep(null)} disabled={working}>
            {translate(`${T}.keep`)}
          </Button>
          <Button variant="contained" color={step === 'deposit' ? 'primary' : 'success'} onClick={run} loading={working}>
            {translate(step === 'deposit' ? `${T}.deposit_confirm` : `${T}.arrive_confirm`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
