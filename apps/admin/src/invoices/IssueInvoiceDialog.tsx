import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { invoiceMessages } from '@taller/domain';
import { useId, useState, type FormEvent } from 'react';
import { useBasename, useGetOne, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import '../i18n/invoiceScreens.es';
import { serverMessage } from '../providers/errors';
import type { ClientDetail } from '../clients/types';
import { issueInvoice } from './api';
import { serverFieldErrors } from './formErrors';
import { newRequestId } from './invoiceForm';
import { invoicePrintPath } from './routes';

const T = 'invoices.issue';
type Kind = 'simplified' | 'full';
type CustomerField = 'name' | 'taxId' | 'address';

/**
 * 'Emitir factura' for a collected repair or a delivered order: simplified (the ticket) or full,
 * for which the customer's name, NIF and address are asked, prefilled from the client's record
 * where it has them. The lines come from the record, on the server. Once the server has issued
 * it, the printed invoice opens; until then nothing says it exists.
 */
export const IssueInvoiceDialog = ({
  source,
  clientId,
  onClose,
}: {
  source: { kind: 'repair' | 'order'; id: number };
  clientId: number | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const basename = useBasename();
  const titleId = useId();
  const [requestId] = useState(newRequestId);
  const [kind, setKind] = useState<Kind>('simplified');
  const [customer, setCustomer] = useState<Record<CustomerField, string> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { data: client } = useGetOne<ClientDetail>('clients', { id: clientId ?? 0 }, { enabled: clientId !== null });
  // The client's record knows a name (a company's, if it has one), never a NIF or an address yet.
  const prefilled = { name: client ? client.company || client.fullName : '', taxId: '', address: '' };
  const shown = customer ?? prefilled;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (kind === 'full') {
      if (!shown.name.trim()) found['customer.name'] = invoiceMessages.customerNameRequired;
      if (!shown.taxId.trim()) found['customer.taxId'] = invoiceMessages.taxIdRequired;
      if (!shown.address.trim()) found['customer.address'] = invoiceMessages.addressRequired;
    }
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const invoice = await issueInvoice({
        source,
        kind,
        ...(kind === 'full' ? { customer: { name: shown.name.trim(), taxId: shown.taxId.trim(), address: shown.address.trim() } } : {}),
        requestId,
      });
      notify(`${T}.issued`, { type: 'success', messageArgs: { number: invoice.number } });
      refresh();
      onClose();
      navigate(invoicePrintPath(basename, invoice.id));
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(serverMessage(error) ?? invoiceMessages.formHasErrors);
      setSending(false);
    }
  };

  const field = (name: CustomerField, label: string, multiline = false) => (
    <TextField
      label={translate(`${T}.${label}`)}
      value={shown[name]}
      onChange={(e) => setCustomer({ ...shown, [name]: e.target.value })}
      error={Boolean(errors[`customer.${name}`])}
      helperText={errors[`customer.${name}`]}
      required
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      disabled={sending}
      slotProps={{ htmlInput: { maxLength: name === 'address' ? 300 : name === 'name' ? 120 : 20, autoComplete: 'off' } }}
    />
  );

  return (
    <Dialog open onClose={() => !sending && onClose()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(`${T}.title_${source.kind}`, { id: source.id })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <FormControl>
              <FormLabel id={`${titleId}-kind`}>{translate(`${T}.kind`)}</FormLabel>
              <RadioGroup aria-labelledby={`${titleId}-kind`} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
                <FormControlLabel value="simplified" control={<Radio />} label={translate(`${T}.simplified`)} disabled={sending} />
                <FormControlLabel value="full" control={<Radio />} label={translate(`${T}.full`)} disabled={sending} />
              </RadioGroup>
              <FormHelperText>{translate(`${T}.${kind}_hint`)}</FormHelperText>
            </FormControl>
            {kind === 'full' && (
              <>
                {client && <Alert severity="info">{translate(`${T}.prefilled`)}</Alert>}
                {field('name', 'name')}
                {field('taxId', 'tax_id')}
                {field('address', 'address', true)}
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {translate(`${T}.cancel`)}
          </Button>
          <Button type="submit" variant="contained" loading={sending}>
            {translate(`${T}.confirm`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
