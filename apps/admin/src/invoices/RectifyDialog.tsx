import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { formatEuros, invoiceMessages } from '@taller/domain';
import { useId, useState, type FormEvent } from 'react';
import { useBasename, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import '../i18n/invoiceScreens.es';
import { serverMessage } from '../providers/errors';
import { rectifyInvoice } from './api';
import { serverFieldErrors } from './formErrors';
import { newRequestId, readLines, typedLineOf, typedTotals, type LineErrors, type TypedLine } from './invoiceForm';
import { LinesEditor } from './LinesEditor';
import { invoicePrintPath } from './routes';
import type { Invoice } from './types';

const T = 'invoices.rectify';

/**
 * 'Rectificar': the original's lines, prefilled and editable, as they should have been, and the
 * reason. What the rectifying invoice will come to (by differences: the new total less the
 * original's) is shown as it is typed. Issued, the rectifying invoice opens printed.
 */
export const RectifyDialog = ({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const basename = useBasename();
  const titleId = useId();
  const [requestId] = useState(newRequestId);
  const [lines, setLines] = useState<TypedLine[]>(() => invoice.lines.map(typedLineOf));
  const [lineErrors, setLineErrors] = useState<LineErrors[]>([]);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const newTotal = typedTotals(lines).totalCents;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readLines(lines);
    setLineErrors(read.errors);
    setReasonError(reason.trim() ? null : invoiceMessages.reasonRequired);
    setFailure(null);
    if (!read.lines || !reason.trim()) return;
    setSending(true);
    try {
      const rectifying = await rectifyInvoice(invoice.id, { lines: read.lines, reason: reason.trim(), requestId });
      notify(`${T}.issued`, { type: 'success', messageArgs: { number: rectifying.number } });
      refresh();
      onClose();
      navigate(invoicePrintPath(basename, rectifying.id));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.reason) setReasonError(fields.reason);
      setFailure(serverMessage(error) ?? invoiceMessages.formHasErrors);
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={() => !sending && onClose()} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(`${T}.title`, { number: invoice.number })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            <DialogContentText>{translate(`${T}.intro`)}</DialogContentText>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <LinesEditor lines={lines} errors={lineErrors} onChange={setLines} disabled={sending} />
            <Table size="small" sx={{ maxWidth: 360, ml: 'auto' }} role="status" aria-live="polite" data-testid="rectify-difference">
              <TableBody>
                <TableRow>
                  <TableCell component="th" scope="row">
                    {translate(`${T}.original_total`)}
                  </TableCell>
                  <TableCell align="right">{formatEuros(invoice.totalCents)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th" scope="row">
                    {translate(`${T}.new_total`)}
                  </TableCell>
                  <TableCell align="right">{formatEuros(newTotal)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                    {translate(`${T}.difference`)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="rectify-difference-amount">
                    {formatEuros(newTotal - invoice.totalCents)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
            <TextField
              label={translate(`${T}.reason`)}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={Boolean(reasonError)}
              helperText={reasonError}
              required
              multiline
              minRows={2}
              disabled={sending}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {translate('invoices.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={sending}>
            {translate(`${T}.confirm`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
