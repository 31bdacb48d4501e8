import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatDay } from '@taller/domain';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { serverMessage } from '../providers/errors';
import { correctCashClose, type CashDay } from './api';
import { CashCountFields, useCashCount } from './CashCountFields';

/**
 * 'Corregir cierre' (the Administrador): a new count against the movements of now, the float
 * as last counted, and its reason. Mounted for one opening.
 */
export const CorrectCloseDialog = ({ day, onClose, onCorrected }: { day: CashDay; onClose: () => void; onCorrected: (day: CashDay) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const count = useCashCount(day.totals, day.counts.at(-1)?.floatCents ?? 0, true);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = count.check();
    if (!body) return;
    setSending(true);
    try {
      const corrected = await correctCashClose(day.day, body);
      notify('cash.correct.done', { type: 'success' });
      onCorrected(corrected);
      onClose();
    } catch (error) {
      if (!count.showServerErrors(error)) setFailure(serverMessage(error) ?? translate('cash.load_failed'));
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={() => !sending && onClose()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('cash.correct.title', { day: formatDay(day.day) })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('cash.correct.intro')}</DialogContentText>
          {failure ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          ) : null}
          <CashCountFields count={count} noteLabel={translate('cash.correct.reason')} autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {translate('cash.close.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={sending}>
            {translate('cash.correct.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
