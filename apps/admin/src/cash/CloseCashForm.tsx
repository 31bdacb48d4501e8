import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { formatDay, formatEuros } from '@taller/domain';
import { useState, type FormEvent } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { serverMessage } from '../providers/errors';
import { closeCashDay, type CashCountBody, type CashDay } from './api';
import { CashCountFields, useCashCount } from './CashCountFields';
import { differenceText } from './cashCount';

/**
 * 'Cerrar caja' on an open day: the count, then a confirmation that says a closed day is not
 * changed afterwards. The float starts as the last close's (what a shop usually leaves in the drawer).
 */
export const CloseCashForm = ({ day, lastFloatCents, onClosed }: { day: CashDay; lastFloatCents: number; onClosed: (day: CashDay) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const count = useCashCount(day.totals, lastFloatCents, false);
  const [confirming, setConfirming] = useState<CashCountBody | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setConfirming(count.check());
  };

  const close = async () => {
    if (!confirming) return;
    setSending(true);
    try {
      const closed = await closeCashDay(day.day, confirming);
      notify('cash.close.done', { type: 'success', messageArgs: { day: formatDay(day.day) } });
      onClosed(closed);
    } catch (error) {
      if (!count.showServerErrors(error)) setFailure(serverMessage(error) ?? translate('cash.load_failed'));
      setSending(false);
      setConfirming(null);
    }
  };

  const [differenceKey, differenceArgs] = differenceText(count.differenceCents);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="cash-close-title" sx={{ p: 2 }}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="cash-close-title">
        <Typography id="cash-close-title" variant="h6" component="h2">
          {translate('cash.close.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('cash.close.intro')}
        </Typography>
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <CashCountFields count={count} noteLabel={translate('cash.close.note')} />
        <div>
          <Button type="submit" variant="contained" startIcon={<LockOutlinedIcon />}>
            {translate('cash.close.submit')}
          </Button>
        </div>
      </Stack>
      <Confirm
        isOpen={confirming !== null}
        loading={sending}
        title="cash.close.confirm_title"
        translateOptions={{ day: formatDay(day.day) }}
        content={
          <>
            <Typography gutterBottom>
              {translate('cash.close.confirm_body', {
                counted: formatEuros(confirming?.countedCashCents ?? 0),
                expected: formatEuros(count.expectedCashCents),
                difference: translate(differenceKey, differenceArgs),
              })}
            </Typography>
            <Typography>
              <strong>{translate('cash.close.confirm_final')}</strong>
            </Typography>
          </>
        }
        confirm="cash.close.confirm"
        cancel="cash.close.cancel"
        onConfirm={close}
        onClose={() => setConfirming(null)}
      />
    </Paper>
  );
};
