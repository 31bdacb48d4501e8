import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { invoiceMessages } from '@taller/domain';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import '../i18n/invoiceScreens.es';
import { serverMessage } from '../providers/errors';
import { annulInvoice } from './api';
import { serverFieldErrors } from './formErrors';
import { newRequestId } from './invoiceForm';
import type { Invoice } from './types';

const T = 'invoices.annul';

/**
 * 'Anular' (the Administrador's): said first what an annulment is for, an invoice issued by
 * mistake, and that a wrong one is rectified instead; the reason is required. The invoice
 * reads 'Anulada' once the server says so.
 */
export const AnnulDialog = ({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [requestId] = useState(newRequestId);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!reason.trim()) {
      setReasonError(invoiceMessages.reasonRequired);
      return;
    }
    setReasonError(null);
    setSending(true);
    try {
      await annulInvoice(invoice.id, { reason: reason.trim(), requestId });
      notify(`${T}.done`, { type: 'success', messageArgs: { number: invoice.number } });
      refresh();
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.reason) setReasonError(fields.reason);
      else setFailure(serverMessage(error) ?? invoiceMessages.formHasErrors);
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={() => !sending && onClose()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(`${T}.title`, { number: invoice.number })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            <Alert severity="warning">{translate(`${T}.explanation`)}</Alert>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <TextField
              label={translate(`${T}.reason`)}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={Boolean(reasonError)}
              helperText={reasonError}
              required
              multiline
              minRows={2}
              autoFocus
              disabled={sending}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {translate('invoices.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={sending}>
            {translate(`${T}.confirm`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
