import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { invoiceMessages, PAYMENT_METHODS, paymentMethodLabels, type PaymentMethod } from '@taller/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import '../i18n/invoiceScreens.es';
import { serverMessage } from '../providers/errors';
import { serverFieldErrors } from './formErrors';

/**
 * What every invoice dialog does with its request: while it is sent the dialog cannot be closed
 * or sent again; a refusal shows the server's words, beside the fields it names (`fieldErrors`
 * takes them and answers whether that said it all) or above the form. On success the dialog is
 * left to close, still 'sending', so nothing can be sent twice meanwhile.
 */
export function useInvoiceRequest(fallback: string = invoiceMessages.formHasErrors) {
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async (request: () => Promise<void>, fieldErrors?: (fields: Record<string, string>) => boolean) => {
    setFailure(null);
    setSending(true);
    try {
      await request();
    } catch (error) {
      const saidAll = fieldErrors?.(serverFieldErrors(error)) ?? false;
      if (!saidAll) setFailure(serverMessage(error) ?? fallback);
      setSending(false);
    }
  };
  return { failure, setFailure, sending, send };
}

/**
 * The frame of an invoice dialog (issue, rectify, return, annul, e-mail): its title, what it is
 * for, the failure, the fields, and 'Cancelar' beside the action, a form the Enter key sends.
 */
export const InvoiceActionDialog = ({
  title,
  intro,
  failure,
  sending,
  onSubmit,
  onClose,
  confirm,
  cancel,
  danger = false,
  maxWidth = 'sm',
  children,
}: {
  title: string;
  intro?: ReactNode;
  failure: string | null;
  sending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  confirm: string;
  cancel?: string;
  danger?: boolean;
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={() => !sending && onClose()} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            {intro}
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {cancel ?? translate('invoices.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} loading={sending}>
            {confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/** Why an invoice is corrected, annulled or returned: required, said beside the field when missing. */
export const ReasonField = ({
  label,
  value,
  onChange,
  error,
  sending,
  maxLength,
  multiline = true,
  autoFocus = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  sending: boolean;
  maxLength: number;
  multiline?: boolean;
  autoFocus?: boolean;
}) => (
  <TextField
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    error={Boolean(error)}
    helperText={error}
    required
    multiline={multiline}
    minRows={multiline ? 2 : undefined}
    autoFocus={autoFocus}
    disabled={sending}
    slotProps={{ htmlInput: { maxLength } }}
  />
);

/**
 * How money moves at the counter (a sale, a return, a correction): one of the shop's payment
 * methods. `required` with no value yet asks for one, its `error` said under the choices.
 */
export const MethodField = ({
  label,
  value,
  onChange,
  sending,
  required = false,
  error,
}: {
  label: string;
  value: PaymentMethod | '';
  onChange: (method: PaymentMethod) => void;
  sending: boolean;
  required?: boolean;
  error?: string;
}) => {
  const labelId = useId();
  return (
    <FormControl error={Boolean(error)} required={required}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={labelId} value={value} onChange={(e) => onChange(e.target.value as PaymentMethod)}>
        {PAYMENT_METHODS.map((each) => (
          <FormControlLabel key={each} value={each} control={<Radio />} label={paymentMethodLabels[each]} disabled={sending} />
        ))}
      </RadioGroup>
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
    </FormControl>
  );
};
