import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatEuros, netPaidCents, PAYMENT_METHODS, paymentMessages, paymentMethodLabels, type PaymentMethod } from '@taller/domain';
import { useId, useState, type FormEvent } from 'react';
import { HttpError, useNotify, useRefresh, useTranslate } from 'react-admin';
import '../../i18n/payments.es';
import { serverMessage } from '../../providers/errors';
import { centsToTypedEuros, movementErrors, newRequestId, typedEurosToCents, type MovementErrors as Errors } from './movementForm';
import { recordMovement, type MovementKind, type PaidRecord, type PaidRecordKind } from './paymentsApi';

const T = 'repairPayments';

type Field = keyof Errors;

/** The field errors of a 400, by the form's names; the rest is said above the fields. */
const serverFieldErrors = (error: unknown): Errors => {
  if (!(error instanceof HttpError)) return {};
  const errors = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
  const fields: Errors = {};
  for (const field of ['amountCents', 'method', 'note'] as const) {
    if (typeof errors[field] === 'string') fields[field] = errors[field] as string;
  }
  return fields;
};

/**
 * 'Registrar cobro' (prefilled with what is due) or 'Registrar devolución' (at most what was
 * paid, with its reason): the amount in euros as the shop writes it, how, and a note. Mounted
 * for one opening, which draws the id that makes a retried request record once. What is typed
 * stays while the server says what is wrong; done means the server has it.
 */
export const MovementDialog = <Record extends PaidRecord>({
  kind,
  recordKind,
  record,
  onClose,
  onDone,
}: {
  kind: MovementKind;
  /** A repair's or an order's: where it is sent, and how the title names it. */
  recordKind: PaidRecordKind;
  record: Record;
  onClose: () => void;
  onDone?: (record: Record) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [requestId] = useState(newRequestId);
  const { balance } = record;
  const [amount, setAmount] = useState(() => centsToTypedEuros(kind === 'payment' ? balance.dueCents : null));
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const isPayment = kind === 'payment';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amountCents = typedEurosToCents(amount);
    const found = movementErrors(kind, record, amountCents, method, note);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || amountCents === null) return;
    setSending(true);
    try {
      const updated = await recordMovement<Record>(recordKind, record.id, kind, { amountCents, method: method as PaymentMethod, note: note.trim(), requestId });
      notify(`${T}.notifications.${isPayment ? 'paid' : 'refunded'}`, { type: 'success', messageArgs: { amount: formatEuros(amountCents) } });
      refresh();
      onDone?.(updated);
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(serverMessage(error) ?? paymentMessages.formHasErrors);
      setSending(false);
    }
  };

  const hint = isPayment
    ? balance.dueCents === null
      ? translate(`${T}.dialog.pay_price_not_set`)
      : translate(`${T}.dialog.pay_due`, { amount: formatEuros(balance.dueCents) })
    : translate(`${T}.dialog.refund_paid`, { amount: formatEuros(netPaidCents(balance)) });
  const errorText = (field: Field) => (errors[field] ? translate(errors[field]!) : undefined);

  return (
    <Dialog open onClose={() => !sending && onClose()} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(`${T}.dialog.${isPayment ? 'pay_title' : 'refund_title'}.${recordKind}`, { id: record.id })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            <DialogContentText data-testid="movement-dialog-hint">{hint}</DialogContentText>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <TextField
              label={translate(`${T}.dialog.amount`)}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={Boolean(errors.amountCents)}
              helperText={errorText('amountCents') ?? translate(`${T}.dialog.amount_hint`)}
              required
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off', lang: 'es-ES' } }}
            />
            <TextField
              select
              label={translate(`${T}.dialog.method`)}
              value={method}
              onChange={(e) => setMethod(e.target.value as PaymentMethod)}
              error={Boolean(errors.method)}
              helperText={errorText('method')}
              required
            >
              {PAYMENT_METHODS.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {paymentMethodLabels[choice]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate(`${T}.dialog.${isPayment ? 'note' : 'reason'}`)}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              error={Boolean(errors.note)}
              helperText={errorText('note') ?? (isPayment ? translate(`${T}.dialog.note_hint`) : undefined)}
              required={!isPayment}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {translate(`${T}.dialog.cancel`)}
          </Button>
          <Button type="submit" variant="contained" loading={sending}>
            {translate(`${T}.dialog.${isPayment ? 'confirm_pay' : 'confirm_refund'}`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
